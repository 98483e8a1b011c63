import { describe, expect, it } from 'vitest';
import { InstituteDirectory } from './institute-directory';
import { mentionFromKeaText } from '../importers/karnataka-allotments';
import { mentionFromMccText, mentionFromName } from '../importers/mention';
import { sourceCodeOf, type InstituteMention } from '../parsed-records';

// The spellings below are the sources' own: MCC's institutes.txt (code|text), the Telangana
// allotment lists (`CODE(nnn) - NAME`) and the fee and bond lists (name and state).

/** An MCC code-list line as the code-list importer reads it. */
const codeList = (line: string) => {
  const [code = '', text = ''] = line.split('|');
  return mentionFromMccText(text, code);
};

/** A Telangana allotment list's college, as its importer reads it. */
const telangana = (code: string, name: string): InstituteMention => ({
  sourceText: sourceCodeOf('telangana', code),
  name,
  address: null,
  state: 'Telangana',
  pin: null,
  mccCode: null,
  sourceCode: sourceCodeOf('telangana', code),
});

const NIMS_700484 =
  '700484|NIZAMS INSTITUTE OF MEDICAL SCIENCES, NIZAMS INSTITUTE OF MEDICAL SCIENCES PANJAGUTTA HYDERABAD, Telangana, 500082';
const NIMS_701163 =
  '701163|Nizam`s Institute of Medical Sciences, , NIZAMS INSTITUTE OF MEDICAL SCIENCES PANJAGUTTA HYDERABAD, Telangana, 500082';
const GMC_NIZAMABAD_701190 =
  '701190|Government Medical College, , R P ROAD KHALEELWADI OPP.TSRTC BUS STAND NIZAMABAD, Telangana, 503001';
const GMC_NIZAMABAD_700518 =
  '700518|Government Medical College, Nizamabad, Telangana State, Government Medical College, Nizamabad, Telangana State, Telangana, 503001';

describe('InstituteDirectory: one row per real institute', () => {
  it('keeps Shadan apart from the Nizam Institute that the Telangana list named first', () => {
    const directory = new InstituteDirectory();
    directory.resolve(codeList(NIMS_700484), 2);
    directory.resolve(codeList(NIMS_701163), 2);
    const nims = directory.resolve(
      telangana('NIMS(001)', 'NIZAM INSTITUTE OF MEDICAL SCIENCES, HYD'),
    );
    const shadan = directory.resolve(
      telangana('SHDN(060)', 'SHADAN INSTITUTE OF MEDICAL SCIENCES, HYD'),
    );
    expect(shadan).not.toBe(nims);
    expect(shadan.name).toBe('Shadan Institute of Medical Sciences, Hyd');
    expect([...shadan.sourceCodes]).toEqual(['telangana:SHDN(060)']);
  });

  it('never puts two Telangana college codes on one institute, however alike the names', () => {
    const directory = new InstituteDirectory();
    const first = directory.resolve(
      telangana('KMNI(056)', 'KAMINENI INSTITUTE OF MEDICAL SCIENCES, NARKETPALLY'),
    );
    const second = directory.resolve(
      telangana('KMNX(099)', 'KAMINENI INSTITUTE OF MEDICAL SCIENCES, NARKETPALLY'),
    );
    expect(second).not.toBe(first);
    expect(directory.resolve(telangana('KMNI(056)', 'KAMINENI, NARKETPALLY'))).toBe(first);
  });

  it("does not give Suryapet's college Nizamabad's MCC code 701190", () => {
    const directory = new InstituteDirectory();
    const nizamabad = directory.resolve(codeList(GMC_NIZAMABAD_701190), 2);
    const suryapet = directory.resolve(mentionFromName('Govt Med Coll, Suryapet', 'Telangana'));
    const suryapetList = directory.resolve(
      telangana('GMSR(018)', 'GOVT MEDICAL COLLEGE, SURYAPET'),
    );
    expect(suryapet).not.toBe(nizamabad);
    expect(suryapetList).not.toBe(nizamabad);
    expect(suryapet.mccCode).toBeNull();
    expect(suryapetList).toBe(suryapet);
  });

  it('matches a short name to the coded institute whose address names its town', () => {
    const directory = new InstituteDirectory();
    const suryapet = directory.resolve(
      codeList(
        '701716|Government Medical College Suryapet Telangana, Amaravadi Nagar Thallagadda Suryapet, Telangana, 508213',
      ),
      2,
    );
    const nizamabad = directory.resolve(codeList(GMC_NIZAMABAD_701190), 2);
    expect(directory.resolve(mentionFromName('Govt Med Coll, Suryapet', 'Telangana'))).toBe(
      suryapet,
    );
    expect(
      directory.resolve(
        mentionFromMccText(
          'Government Medical College Khaleelwadi, R.P.Road, Near Bustand, Khaleelwadi Nizamabad, Telangana, 503001',
        ),
      ),
    ).toBe(nizamabad);
    expect(directory.matching).toMatchObject({ created: 2, ambiguous: [] });
  });

  it('does not pick one of two institutes a name fits equally, and lists the name', () => {
    const directory = new InstituteDirectory();
    const coded = [GMC_NIZAMABAD_701190, GMC_NIZAMABAD_700518].map((line) =>
      directory.resolve(codeList(line), 2),
    );
    const fee = directory.resolve(mentionFromName('Govt Med Coll, Nizamabad', 'Telangana'));
    const again = directory.resolve(mentionFromName('Govt Med Coll, Nizamabad', 'Telangana'));
    expect(coded).not.toContain(fee);
    expect(again).toBe(fee);
    expect(directory.matching.ambiguous).toEqual([
      { name: 'Govt Med Coll, Nizamabad', state: 'Telangana', institutes: 2, rows: 2 },
    ]);
  });

  it('lists a name several institutes of a state share, and matches none of them by it', () => {
    const directory = new InstituteDirectory();
    const hospitals = [
      '700818|District Hospital, , District hospital chitradurga, B D road beside DHO office Chitradurga, Karnataka, 577501',
      '700821|District Hospital, Karnataka, B.H.Road, Tumakuru-572101, Karnataka, 572101',
      '701314|District Hospital, , OPPOSITE MARALU SIDDESHWARA TEMPLE MG ROAD CROSS CHIKKABALLAPUR-562101, Karnataka, 562101',
    ].map((line) => directory.resolve(codeList(line), 2));
    const bare = directory.resolve(mentionFromName('District Hospital', 'Karnataka'));
    const chikkaballapur = directory.resolve(
      mentionFromName('District Hospital Chikkaballapur', 'Karnataka'),
    );
    expect(hospitals).not.toContain(bare);
    expect(chikkaballapur).toBe(hospitals[2]);
    expect(directory.matching).toEqual({
      matched: 0,
      created: 4,
      ambiguous: [{ name: 'District Hospital', state: 'Karnataka', institutes: 3, rows: 1 }],
    });
  });

  it("joins a college a later year's list names without its town, unless two towns fit", () => {
    const directory = new InstituteDirectory();
    const keaDental = mentionFromKeaText;
    const mangalore = directory.resolve(keaDental('A J INSTITUTE OF DENTAL SCIENCES,MANGALORE'));
    const manipal = directory.resolve(keaDental('KASTURBA DENTAL COLLEGE,MANIPAL'));
    const kasturbaMangalore = directory.resolve(keaDental('KASTURBA DENTAL COLLEGE,MANGALORE'));
    expect(directory.resolve(keaDental('A J INSTITUTE OF DENTAL SCIENCES'))).toBe(mangalore);
    const bareKasturba = directory.resolve(keaDental('KASTURBA DENTAL COLLEGE'));
    expect([manipal, kasturbaMangalore]).not.toContain(bareKasturba);
    expect(directory.matching.ambiguous).toEqual([
      { name: 'Kasturba Dental College', state: 'Karnataka', institutes: 2, rows: 1 },
    ]);
  });

  it('does not match a PIN whose one institute has a name of other words', () => {
    const directory = new InstituteDirectory();
    const kailash = directory.resolve(
      codeList(
        '701480|Kailash Hospital, Andhra Pradesh, D-NO 12 , SANAKKAYALA FACTORY ROAD , KOTHAPET , GUNTUR, Andhra Pradesh, 522001',
      ),
      2,
    );
    const kanumuri = directory.resolve(
      mentionFromMccText(
        'Kanumur i Hospital, Andhra Pradesh, D-NO 12 , SANAKK AYALA FACTOR Y ROAD , KOTHAP ET , GUNTU R, Andhra Pradesh, 522001',
      ),
    );
    expect(kanumuri).not.toBe(kailash);
  });
});

describe('InstituteDirectory: a short name with no state or PIN', () => {
  // MCC's code list: Chennai and Pune colleges, and a Bilaspur in Chhattisgarh.
  const CODE_LIST = [
    '700343|Government Kilpauk Medical College, Government Kilpauk Medical College Poonthamalli main roadl, Kilpauk, Chennai 10, Tamil Nadu, 600010',
    '700345|MADRAS MEDICAL COLLEGE, EVR PERIYAR SALAI, CHENNAI-03, Tamil Nadu, 600003',
    '700347|STANLEY MEDICAL COLLEGE, STANLEY MEDICAL COLLEGE NO.1, OLD JAIL ROAD, CHENNAI-600001, Tamil Nadu, 600001',
    '700301|B.J.Government Medical College, Pune, B.J.Government Medical College, Pune, Maharashtra, 411001',
    '700440|DR. D. Y. PATIL MEDICAL COLLEGE, PUNE, Dr. D. Y. Patil Medical College, Hospital and Research Centre, Sant Tukaram Nagar, Pimpri, Pune., Maharashtra, 411018',
    '700605|Apollo Hospital, Village Lingiadih,, Apollo Hospitals Bilaspur Seepat Road Lingyadih Village Bilaspur, Chhattisgarh, 495006',
    '700619|Central Hospital, , SOUTH EAST CENTRAL RAILWAY, OPPOSITE GOLF GROUND, BILASPUR, Chhattisgarh, 495004',
    '700750|Dr. Radhakrishnan Govt. Medical College , , Dr. Radhakrishnan Govt. Medical College Hamirpur HP, Himachal Pradesh, 177001',
  ];
  const withCodeList = () => {
    const directory = new InstituteDirectory();
    for (const line of CODE_LIST) directory.resolve(codeList(line), 2);
    return directory;
  };

  it('is placed in the state its town is in, and meets its coded institute there', () => {
    const directory = withCodeList();
    // MCC's UG lists write the college and its town only.
    expect(
      directory.resolve(mentionFromName('Stanley Medical College, Chennai', null)).mccCode,
    ).toBe('700347');
    expect(
      directory.resolve(mentionFromName('Sree Balaji Medical College and Hospital, Chennai', null)),
    ).toMatchObject({ state: 'Tamil Nadu', mccCode: null });
    expect(
      directory.resolve(mentionFromName('Smt. Kashibai Navale Medical College, Pune', null)).state,
    ).toBe('Maharashtra');
    // A state's own name, with no comma: the last word.
    expect(directory.resolve(mentionFromName('JIPMER Puducherry', null)).state).toBe('Puducherry');
    expect(
      directory.resolve(mentionFromName('Lady Hardinge Medical College, New Delhi', null)).state,
    ).toBe('Delhi (NCT)');
    // A state named among the place's words.
    expect(
      directory.resolve(
        mentionFromName(
          'AIIMS, Deogarh, PANCHAYAT TRAINING INSTITUTE DABURGRAM JASIDIH DEOGHAR JHARKHAND-814142 (AIIMS TEMPORARY CAMPUS)',
          null,
        ),
      ).state,
    ).toBe('Jharkhand');
    // A town only one known institute names.
    expect(directory.resolve(mentionFromName('Nursing College, Hamirpur', null)).state).toBe(
      'Himachal Pradesh',
    );
  });

  it('is placed by the institutes it could be short for where its town is in two states', () => {
    const directory = withCodeList();
    for (const line of [
      '701587|AIIMS, , NH-34 Connector, Basantapur, Saguna, Kalyani, Nadia, West Bengal, 741245',
      '701091|C.S.I. Kalyani General Hospital, , 15, DR RADHAKRISHNAN SALAI, MYLAPORE, CHENNAI, Tamil Nadu, 600004',
      '701590|AIIMS Bathinda, , Jodhpur Romana near Giani Zail Singh College Mandi Dabwali Road Bathinda, Punjab, 151001',
      '701591|AIIMS Jodhpur, , Basni Industrial Area Phase-2, Jodhpur, Rajasthan, 342005',
    ]) {
      directory.resolve(codeList(line), 2);
    }
    // Kalyani and Jodhpur are each named by institutes of two states; AIIMS says which.
    expect(directory.resolve(mentionFromName('AIIMS, Kalyani', null)).state).toBe('West Bengal');
    expect(directory.resolve(mentionFromName('AIIMS, Jodhpur', null)).state).toBe('Rajasthan');
    // A state named among its words where its place names none.
    expect(
      directory.resolve(
        mentionFromName(
          'Vardhman Mahavir Medical College and Safdarjung Hospital New Delhi, VMMC',
          null,
        ),
      ).state,
    ).toBe('Delhi (NCT)');
  });

  it('takes no misspelt word of its own for a town', () => {
    const directory = withCodeList();
    directory.resolve(
      mentionFromName('Autonomous State Medical Collage, Kushinagar', 'Uttar Pradesh'),
    );
    expect(
      directory.resolve(
        mentionFromName('Employees State Insurance Corporation Medical Collage', null),
      ).state,
    ).toBeNull();
  });

  it('meets the towns of institutes met after its first short name', () => {
    const directory = withCodeList();
    expect(directory.resolve(mentionFromName('Stanley Medical College, Chennai', null)).state).toBe(
      'Tamil Nadu',
    );
    // A later list (MCC's mop-up, with full texts) gives a college of a town no earlier one named.
    directory.resolve(
      mentionFromMccText(
        'Diamond Harbour Government Medical College and Hospital, Diamond Harbour, West Bengal, 743331',
      ),
    );
    expect(directory.resolve(mentionFromName('Nursing School, Diamond Harbour', null)).state).toBe(
      'West Bengal',
    );
  });

  it('stays without a state where no known institute uses its town, or institutes of two states do', () => {
    const directory = withCodeList();
    directory.resolve(mentionFromName('Regional Hospital, Bilaspur', 'Himachal Pradesh'));
    expect(
      directory.resolve(mentionFromName('Some Medical College, Nowhereville', null)).state,
    ).toBeNull();
    // Bilaspur: two Chhattisgarh institutes and one of Himachal Pradesh.
    expect(
      directory.resolve(mentionFromName('District Hospital, Bilaspur', null)).state,
    ).toBeNull();
  });
});
