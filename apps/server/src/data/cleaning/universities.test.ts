import { describe, expect, it } from 'vitest';
import { universityOf, universityTypeOf } from './universities';

const NBE = {
  name: 'National Board of Examinations in Medical Sciences',
  nameKey: 'nationalboardexaminationsinmedicalsciences',
  state: null,
};

// The university texts below are MCC profiles' own.
describe('universityOf', () => {
  it.each([
    'National Board of Examinations in Medical Sciences',
    'NBEMS 22 Feb 2022',
    'Nbe',
    'NBEM',
    'NBEMSJan2021',
    'Nbednb',
    'DNB Board Dated',
    'DNB - National Board of Examination',
    'Nationa Board of Examinations',
    'Nat Board',
    'NationalBoardofExaminationNewDelhi12112008',
    'nationalboardofexaminationmedicalscience04\\10\\2021',
    'National Examination Board',
    'Accredited by Nbems',
    'Nbmes',
    'Nabems',
    'National Borad of Examinations in Medical Sciences 3 March 2021',
    'N.B.E.M.S. dated',
  ])('%s is the National Board of Examinations, in no state', (text) => {
    expect(universityOf(text, 'Gujarat')).toEqual(NBE);
  });

  it.each([
    [
      'Sri Venkateswara Institute of Medical Sciences, Tirupati.',
      'srivenkateswarainstitutemedicalsciencestirupati',
    ],
    ['Institute of Liver and Biliary Sciences', 'instituteliverbiliarysciences'],
    ['AIIMS Bhopal', 'aiimsbhopal'],
    [
      'BHARATH INSTITUTE OF HIGHER EDUCATION AND RESEARCH',
      'bharathinstitutehighereducationresearch',
    ],
    [
      'Gujarat University of Transplantation Sciences 10 Dec 2019',
      'gujaratuniversitytransplantationsciences',
    ],
    ['Pondicherry University', 'pondicherryuniversity'],
  ])('%s is a university of its own, keyed %s', (text, nameKey) => {
    expect(universityOf(text, 'Tamil Nadu')).toMatchObject({ nameKey, state: 'Tamil Nadu' });
  });

  it.each([
    [
      'Atal Bihari Vajpayee Medical University',
      'Uttar Pradesh',
      [
        'Abvmu Lko',
        'Abvmu, Lucknow, 2024',
        'Atal Bihari Bajpayee University Lucknow',
        'Atal vihari bajpai medical university lucknow',
        'Atal Bihari Vajpayee Medical University Uttar Pradesh 15 October 2024',
      ],
    ],
    [
      'Maharashtra University of Health Sciences',
      'Maharashtra',
      [
        'MUHS Nashik',
        'muhs8sep2021',
        'Maharasthtra University of Health Sciences, Nashik, 28 July 25',
        'Maharshtra University Sciences Nashik',
        'Maharashtra University of Health Seciences Nashik',
      ],
    ],
    [
      'The Tamil Nadu Dr. M.G.R. Medical University',
      'Tamil Nadu',
      [
        'The Tamil Nadu DR MGR Medical University Chennai DT 28 10 2024',
        'Dr MGR Univercity',
        'TheTamilNaduDrMGRMedicalUniversity3RDNOVEMBER2020',
        'Tamil Ndau DR MGR Medical University',
      ],
    ],
    [
      'Dr. NTR University of Health Sciences',
      'Andhra Pradesh',
      ['Dr.Ntruhs', 'NTR Health Unverisity', 'DR Ysr Univeristy of Health Sciences'],
    ],
    [
      'Rajiv Gandhi University of Health Sciences',
      'Karnataka',
      ['Rguhs', 'Rajig Gandhi University of Health Sciences', 'RGUHS Bangalore'],
    ],
    [
      'West Bengal University of Health Sciences',
      'West Bengal',
      ['WBUHS May 2008', 'The West Bengal University of Health Sciencs'],
    ],
    [
      'The Tamil Nadu Dr. M.G.R. Medical University',
      'Tamil Nadu',
      ['TAMILNADU DR MGR MEDICAL UNVERSITY', 'Tamilnadu DR MGR university chennai'],
    ],
    [
      'Pt. Deendayal Upadhyay Memorial Health Sciences and Ayush University of Chhattisgarh',
      'Chhattisgarh',
      [
        'PT DEENDAYAL UPADHYAY MEMORIAL HEALTH SCIENCES AND AYUSH UNIVERSITY, CHHATTISGARH, RAIPUR',
        'Pandit Deendayal Upadhyay Memorial Health Science and Ayush University Raipur',
        'Pt.DEENDAYAL UPADHAYAY MEMORIAL AYUSH AND HEALTH SCIENCES UNIVERSITY',
        'PT. DDU MEMORIAL HEALTH SCIENCES &',
      ],
    ],
    [
      'Pt. B.D. Sharma University of Health Sciences',
      'Haryana',
      [
        'PT. B. D. SHARA UHS ROHTAK',
        'Pt BD Sharma Unicersity of Health Sciences Rohtak',
        'UHS, Rohtak 2017',
      ],
    ],
    [
      "Nizam's Institute of Medical Sciences",
      'Telangana',
      [
        'NIZAMS INSTITUTE OF MEDICAL SCIENCES PANJAGUTTA HYDERABAD A University Established Under State Act',
        'NIZAMS INSTITUTE OF MEDICAL SCIENCES PANJAGUTTA HYDERABAD A University Established Under State Act No',
      ],
    ],
    [
      'Homi Bhabha National Institute',
      'Maharashtra',
      ['Hbni', 'Homi Bhabha National Institute (HBNI)'],
    ],
    [
      'University of Jammu',
      'Jammu and Kashmir',
      ['University of Jammu 10 Dec 2019', 'Jammu University'],
    ],
  ])('%s, in %s, whatever the spelling', (name, state, texts) => {
    for (const text of texts) {
      expect(universityOf(text, 'Delhi (NCT)'), text).toMatchObject({ name, state });
    }
  });

  it('reads a text that says the institute is its own university as the institute', () => {
    expect(
      universityOf('ITSELF UNIVERSITY 2002', 'Uttar Pradesh', 'KING GEORGES MEDICAL UNIVERSITY'),
    ).toMatchObject({ name: 'King Georges Medical University', state: 'Uttar Pradesh' });
    expect(universityOf('Itself University 2002', 'Uttar Pradesh')).toBeNull();
  });

  it.each([
    ['North Eastern Hill University, 7th July, 2009', 'North Eastern Hill University'],
    [
      'Chettinad Academy of Research and Education &',
      'Chettinad Academy of Research and Education',
    ],
    ['Mizoram University, Dt:Sept 2024', 'Mizoram University'],
    ['Amrita Vishwa Vidyapeetham, 13th January2003', 'Amrita Vishwa Vidyapeetham'],
    ['CCS University Meerut/1966', 'CCS University Meerut'],
    ['Rajiv Gandhi University wef', 'Rajiv Gandhi University'],
  ])('shows %s without its date, as %s', (text, name) => {
    expect(universityOf(text, 'Assam')?.name).toBe(name);
  });

  it('keeps universities that share a word apart', () => {
    expect(universityOf('Rajiv Gandhi University wef', 'Arunachal Pradesh')?.name).toBe(
      'Rajiv Gandhi University',
    );
    expect(universityOf('Atal Medical and Research University, HP, Mandi.', null)?.name).toBe(
      'Atal Medical and Research University',
    );
    expect(universityOf('Maharaja Sayajirao University', 'Gujarat')?.name).toBe(
      'Maharaja Sayajirao University',
    );
    expect(
      universityOf('DR MGR Educational and Research Institute Deemed to be university', null)?.name,
    ).toBe('DR MGR Educational and Research Institute Deemed to be university');
    // A university word keeps a name that also names a government or a hospital.
    expect(
      universityOf(
        'NIZAMS INSTITUTE OF MEDICAL SCIENCES A University Established Under State Act',
        null,
      ),
    ).not.toBeNull();
    expect(universityOf('Sikkim Manipal University', 'Sikkim')?.name).toBe(
      'Sikkim Manipal University',
    );
  });

  it.each([
    'Not Applicable',
    'None',
    'Nill',
    'NA',
    'XXX',
    'Mci',
    'MCC',
    'Jan2021',
    'Not applicable.',
    'Notapplicable',
    // The hospital, company, college, government or body a profile names instead.
    'Adventist Hospital',
    'Kauvery Hospital, Radial Road, Chennai',
    'Prakash Netra Kendr PVT LTD',
    'GMC Srinagar',
    'Govt of NCT Delhi',
    'MCC Gov of India',
    'Director of Health Service',
    'DGHS July 2022',
    'Railway Board',
    'National Medical Council',
    // A person (the contact a DNB hospital gives), an abbreviation, a misspelt date, a hospital
    // group or the DNB hospital itself, or only the kind of university.
    'SHEETAL DOLAS',
    'V S V PRASAD',
    'Dr Kamlesh Kumar Maurya',
    'NBA',
    'NIC',
    'JANAURAY 2024',
    'DGCH2017',
    'shalby',
    'Paras Health',
    'Metro Heart Institute with multispecality',
    'SARASWATI MEDICAL FOUNDATION AND RESEARCH CENTER',
    'Deemed to be University',
  ])('%s names no university', (text) => {
    expect(universityOf(text, 'Delhi (NCT)')).toBeNull();
  });
});

describe('universityTypeOf', () => {
  it('reads the name and the institutes it affiliates', () => {
    expect(universityTypeOf(NBE.name, ['Government', null])).toBe('National Board');
    expect(universityTypeOf('Datta Meghe Institute (Deemed to be University)', [null])).toBe(
      'Deemed University',
    );
    expect(universityTypeOf('Amrita Vishwa Vidyapeetham', ['Deemed', null])).toBe(
      'Deemed University',
    );
    expect(universityTypeOf('Kerala University of Health Sciences', ['Government'])).toBe(
      'Health Sciences University',
    );
    expect(universityTypeOf('The Tamil Nadu Dr MGR Medical University', [null])).toBe(
      'Health Sciences University',
    );
    expect(universityTypeOf('AIIMS Bhopal', ['Central'])).toBe('Institute of National Importance');
    // From the table of known universities, whatever the institutes' management.
    expect(universityTypeOf('Maharashtra University of Health Sciences', [null])).toBe(
      'Health Sciences University',
    );
    expect(universityTypeOf('Homi Bhabha National Institute', ['Central'])).toBe(
      'Deemed University',
    );
  });

  it('says nothing where nothing says it', () => {
    expect(universityTypeOf('University of Jammu', ['Government', null])).toBeNull();
    expect(universityTypeOf('Lonely University', [null])).toBeNull();
  });
});
