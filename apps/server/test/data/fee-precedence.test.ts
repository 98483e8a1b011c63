import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { feeLateral } from '../../src/db/seat-fee';
import { rowsOf } from '../../src/data/sql-batch';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

// One precedence between fee sources, whatever the import order
// (docs/decisions/0036-institute-details.md): a profile PDF over derived lists, a newer year's
// file over an older one.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

interface Source {
  kind: string;
  year: number | null;
  fee: number;
}

/** A fresh institute whose institute-wide fee rows come from `sources`, written in that order. */
async function instituteWithFees(db: Database, sources: Source[]): Promise<number> {
  const [created] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into institute (name, name_key) values ('Precedence College', ${crypto.randomUUID()})
        returning id`,
    ),
  );
  const instituteId = Number(created?.id);
  for (const source of sources) {
    const [run] = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into import_run (kind, file_name, scope_key, sha256, year, rows_read,
            rows_imported, rows_rejected, rejections, started_at)
          values (${source.kind}, ${`${source.kind}-${source.year ?? 'undated'}`},
            ${crypto.randomUUID()}, 'sha', ${source.year}, 1, 1, 0, '[]', now())
          returning id`,
      ),
    );
    await db.execute(
      sql`insert into fee (institute_id, fee_year_1, import_run_id)
        values (${instituteId}, ${source.fee}, ${Number(run?.id)})`,
    );
  }
  return instituteId;
}

/** Fee, stipend and bond a seat of the institute shows on the data screens. */
async function seatMoney(db: Database, instituteId: number) {
  const [row] = rowsOf<Record<string, number | null>>(
    await db.execute(
      sql`select seat_fee.fee_year_1 as "fee", seat_fee.stipend_year_1 as "stipend",
          seat_fee.bond_years as "bondYears", seat_fee.bond_penalty as "bondPenalty"
        from (select ${instituteId}::int as institute_id) s
        ${feeLateral({
          counsellingId: sql`null::text`,
          instituteId: sql`s.institute_id`,
          courseId: sql`null::int`,
          quota: sql`null::text`,
          category: sql`null::text`,
        })}`,
    ),
  );
  return row;
}

/** The fee a seat of the institute shows on the data screens. */
async function seatFee(db: Database, instituteId: number): Promise<number | null> {
  return (await seatMoney(db, instituteId))?.fee ?? null;
}

describe('fee precedence', () => {
  const older: Source = { kind: 'karnataka-fees', year: 2020, fee: 100_000 };
  const newer: Source = { kind: 'karnataka-fees', year: 2022, fee: 120_000 };
  const profile: Source = { kind: 'mcc-profiles', year: null, fee: 90_000 };
  const bonds: Source = { kind: 'pg-bonds', year: 2024, fee: 95_000 };

  it('shows the newer year’s fee, in either import order', async () => {
    const db = database.handle.db;
    expect(await seatFee(db, await instituteWithFees(db, [older, newer]))).toBe(120_000);
    expect(await seatFee(db, await instituteWithFees(db, [newer, older]))).toBe(120_000);
  });

  it('shows the profile PDF’s fee over a derived list of any year, in either import order', async () => {
    const db = database.handle.db;
    expect(await seatFee(db, await instituteWithFees(db, [profile, bonds]))).toBe(90_000);
    expect(await seatFee(db, await instituteWithFees(db, [bonds, profile]))).toBe(90_000);
  });

  it('takes each part of the money from the most preferred row that states it', async () => {
    const db = database.handle.db;
    // A profile states the fee and stipend, the bond list the bond (and a fee of its own).
    const instituteId = await instituteWithFees(db, [profile, bonds]);
    await db.execute(
      sql`update fee set stipend_year_1 = ${55_200} where institute_id = ${instituteId}
        and fee_year_1 = ${profile.fee}`,
    );
    await db.execute(
      sql`update fee set bond_years = 2, bond_penalty = ${2_500_000} where institute_id = ${instituteId}
        and fee_year_1 = ${bonds.fee}`,
    );
    expect(await seatMoney(db, instituteId)).toEqual({
      fee: profile.fee,
      stipend: 55_200,
      bondYears: 2,
      bondPenalty: 2_500_000,
    });
    // A profile that states no fee leaves the fee to the next source that does.
    await db.execute(
      sql`update fee set fee_year_1 = null where institute_id = ${instituteId}
        and fee_year_1 = ${profile.fee}`,
    );
    expect(await seatMoney(db, instituteId)).toMatchObject({ fee: bonds.fee, stipend: 55_200 });
  });
});
