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
    expect(normaliseCourse('SURGGASTRO (6 YRS)', 'PG')).toMatchObject({
      durationYears: 6,
      key: normaliseCourse('SURGGASTRO', 'PG').key,
    });
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
