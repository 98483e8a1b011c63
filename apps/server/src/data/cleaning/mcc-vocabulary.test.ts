import { describe, expect, it } from 'vitest';
import { decodeMccCategory, mccCategoryLabel, normaliseMccQuota } from './mcc-vocabulary';

describe('normaliseMccQuota', () => {
  it('gives one spelling to every year and list of a quota', () => {
    expect(normaliseMccQuota('MANAGE MENT/PAI D SEATS QUOTA')).toBe('Management/Paid Seats Quota');
    expect(normaliseMccQuota('MNG')).toBe('Deemed/Paid Seats Quota');
    expect(normaliseMccQuota('Deemed/Pa id Seats Quota')).toBe('Deemed/Paid Seats Quota');
    expect(normaliseMccQuota('Employe es State Insuranc e Scheme( ESI)')).toBe(
      'Employees State Insurance Scheme(ESI)',
    );
    expect(normaliseMccQuota('Non- Resident Indian(AMU )Quota')).toBe(
      'Non-Resident Indian (AMU) Quota',
    );
    expect(normaliseMccQuota('ALIGARH MUSLIM UNIVERSIT Y')).toBe('Aligarh Muslim University');
    expect(normaliseMccQuota('ALL INDIA')).toBe('All India');
  });

  it('keeps quotas it does not know in their own words', () => {
    expect(normaliseMccQuota('AMS')).toBe('AMS');
    expect(normaliseMccQuota('Foreign Country Quota')).toBe('Foreign Country Quota');
  });
});

describe('decodeMccCategory', () => {
  it('reads every year’s words for a category', () => {
    for (const text of ['Open PwD', 'PwD Open', 'OPEN PWD', 'GN PwD', 'GNYes']) {
      expect(decodeMccCategory(text)).toEqual({ base: 'Open', pwd: true });
    }
    expect(decodeMccCategory('General')).toEqual({ base: 'Open', pwd: false });
    expect(decodeMccCategory('PwD OBC')).toEqual({ base: 'OBC', pwd: true });
    expect(decodeMccCategory('MBBS')).toBeNull();
    expect(decodeMccCategory('Reported')).toBeNull();
  });

  it('labels seats as Open and candidates as General', () => {
    const category = { base: 'Open', pwd: true };
    expect(mccCategoryLabel(category)).toBe('Open PwD');
    expect(mccCategoryLabel(category, 'General')).toBe('General PwD');
  });
});
