import { describe, expect, it } from 'vitest';
import { formatIstDate } from './ist-date';

describe('formatIstDate', () => {
  it('writes the date as it is in India, whatever the machine’s time zone', () => {
    expect(formatIstDate('2027-03-31T00:00:00Z')).toBe('31 Mar 2027');
    // 20:00 UTC on 31 March is already 1 April in IST (UTC+5:30).
    expect(formatIstDate(new Date('2027-03-31T20:00:00Z'))).toBe('1 Apr 2027');
  });
});
