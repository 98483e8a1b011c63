import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeKeaCategory,
  encodeKeaCategory,
  KEA_RESERVATIONS,
  keaCategoryLabel,
  keaTokens,
  recoverKeaCode,
  type KeaSeat,
} from './kea-categories';

const reservedSeat: fc.Arbitrary<KeaSeat> = fc
  .record({
    reservation: fc.constantFrom(...KEA_RESERVATIONS),
    flag: fc.constantFrom('general', 'rural', 'kannada'),
    privateCollege: fc.boolean(),
    hyderabadKarnataka: fc.boolean(),
  })
  .map(({ reservation, flag, privateCollege, hyderabadKarnataka }) => ({
    category: reservation === 'GM' ? 'GM' : `Cat-${reservation}`,
    quota: privateCollege ? 'Private (government quota)' : 'Government',
    reservation,
    token: null,
    privateCollege,
    rural: flag === 'rural',
    kannadaMedium: flag === 'kannada',
    hyderabadKarnataka,
  }));

const tokenSeat: fc.Arbitrary<KeaSeat> = fc
  .constantFrom(...keaTokens())
  .chain(({ token, regional }) =>
    fc
      .boolean()
      .map((hyderabadKarnataka) => ({ token, hyderabadKarnataka: regional && hyderabadKarnataka })),
  )
  .map(({ token, hyderabadKarnataka }) => {
    const decoded = decodeKeaCategory(token);
    if (!decoded) throw new Error(`token ${token} does not decode`);
    return { ...decoded, hyderabadKarnataka };
  });

describe('decodeKeaCategory', () => {
  it('reads category and flags from the codes KEA prints', () => {
    expect(decodeKeaCategory('2AG')).toMatchObject({
      category: 'Cat-2A',
      quota: 'Government',
      rural: false,
      kannadaMedium: false,
      hyderabadKarnataka: false,
    });
    expect(decodeKeaCategory('SCRH')).toMatchObject({
      category: 'Cat-SC',
      rural: true,
      hyderabadKarnataka: true,
    });
    expect(decodeKeaCategory('GMKH')).toMatchObject({
      category: 'GM',
      kannadaMedium: true,
      hyderabadKarnataka: true,
    });
    expect(decodeKeaCategory('GMP')).toMatchObject({
      category: 'GM',
      quota: 'Private (government quota)',
    });
    expect(decodeKeaCategory('P2AG')).toMatchObject({ category: 'Cat-2A', privateCollege: true });
    expect(decodeKeaCategory('2AH')).toMatchObject({
      category: 'Cat-2A',
      rural: false,
      hyderabadKarnataka: true,
    });
    expect(decodeKeaCategory('OPN')).toMatchObject({ quota: 'Private', category: 'Open' });
    expect(decodeKeaCategory('MMH')).toMatchObject({
      quota: 'Minority',
      category: 'Minority MM',
      hyderabadKarnataka: true,
    });
    expect(decodeKeaCategory(' rc3 ')).toMatchObject({ quota: 'Private', category: 'RC3' });
  });

  it('refuses what is no KEA code', () => {
    for (const code of ['', 'GMG', '2A', '2AGH', 'SCX', 'PGMP', '2APG', 'NRIH', 'Centre', 'OPNH']) {
      expect(decodeKeaCategory(code)).toBeNull();
    }
  });

  it('decodes every code it prints back into the same seat', () => {
    fc.assert(
      fc.property(fc.oneof(reservedSeat, tokenSeat), (seat) => {
        expect(decodeKeaCategory(encodeKeaCategory(seat))).toEqual(seat);
      }),
    );
  });

  it('prints every code it decodes back as written', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^P?(GM|1|2A|2B|3A|3B|SC|ST|MM|ME|OPN|NRI)P?[GKR]?H?$/),
        (code) => {
          const seat = decodeKeaCategory(code);
          if (seat) expect(encodeKeaCategory(seat)).toBe(code);
        },
      ),
    );
  });

  it('labels the parts for the screens', () => {
    const seat = decodeKeaCategory('2ARH');
    expect(seat && keaCategoryLabel(seat)).toBe('Cat-2A Rural HK');
    const general = decodeKeaCategory('GM');
    expect(general && keaCategoryLabel(general)).toBe('GM');
  });
});

describe('recoverKeaCode', () => {
  it('takes a college-name word out of a spilled code', () => {
    expect(recoverKeaCode('ScieGncMesRH')).toEqual({ code: 'GMRH', word: 'Sciences' });
    expect(recoverKeaCode('ScieOncPeNs')).toEqual({ code: 'OPN', word: 'Sciences' });
    expect(recoverKeaCode('HospitGaMl')).toEqual({ code: 'GM', word: 'Hospital' });
    // A code the extraction cut short (`3A` without its G) stays unread.
    expect(recoverKeaCode('Hospit3aAl')).toBeNull();
    expect(recoverKeaCode('SCG')).toEqual({ code: 'SCG', word: null });
  });

  it('gives up on a word with no code in it', () => {
    expect(recoverKeaCode('Hospital')).toBeNull();
    expect(recoverKeaCode('Centre')).toBeNull();
  });

  it('finds every code hidden in any spill word', () => {
    fc.assert(
      fc.property(
        fc.oneof(reservedSeat, tokenSeat),
        fc.constantFrom('Sciences', 'Hospital', 'College', 'Centre'),
        fc.nat(),
        (seat, word, seed) => {
          const code = encodeKeaCategory(seat);
          // Interleave the code's characters into the word after its first letter.
          let mixed = word.slice(0, 1);
          const rest = word.slice(1).split('');
          for (const [index, character] of code.split('').entries()) {
            const cut = (seed + index) % (rest.length + 1);
            mixed += rest.splice(0, cut).join('') + character;
          }
          mixed += rest.join('');
          const recovered = recoverKeaCode(mixed);
          expect(recovered && decodeKeaCategory(recovered.code)).toEqual(decodeKeaCategory(code));
        },
      ),
    );
  });
});
