import { describe, expect, it } from 'vitest';
import { distinctiveWords, nameAgreement, type NameEvidence } from './institute-names';
import { nameKey } from './text';

/** A source's description: its name, as written, and whatever address and state it gives. */
const described = (
  name: string,
  address: string | null = null,
  state: string | null = null,
): NameEvidence => ({ names: [name], address, state, texts: [nameKey(name)] });

describe('distinctiveWords', () => {
  it.each([
    ['SHADAN INSTITUTE OF MEDICAL SCIENCES, HYD', ['shadan', 'hyderabad']],
    ['Nizams Institute of Medical Sciences', ['nizam']],
    ['Zoi Hospital, (A unit of Panchvaid Healthcare', ['zoi']],
    ['SK HOSPITAL, Kerala', ['sk', 'kerala']],
    ['Government Medical College', []],
    ['Govt Med Coll, Suryapet', ['suryapet']],
    ['DR V R K WOMENS MEDICAL COLLEGE', ['vrk', 'women']],
    ['District Hospital', []],
  ])('%s -> %j', (name, words) => {
    expect(distinctiveWords(name)).toEqual(words);
  });
});

// The spellings are the sources' own (Telangana allotments, MCC institutes.txt, fee lists).
describe('nameAgreement', () => {
  it.each([
    {
      why: 'a founder the other name never mentions (Shadan is not Nizam)',
      left: described('SHADAN INSTITUTE OF MEDICAL SCIENCES, HYD', null, 'Telangana'),
      right: described('Nizam Institute of Medical Sciences, Hyd', null, 'Telangana'),
      agree: false,
    },
    {
      why: 'a town the other institute is not in (Suryapet is not Nizamabad)',
      left: described('Govt Med Coll, Suryapet', null, 'Telangana'),
      right: described(
        'Government Medical College',
        'R P ROAD KHALEELWADI OPP.TSRTC BUS STAND NIZAMABAD',
        'Telangana',
      ),
      agree: false,
    },
    {
      why: 'the town the other leaves out of its name but gives in its address',
      left: described('Govt Med Coll, Nizamabad', null, 'Telangana'),
      right: described(
        'Government Medical College',
        'R P ROAD KHALEELWADI OPP.TSRTC BUS STAND NIZAMABAD',
        'Telangana',
      ),
      agree: true,
    },
    {
      why: 'a possessive and a city abbreviation',
      left: described('NIZAM INSTITUTE OF MEDICAL SCIENCES, HYD', null, 'Telangana'),
      right: described(
        'Nizams Institute of Medical Sciences',
        'NIZAMS INSTITUTE OF MEDICAL SCIENCES PANJAGUTTA HYDERABAD',
        'Telangana',
      ),
      agree: true,
    },
    {
      why: 'a town a name adds after a comma, where its address is',
      left: described('Netaji Subhash Chandra Bose Medical College', null, 'Madhya Pradesh'),
      right: described(
        'Netaji Subhash Chandra Bose Medical College, Jabalpur',
        'NSCB MEDICAL COLLEGE, JABALPUR',
        'Madhya Pradesh',
      ),
      agree: true,
    },
    {
      why: 'a founder in the name is no place, even where the address repeats the name',
      left: described('Nizam`s Institute of Medical Sciences', null, 'Telangana'),
      right: described(
        'SHADAN INSTITUTE OF MEDICAL SCIENCES',
        'SHADAN INSTITUTE OF MEDICAL SCIENCES PEERANCHERU HYDERABAD',
        'Telangana',
      ),
      agree: false,
    },
    {
      why: 'a town a list cut short (KEA seat matrix)',
      left: described('KVGMC, Dakshina Kannad', null, 'Karnataka'),
      right: described('KVGMC, Dakshina Kannada', null, 'Karnataka'),
      agree: true,
    },
    {
      why: 'two district hospitals of one state, told apart by their towns',
      left: described('District Hospital Chikkaballapur', null, 'Karnataka'),
      right: described(
        'District Hospital',
        'District Hospital Next to Sainik School second gate Athani Road, Vijayapura',
        'Karnataka',
      ),
      agree: false,
    },
    {
      why: 'the district hospital whose address names the town',
      left: described('District Hospital Chikkaballapur', null, 'Karnataka'),
      right: described(
        'District Hospital',
        'OPPOSITE MARALU SIDDESHWARA TEMPLE MG ROAD CROSS CHIKKABALLAPUR-562101',
        'Karnataka',
      ),
      agree: true,
    },
    {
      why: 'two hospitals at one address (a PIN shared by two institutes)',
      left: described(
        'Kanumur i Hospital, Andhra Pradesh',
        'D-NO 12 , SANAKK AYALA FACTOR Y ROAD , KOTHAP ET , GUNTU R',
        'Andhra Pradesh',
      ),
      right: described(
        'Kailash Hospital, Andhra Pradesh',
        'D-NO 12 , SANAKKAYALA FACTORY ROAD , KOTHAPET , GUNTUR',
        'Andhra Pradesh',
      ),
      agree: false,
    },
    {
      why: "a town one year's list adds and the next leaves out (KEA dental 2023, 2024)",
      left: described('A J INSTITUTE OF DENTAL SCIENCES', null, 'Karnataka'),
      right: described('A J Institute of Dental Sciences, Mangalore', null, 'Karnataka'),
      agree: true,
    },
    {
      why: 'a town left out, where the rest of the name names no one college',
      left: described('GOVERNMENT DENTAL COLLEGE', null, 'Karnataka'),
      right: described('Government Dental College, Bangalore', null, 'Karnataka'),
      agree: false,
    },
    {
      why: 'two towns after a comma: neither name is silent on where it is',
      left: described('Kasturba Medical College, Manipal', null, 'Karnataka'),
      right: described('Kasturba Medical College, Mangalore', null, 'Karnataka'),
      agree: false,
    },
    {
      why: 'a town the other leaves out of its name while its address names another',
      left: described('Bapuji Dental College and Hospital, Davangere', null, 'Karnataka'),
      right: described('Bapuji Dental College and Hospital', 'MCC B Block, Bengaluru', 'Karnataka'),
      agree: false,
    },
    {
      why: 'a town left out, where the rest of the name says only whom the hospital serves',
      left: described('District women hospital', null, 'Uttar Pradesh'),
      right: described('DISTRICT WOMEN HOSPITAL, AZAMGARH', null, 'Uttar Pradesh'),
      agree: false,
    },
    {
      why: 'a dental college is not the medical college of the same founder',
      left: described('Vydehi Institute of Dental Sciences and Research Centre', null, 'Karnataka'),
      right: described(
        'Vydehi Institute of Medical Science and Research Centre, Bangalore',
        null,
        'Karnataka',
      ),
      agree: false,
    },
    {
      why: 'a college for women is not the college of the same founder',
      left: described('MALLAREDDY MEDICAL COLLEGE FOR WOMEN, SURARAM, RR', null, 'Telangana'),
      right: described('Malla Reddy Medical College, Suraram', null, 'Telangana'),
      agree: false,
    },
  ])('$why: $agree', ({ left, right, agree }) => {
    expect(nameAgreement(left, right) > 0).toBe(agree);
    expect(nameAgreement(right, left) > 0).toBe(agree);
  });
});

describe('nameAgreement, word for word or with a place excused', () => {
  it('prefers the college of the town the name gives over one whose own town was excused', () => {
    const mention = described('Kasturba Med Coll, Manipal', null, 'Karnataka');
    const manipal = described(
      'Kasturba Medical College, Manipal Univ., Manipal',
      'Madhav Nagar, Manipal, Karnataka State India',
      'Karnataka',
    );
    const mangalore = described(
      'Kasturba Medical College, Manipal Univ., Mangalore',
      'Light house Hill Road, Hampankatta, Mangalore, India',
      'Karnataka',
    );
    expect([nameAgreement(mention, manipal), nameAgreement(mention, mangalore)]).toEqual([3, 2]);
  });

  it('prefers a town its own address names over a town the other name is silent on', () => {
    const mention = described('Aster Medcity', null, 'Kerala');
    const withAddress = described(
      'Aster Medcity, Kuttisahib Road',
      'Aster Medcity Kuttisahib Road South Chittoor P.O. Cheranalloor Kochi',
      'Kerala',
    );
    const silentTown = described('Aster Medcity, Kochi', null, 'Kerala');
    expect([nameAgreement(mention, withAddress), nameAgreement(mention, silentTown)]).toEqual([
      2, 1,
    ]);
  });
});
