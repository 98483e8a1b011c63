import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAdmDetails, parseCodedLabel, type SeatDetails } from './telangana';

const seat = (fields: Partial<SeatDetails>): SeatDetails => ({
  quota: 'Competent Authority',
  category: null,
  service: null,
  region: null,
  gender: null,
  flags: [],
  phase: null,
  unread: [],
  ...fields,
});

describe('decodeAdmDetails', () => {
  // Codes as the 2022 and 2023 files print them (../shared/data/telangana-neet-pg-allotments),
  // and the forms of later years (no region token; flags in new combinations).
  it.each<[string, Partial<SeatDetails>]>([
    [
      'NS-LOC-BCB-GEN-MRC-P2',
      {
        category: 'BC-B',
        service: 'Non-Service',
        region: 'Local',
        gender: 'General',
        flags: ['MRC'],
        phase: 2,
      },
    ],
    [
      'S-UNR-OPEN-FEM-P1',
      { category: 'Open', service: 'In-Service', region: 'Unreserved', gender: 'Female', phase: 1 },
    ],
    [
      'NS-UNR-OPEN-GEN-PHO-P1',
      {
        category: 'Open',
        service: 'Non-Service',
        region: 'Unreserved',
        gender: 'General',
        flags: ['PHO'],
        phase: 1,
      },
    ],
    [
      'S-LOC-SC-FEM-MRC-P1',
      {
        category: 'SC',
        service: 'In-Service',
        region: 'Local',
        gender: 'Female',
        flags: ['MRC'],
        phase: 1,
      },
    ],
    [
      'NS-LOC-BCC-FEM-P1',
      { category: 'BC-C', service: 'Non-Service', region: 'Local', gender: 'Female', phase: 1 },
    ],
    [
      'NS-LOC-MIN-GEN-P3',
      {
        category: 'Minority',
        service: 'Non-Service',
        region: 'Local',
        gender: 'General',
        phase: 3,
      },
    ],
    ['MQ1-P2', { quota: 'Management Quota 1', category: 'MQ1', phase: 2 }],
    ['MQ2-MSM-P3', { quota: 'Management Quota 2', category: 'MQ2', flags: ['MSM'], phase: 3 }],
    ['MQ3-P4', { quota: 'Management Quota 3', category: 'MQ3', phase: 4 }],
    ['NS-OPEN-FEM-P1', { category: 'Open', service: 'Non-Service', gender: 'Female', phase: 1 }],
    ['LOC-BCB-FEM-PHO', { category: 'BC-B', region: 'Local', gender: 'Female', flags: ['PHO'] }],
    ['NS-BC-D-GEN-P2', { category: 'BC-D', service: 'Non-Service', gender: 'General', phase: 2 }],
  ])('decodes %s', (code, fields) => {
    expect(decodeAdmDetails(code)).toEqual(seat(fields));
  });

  it('keeps a token it cannot read, by value, and still decodes the rest', () => {
    expect(decodeAdmDetails('NS-LOC-XYZ-GEN-P1')).toEqual(
      seat({
        service: 'Non-Service',
        region: 'Local',
        gender: 'General',
        phase: 1,
        unread: ['XYZ'],
      }),
    );
    expect(decodeAdmDetails('')).toBeNull();
    expect(decodeAdmDetails(' - ')).toBeNull();
  });

  // The grammar: [service] [region] category [gender] flag* [phase] for competent-authority
  // seats, MQn flag* [phase] for management seats; each optional part may be left out, and the
  // decode must not depend on which parts are there.
  const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
  const flags = fc.uniqueArray(fc.constantFrom('MRC', 'PHO', 'NCC', 'CAP'), { maxLength: 3 });
  const phase = optional(fc.integer({ min: 1, max: 12 }));
  const categories: Record<string, string> = {
    OPEN: 'Open',
    BCA: 'BC-A',
    BCB: 'BC-B',
    BCC: 'BC-C',
    BCD: 'BC-D',
    BCE: 'BC-E',
    SC: 'SC',
    ST: 'ST',
    EWS: 'EWS',
    MIN: 'Minority',
  };
  const join = (...parts: (string | null)[]) => parts.filter((part) => part !== null).join('-');

  it('decodes every competent-authority code the grammar makes', () => {
    fc.assert(
      fc.property(
        optional(fc.constantFrom('NS', 'S')),
        optional(fc.constantFrom('LOC', 'UNR')),
        fc.constantFrom(...Object.keys(categories)),
        optional(fc.constantFrom('GEN', 'FEM')),
        flags,
        phase,
        (service, region, category, gender, flagList, phaseNumber) => {
          const code = join(
            service,
            region,
            category,
            gender,
            ...flagList,
            phaseNumber === null ? null : `P${phaseNumber}`,
          );
          expect(decodeAdmDetails(code)).toEqual(
            seat({
              category: categories[category] ?? null,
              service: service === null ? null : service === 'NS' ? 'Non-Service' : 'In-Service',
              region: region === null ? null : region === 'LOC' ? 'Local' : 'Unreserved',
              gender: gender === null ? null : gender === 'GEN' ? 'General' : 'Female',
              flags: flagList,
              phase: phaseNumber,
            }),
          );
          // Case and separators are the printer's, not the code's.
          expect(decodeAdmDetails(` ${code.toLowerCase().replaceAll('-', ' - ')} `)).toEqual(
            decodeAdmDetails(code),
          );
        },
      ),
    );
  });

  it('decodes every management code the grammar makes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.uniqueArray(fc.constantFrom('MSM', 'PHO'), { maxLength: 2 }),
        phase,
        (tier, flagList, phaseNumber) => {
          const code = join(
            `MQ${tier}`,
            ...flagList,
            phaseNumber === null ? null : `P${phaseNumber}`,
          );
          expect(decodeAdmDetails(code)).toEqual(
            seat({
              quota: `Management Quota ${tier}`,
              category: `MQ${tier}`,
              flags: flagList,
              phase: phaseNumber,
            }),
          );
        },
      ),
    );
  });

  it('reports an unknown token by value wherever it stands', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[QXZ][A-Z]{2,5}$/),
        fc.integer({ min: 0, max: 4 }),
        (token, at) => {
          const parts = ['NS', 'LOC', 'OPEN', 'GEN', 'P1'];
          parts.splice(at, 0, token);
          expect(decodeAdmDetails(parts.join('-'))).toEqual(
            seat({
              category: 'Open',
              service: 'Non-Service',
              region: 'Local',
              gender: 'General',
              phase: 1,
              unread: [token],
            }),
          );
        },
      ),
    );
  });
});

describe('parseCodedLabel', () => {
  it('splits code and label', () => {
    expect(parseCodedLabel('NIMS(001) - NIZAM INSTITUTE OF MEDICAL SCIENCES, HYD')).toEqual({
      code: 'NIMS(001)',
      label: 'NIZAM INSTITUTE OF MEDICAL SCIENCES, HYD',
    });
    expect(parseCodedLabel('GM (001) - MD(GENERAL MEDICINE)')).toEqual({
      code: 'GM(001)',
      label: 'MD(GENERAL MEDICINE)',
    });
    expect(parseCodedLabel('no code here')).toBeNull();
  });
});
