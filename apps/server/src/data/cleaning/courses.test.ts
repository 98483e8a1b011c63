import { describe, expect, it } from 'vitest';
import { normaliseCourse } from './courses';

describe('normaliseCourse', () => {
  it('matches one course across spellings of years and files', () => {
    const mcc = normaliseCourse('MD/MS OBSTETRICS & GYNAECOLOGY', 'PG');
    expect(normaliseCourse('MS OBSTETRICS AND GYNAECOLOGY', 'PG').key).toBe(mcc.key);
    expect(normaliseCourse('MS(OBSTETRICS AND GYNAECOLOGY)', 'PG').key).toBe(mcc.key);
    expect(normaliseCourse('OBG', 'PG').key).toBe(mcc.key);
    expect(mcc.name).toBe('MS Obstetrics and Gynaecology');
    expect(mcc.clinicalType).toBe('Clinical');
  });

  it('keeps DNB, diploma and six-year courses apart from MD/MS', () => {
    const md = normaliseCourse('MD RADIODIAGNOSIS', 'PG');
    const dnb = normaliseCourse('(NBEMS) RADIODIAGNOSIS', 'PG');
    const diploma = normaliseCourse('DIPLOMA RADIODIAGNOSIS', 'PG');
    expect(new Set([md.key, dnb.key, diploma.key]).size).toBe(3);
    expect(dnb.name).toBe('DNB Radiodiagnosis');
    expect(diploma.degreeTerm).toBe('Diploma');
    expect(normaliseCourse('(NBEMS) NEURO SURGERY (6Y)', 'PG').durationYears).toBe(6);
  });

  it('keeps a six-year course apart from the three-year course of its subject, however it is written', () => {
    const sixYears = normaliseCourse('(NBEMS) NEURO SURGERY (6Y)', 'PG');
    expect(sixYears).toMatchObject({ name: 'DNB Neurosurgery (6 years)', durationYears: 6 });
    expect(normaliseCourse('DNB IN NEURO SURGERY (DIRECT 6 YEARS COURSE)', 'PG').key).toBe(
      sixYears.key,
    );
    expect(normaliseCourse('DNB NEURO SURGERY', 'PG').key).not.toBe(sixYears.key);
    // MCC's two lists name one six-year course two ways.
    expect(normaliseCourse('(NBEMS) CARDIO VASCULAR SURGERY (6Y)', 'PG').key).toBe(
      normaliseCourse('DNB IN CARDIO VASCULAR AND THORACIC SURGERY (DIRECT 6 YEARS COURSE)', 'PG')
        .key,
    );
    // MCC's six-year MCh is not NEET SS's three-year MCh of the same subject.
    expect(normaliseCourse('M.Ch. NEURO SURGERY (6Y)', 'PG')).toMatchObject({
      name: 'MCh Neurosurgery (6 years)',
      level: 'PG',
      durationYears: 6,
    });
    expect(normaliseCourse('M.Ch. NEURO SURGERY (6Y)', 'PG').key).not.toBe(
      normaliseCourse('MCh Neurosurgery', 'SS').key,
    );
  });

  it('reads INI-CET six-year courses, named without a degree, as MCh or DM entered after MBBS', () => {
    expect(normaliseCourse('PAEDIATRIC SURGERY 6 YRS', 'PG')).toMatchObject({
      name: 'MCh Paediatric Surgery (6 years)',
      degreeType: 'MCh',
      level: 'PG',
      durationYears: 6,
    });
    expect(normaliseCourse('NEUROSURGERY 6 YRS', 'PG').key).toBe(
      normaliseCourse('M.Ch. NEURO SURGERY (6Y)', 'PG').key,
    );
    expect(normaliseCourse('SURGGASTRO (6 YRS)', 'PG').name).toBe(
      'MCh Surgical Gastroenterology (6 years)',
    );
    expect(normaliseCourse('TRAUMASURG&CC (6 YRS)', 'PG').name).toBe(
      'MCh Trauma Surgery and Critical Care (6 years)',
    );
    expect(normaliseCourse('NEUROLOGY 6 YRS', 'PG')).toMatchObject({
      name: 'DM Neurology (6 years)',
      level: 'PG',
    });
    expect(normaliseCourse('INECTIOUS DISEASES 6 YRS', 'PG').name).toBe(
      'DM Infectious Diseases (6 years)',
    );
  });

  it("reads the round-wise lists' NBEMS diplomas, a space after the hyphen and words broken", () => {
    // Each diploma is its own course, never one "MD Nbems- Diploma" for all of them.
    expect(normaliseCourse('(NBEMS- DIPLOMA) ANAESTH ESIOLOG Y', 'PG')).toMatchObject({
      key: normaliseCourse('(NBEMS-DIPLOMA) ANAESTHESIOLOGY', 'PG').key,
      name: 'DNB Diploma in Anaesthesiology',
    });
    expect(normaliseCourse('(NBEMS- DIPLOMA) OTORHINOLA RYNGOLOGY (E.N.T.)', 'PG').name).toBe(
      'DNB Diploma in ENT',
    );
    expect(normaliseCourse('( NBEMS ) GENERAL MEDICINE', 'PG').name).toBe('DNB General Medicine');
    expect(
      normaliseCourse(
        'M.D. IN TRANSFU SION MEDICIN E/ IMMUNO- HAEMAT OLOGY AND BLOOD TRANSFU SION',
        'PG',
      ).name,
    ).toBe('MD Transfusion Medicine');
    expect(
      normaliseCourse(
        'MD (DERM., VENE. and LEPROSY)/ (DERMATOLOGY)/(S KIN and VENEREAL DISEASES)/(VENER EOLOGY)',
        'PG',
      ).name,
    ).toBe('MD Dermatology, Venereology and Leprosy');
  });

  it('reads subject synonyms', () => {
    expect(normaliseCourse('MD(RADIO THERAPY)', 'PG').key).toBe(
      normaliseCourse('MD RADIATION ONCOLOGY', 'PG').key,
    );
    expect(normaliseCourse('MD(PULMONARY MEDICINE)', 'PG').key).toBe(
      normaliseCourse('MD RESPIRATORY MEDICINE', 'PG').key,
    );
    expect(normaliseCourse('M.D. (ANAESTHESIOLOG Y)', 'PG').key).toBe(
      normaliseCourse('MD ANAESTHESIOLOGY', 'PG').key,
    );
    const sameCourse: [string, string][] = [
      ['IHBT', 'MD TRANSFUSION MEDICINE'],
      ['TBRD', 'MD RESPIRATORY MEDICINE'],
      ['MD IN LABORATORY MEDICINE COURSE', 'LAB MEDICINE'],
      ['MD IN PHYSICAL AND REHABLITATION', 'MD PHYSICAL MEDICINE AND REHABILITATION'],
      ['DIPLOMA IN MEDICAL RADIO DIAGNOSIS', 'DIPLOMA IN RADIODIAGNOSIS'],
      ['DIPLOMA IN MEDICAL RADIOTHERAPY', 'DIPLOMA IN RADIATION ONCOLOGY'],
    ];
    for (const [text, course] of sameCourse) {
      expect(normaliseCourse(text, 'PG').key, text).toBe(normaliseCourse(course, 'PG').key);
    }
  });

  it('reads a subject given as alternatives by the part it knows', () => {
    expect(normaliseCourse('DIPLOMA IN CHILD HEALTH/ PAEDIATRICS', 'PG').name).toBe(
      'Diploma in Paediatrics',
    );
    expect(normaliseCourse('DIPLOMA IN OPHTHALMOLOGY/DOMS', 'PG').name).toBe(
      'Diploma in Ophthalmology',
    );
    expect(
      normaliseCourse('PG DIPLOMA IN PSYCHOLOGICAL MEDICINE / PSYCHIATRIC MEDICINE', 'PG').name,
    ).toBe('Diploma in Psychiatry');
  });

  it('names super-speciality and undergraduate courses', () => {
    expect(normaliseCourse('DM Neonatology', 'SS')).toMatchObject({
      level: 'SS',
      name: 'DM Neonatology',
    });
    expect(normaliseCourse('MBBS', 'UG')).toMatchObject({ level: 'UG', key: 'ug:mbbs' });
    expect(normaliseCourse('B.Sc. Nursing', 'UG')).toMatchObject({
      level: 'UG',
      name: 'B.Sc Nursing',
    });
    expect(normaliseCourse('B.Sc. (Hons.) Nursing', 'UG')).toMatchObject({
      level: 'UG',
      name: 'B.Sc Nursing',
    });
  });

  it('reads AYUSH degrees as undergraduate courses, whatever level the list is read at', () => {
    // KEA's lists are read at PG level and routed by the course's level: a BAMS seat is not an MD.
    for (const level of ['UG', 'PG'] as const) {
      expect(normaliseCourse('BAMS', level)).toMatchObject({ level: 'UG', key: 'ug:bams' });
      expect(normaliseCourse('B.H.M.S.', level)).toMatchObject({ level: 'UG', name: 'BHMS' });
    }
    expect(normaliseCourse('bums', 'UG')).toMatchObject({ degreeType: 'BUMS', durationYears: 5.5 });
  });

  it('reads the round-wise lists\' "MD IN ..." and dental courses', () => {
    expect(normaliseCourse('MD IN GENERAL MEDICINE', 'PG').key).toBe(
      normaliseCourse('MD GENERAL MEDICINE', 'PG').key,
    );
    expect(normaliseCourse('DNB- DIPLOMA IN OBSTETRICS AND GYNAECOLOGY', 'PG').name).toBe(
      'DNB Diploma in Obstetrics and Gynaecology',
    );
    expect(normaliseCourse('MDS IN PERIODONTOLOGY', 'PG')).toMatchObject({
      name: 'MDS Periodontology',
      degreeType: 'MDS',
    });
  });
});
