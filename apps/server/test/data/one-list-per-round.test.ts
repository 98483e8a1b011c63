import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dumpDataTables } from '../../src/data/bundle';
import { ImportRefusedError, runImport, type ImportSummary } from '../../src/data/import-runner';
import { roundOfList, MOP_UP_ROUND, STRAY_ROUND } from '../../src/data/rounds';
import { rowsOf } from '../../src/data/sql-batch';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import {
  readKeaUgRows,
  writeKeaOwnLayoutFile,
  writeKeaUgFile,
  type KeaUgRow,
} from '../helpers/kea-layouts';
import { sharedData } from '../helpers/shared-data';

// One list per round, whatever the source (docs/decisions/0077-one-list-per-round.md): a second
// file of rounds already stored completes them (the same allotments), replaces them (another
// version; refused when much smaller, unless --replace) or is added as another part of the list,
// never stored as a second copy. The files are KEA's real 2023 NEET UG mop-up and stray lists
// (the collector's layout, with fees) and the same rows written in KEA's own layout.

const UG = 'karnataka-neet-ug';
const MOP_UP = roundOfList(MOP_UP_ROUND, 'allotted');
const STRAY = roundOfList(STRAY_ROUND, 'allotted');

describe('a second source of rounds already stored', () => {
  let database: TestDatabase;
  let folder: string;
  let mopUp: KeaUgRow[];
  let stray: KeaUgRow[];
  const realFile = (name: string) => sharedData('karnataka-neet-ug', 'allotments', name);
  const importKea = (files: string[], options: { replace?: boolean } = {}) =>
    runImport(database.handle.db, 'karnataka-allotments', files, options);

  /** Allotments per stored round, and how many of them have a fee. */
  async function rounds(): Promise<Record<number, { rows: number; withFee: number }>> {
    const result = await database.handle.db.execute(sql`
      select round::int as round, count(*)::int as rows,
        count(fee_year_1)::int as "withFee"
      from allotment where counselling_id = ${UG} and year = 2023 group by round`);
    return Object.fromEntries(
      rowsOf<{ round: number; rows: number; withFee: number }>(result).map(
        ({ round, ...counts }) => [round, counts],
      ),
    );
  }
  const linesOf = (summary: ImportSummary) => summary.files.flatMap((file) => file.storedRounds);
  /** MBBS seats as BDS and BDS as MBBS: the same ranks on other seats, another version. */
  const onOtherSeats = (rows: KeaUgRow[]) =>
    rows.map((row) => ({ ...row, course: row.course === 'MBBS' ? 'BDS' : 'MBBS' }));

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-rounds-'));
    mopUp = await readKeaUgRows('kea_2023_MOPUP.csv');
    stray = await readKeaUgRows('kea_2023_STRAY.csv');
    expect([mopUp.length, stray.length]).toEqual([889, 151]);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    database = await createTestDatabase({ statementTimeoutMs: 600_000 });
  });
  afterEach(async () => {
    await database?.dispose();
  });

  it('completes a round from the same allotments with their fees, in either order, never a second copy', async () => {
    const ownLayout = [
      await writeKeaOwnLayoutFile(folder, 'kea-own-2023-mopup.csv', mopUp),
      await writeKeaOwnLayoutFile(folder, 'kea-own-2023-stray.csv', stray),
    ];
    const first = await importKea(ownLayout);
    expect(linesOf(first)).toEqual([]);
    expect(await rounds()).toEqual({
      [MOP_UP]: { rows: 889, withFee: 0 },
      [STRAY]: { rows: 151, withFee: 0 },
    });

    const withFees = await importKea([
      realFile('kea_2023_MOPUP.csv'),
      realFile('kea_2023_STRAY.csv'),
    ]);
    const after = await rounds();
    expect(after[MOP_UP]?.rows).toBe(889);
    expect(after[STRAY]?.rows).toBe(151);
    expect(after[MOP_UP]?.withFee).toBeGreaterThan(800);
    expect(linesOf(withFees)).toEqual([
      `Mop-up of Karnataka NEET UG 2023: 889 allotments matched, fees added to ${after[MOP_UP]?.withFee.toLocaleString('en-IN')}`,
      `Stray of Karnataka NEET UG 2023: 151 allotments matched, fees added to ${after[STRAY]?.withFee}`,
    ]);
    expect(withFees.files[0]?.roundOutcomes[0]).toMatchObject({
      action: 'completed',
      stored: 889,
      incoming: 889,
      matched: 889,
      added: 0,
      removed: 0,
    });

    // The first source again: its own rows go with its run, and it is the same list as before.
    await importKea(ownLayout);
    expect(await rounds()).toEqual(after);
    // And the source with fees again: matched, the fees already there.
    const again = await importKea([realFile('kea_2023_MOPUP.csv')]);
    expect(linesOf(again)).toEqual(['Mop-up of Karnataka NEET UG 2023: 889 allotments matched']);
    expect(await rounds()).toEqual(after);
  });

  it('replaces a round by another version of it, and says so', async () => {
    await importKea([realFile('kea_2023_STRAY.csv')]);
    const corrected = await writeKeaOwnLayoutFile(
      folder,
      'kea-2023-stray-corrected.csv',
      onOtherSeats(stray),
    );
    const summary = await importKea([corrected]);
    expect(linesOf(summary)).toEqual([
      'Stray of Karnataka NEET UG 2023 replaced: 151 allotments removed, 151 added',
    ]);
    expect((await rounds())[STRAY]?.rows).toBe(151);
    const courses = rowsOf<{ course: string; rows: number }>(
      await database.handle.db.execute(sql`
        select course_text as course, count(*)::int as rows from allotment
        where counselling_id = ${UG} and round = ${STRAY} group by course_text order by 1`),
    );
    const expected = new Map<string, number>();
    for (const row of onOtherSeats(stray)) {
      expected.set(row.course ?? '', (expected.get(row.course ?? '') ?? 0) + 1);
    }
    expect(courses).toEqual([...expected].sort().map(([course, rows]) => ({ course, rows })));
  });

  it('refuses to replace a round by a much smaller other list, changing nothing, unless --replace', async () => {
    await importKea([realFile('kea_2023_MOPUP.csv')]);
    const before = await dumpDataTables(database.handle.db, { withRunTimes: true });
    const smaller = await writeKeaOwnLayoutFile(
      folder,
      'kea-2023-mopup-other.csv',
      onOtherSeats(mopUp.slice(0, 400)),
    );
    const refusal = await importKea([smaller]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImportRefusedError);
    expect((refusal as Error).message).toContain(
      'kea-2023-mopup-other.csv: would replace Mop-up of Karnataka NEET UG 2023 (889 allotments stored, 400 of the same ranks, 0 of them on the same seat) with 400, fewer than 80% of them; --replace replaces them',
    );
    expect(await dumpDataTables(database.handle.db, { withRunTimes: true })).toEqual(before);

    const replaced = await importKea([smaller], { replace: true });
    expect(linesOf(replaced)).toEqual([
      'Mop-up of Karnataka NEET UG 2023 replaced: 889 allotments removed, 400 added',
    ]);
    expect((await rounds())[MOP_UP]?.rows).toBe(400);
  });

  it('adds a file that holds another part of a round, and from a fuller list the rows the stored one lacked', async () => {
    const firstHalf = await writeKeaUgFile(folder, 'kea_2023_STRAY_part1.csv', stray.slice(0, 75));
    const secondHalf = await writeKeaUgFile(folder, 'kea_2023_STRAY_part2.csv', stray.slice(75));
    await importKea([firstHalf]);
    const part = await importKea([secondHalf]);
    expect(linesOf(part)).toEqual([
      'Stray of Karnataka NEET UG 2023: 76 allotments added beside the 75 stored (another part of the list)',
    ]);
    expect((await rounds())[STRAY]?.rows).toBe(151);

    // The whole list in the other layout: the same allotments, none of them copied.
    const whole = await importKea([
      await writeKeaOwnLayoutFile(folder, 'kea-own-2023-stray.csv', stray),
    ]);
    expect(linesOf(whole)).toEqual(['Stray of Karnataka NEET UG 2023: 151 allotments matched']);
    expect((await rounds())[STRAY]?.rows).toBe(151);
  });

  it('completes a shorter stored list from a fuller one, adding only what it lacked', async () => {
    await importKea([
      await writeKeaOwnLayoutFile(folder, 'kea-own-2023-mopup.csv', mopUp.slice(0, 600)),
    ]);
    const fuller = await importKea([realFile('kea_2023_MOPUP.csv')]);
    const after = await rounds();
    expect(after[MOP_UP]?.rows).toBe(889);
    expect(linesOf(fuller)).toEqual([
      `Mop-up of Karnataka NEET UG 2023: 600 allotments matched, fees added to ${fuller.files[0]?.roundOutcomes[0]?.feesAdded}, 289 added that the list lacked`,
    ]);
    expect(fuller.files[0]?.roundOutcomes[0]?.feesAdded).toBeGreaterThan(500);
  });
});
