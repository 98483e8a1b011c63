import { describe, expect, it } from 'vitest';
import { decodeAdmDetails, parseCodedLabel } from './telangana';

describe('decodeAdmDetails', () => {
  it('decodes competent-authority seats', () => {
    expect(decodeAdmDetails('NS-LOC-BCB-GEN-MRC-P2')).toEqual({
      quota: 'Competent Authority',
      category: 'BC-B',
      service: 'Non-Service',
      region: 'Local',
      gender: 'General',
      flags: ['MRC'],
      phase: 2,
    });
    expect(decodeAdmDetails('S-UNR-OPEN-FEM-P1')).toMatchObject({
      service: 'In-Service',
      region: 'Unreserved',
      gender: 'Female',
      phase: 1,
    });
  });

  it('decodes management-quota seats', () => {
    expect(decodeAdmDetails('MQ1-P2')).toMatchObject({ quota: 'Management Quota 1', phase: 2 });
    expect(decodeAdmDetails('MQ2-MSM-P3')).toMatchObject({ flags: ['MSM'], phase: 3 });
  });

  it('rejects texts that follow neither form', () => {
    expect(decodeAdmDetails('NS-LOC-XYZ-GEN-P1')).toBeNull();
    expect(decodeAdmDetails('NS-LOC-OPEN-GEN')).toBeNull();
    expect(decodeAdmDetails('')).toBeNull();
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
