import { describe, expect, it } from 'vitest';
import { parseScanParams, scanParams, scanRequest, type ScanState } from './scan-url';

const read = (search: string) => parseScanParams(new URLSearchParams(search));

const empty: ScanState = {
  counselling: null,
  rank: null,
  category: null,
  quota: [],
  state: [],
  course: [],
  sort: 'chance.desc',
  page: 1,
};

describe('the scan in the address', () => {
  it('reads a shared scan with its filters, order and page', () => {
    const scan = read(
      'counselling=mcc-neet-pg&rank=25000&category=OBC&quota=AIQ,DNB+Quota&course=MD+General+Medicine&sort=fee.asc&page=3',
    );
    expect(scan).toEqual({
      counselling: 'mcc-neet-pg',
      rank: 25000,
      category: 'OBC',
      quota: ['AIQ', 'DNB Quota'],
      state: [],
      course: ['MD General Medicine'],
      sort: 'fee.asc',
      page: 3,
    });
    // Every part of the scan goes to the API as it stands.
    expect(scanRequest(scan)).toEqual(scan);
  });

  it('reads an empty address as no scan yet, best seats first', () => {
    expect(read('')).toEqual(empty);
    expect(scanRequest(read(''))).toBeNull();
    expect(scanRequest(read('counselling=mcc-neet-pg&rank=25000'))).toBeNull();
  });

  it('ignores each wrong value on its own and keeps the rest of the scan', () => {
    const scan = read(
      'counselling=MCC%20NEET!&rank=-5&category=&sort=beds.desc&page=0&quota=AIQ&state=Goa',
    );
    expect(scan).toEqual({ ...empty, quota: ['AIQ'], state: ['Goa'] });
    expect(read('counselling=mcc-neet-pg&rank=99999999999&page=abc&sort=fee.sideways')).toEqual({
      ...empty,
      counselling: 'mcc-neet-pg',
    });
    expect(read('rank=1e3').rank).toBeNull();
    expect(read('rank=0').rank).toBeNull();
    expect(read(`category=${'x'.repeat(500)}`).category).toBeNull();
  });

  it('writes a scan back to the same scan, defaults left out', () => {
    const scan: ScanState = {
      counselling: 'kea-pg',
      rank: 1200,
      category: 'GM',
      quota: ['Government, Karnataka'],
      state: [],
      course: ['MS ENT', 'MD Anaesthesia'],
      sort: 'expectedClosingRank.asc',
      page: 2,
    };
    const search = new URLSearchParams(scanParams(scan));
    expect(read(search.toString())).toEqual(scan);
    expect(scanParams({ ...empty, counselling: 'kea-pg', rank: 1200, category: 'GM' })).toEqual([
      ['counselling', 'kea-pg'],
      ['rank', '1200'],
      ['category', 'GM'],
    ]);
  });
});
