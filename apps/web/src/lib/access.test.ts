import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '@seatscope/shared';
import { describeAccess } from './access';

const pg = {
  id: 'pg',
  name: 'NEET PG',
  includes: 'Includes PG and super-speciality counselling data only; UG data is not included.',
} as CatalogueEntry;

describe('describeAccess', () => {
  it('names the package, what it includes and its expiry in IST', () => {
    expect(
      describeAccess(
        {
          roles: [],
          entitlement: { demo: false, package: 'pg', expiresAt: '2027-03-31T18:29:59.000Z' },
        },
        [pg],
      ),
    ).toEqual({ name: 'NEET PG', includes: pg.includes, expiry: 'Valid until 31 Mar 2027' });
  });

  it('says so when a package has no expiry, and before the catalogue has loaded', () => {
    expect(
      describeAccess(
        { roles: [], entitlement: { demo: false, package: 'ug', expiresAt: null } },
        undefined,
      ),
    ).toEqual({ name: 'UG package', includes: null, expiry: 'No expiry' });
  });

  it('describes demo mode and an admin without a package', () => {
    expect(
      describeAccess({ roles: [], entitlement: { demo: true, package: null, expiresAt: null } }, [
        pg,
      ]).name,
    ).toBe('Demo');
    expect(
      describeAccess(
        { roles: ['admin'], entitlement: { demo: false, package: null, expiresAt: null } },
        [pg],
      ).name,
    ).toBe('Full access (admin)');
  });
});
