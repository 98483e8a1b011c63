import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readColumnMapping } from '../../src/data/importers/mapped-table';
import { runCommand } from '../helpers/commands';
import { repositoryRoot, sharedData } from '../helpers/shared-data';

// The operator's commands for a new counselling (docs/adding-a-counselling.md): add-counselling,
// import table --suggest-map and import table --map, with their answers and exit statuses, over
// KEA's real NEET UG 2023 mop-up list (889 allotments).

const entry = path.join(repositoryRoot, 'apps/server/src/cli/data.ts');
const MOP_UP = sharedData('karnataka-neet-ug', 'allotments', 'kea_2023_MOPUP.csv');
/** The mapping the built-in KEA kind reads these lists by. */
const KEA_UG_MAP = path.join(repositoryRoot, 'docs', 'examples', 'kea-neet-ug.map.json');

describe('npm run data -- add-counselling and import table', { timeout: 300_000 }, () => {
  let folder: string;
  const data = (args: string[]) => runCommand(entry, args, { DATA_DIR: path.join(folder, 'data') });
  /** The KEA UG example mapping with one column changed, written to a file of its own. */
  const writeMapWith = async (name: string, columns: Record<string, string>) => {
    const example = readColumnMapping(KEA_UG_MAP, await readFile(KEA_UG_MAP, 'utf8'));
    const file = path.join(folder, name);
    await writeFile(
      file,
      JSON.stringify({ ...example, columns: { ...example.columns, ...columns } }),
    );
    return file;
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-table-command-'));
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('adds a counselling once, with a valid id and level', async () => {
    const fields = ['--name', 'Goa NEET UG', '--level', 'ug', '--state', 'Goa', '--ranks', 'ai'];
    const added = await data(['add-counselling', '--id', 'goa-neet-ug', ...fields]);
    expect(added.code, added.output).toBe(0);
    expect(added.output).toContain('Added Goa NEET UG (goa-neet-ug): UG level, Goa');
    const again = await data(['add-counselling', '--id', 'goa-neet-ug', ...fields]);
    expect(again.code).toBe(2);
    expect(again.output).toContain('A counselling with the id "goa-neet-ug" already exists');
    const bad = await data([
      'add-counselling',
      '--id',
      'Goa UG',
      ...fields.slice(0, 2),
      '--level',
      'md',
      '--state',
      'Goa',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.output).toContain(
      '--id: id must be lower-case letters and digits joined by hyphens',
    );
    expect(bad.output).toContain('--level: level must be pg, mds or ug');
  });

  it('suggests a mapping from the columns of a file', async () => {
    const suggested = await data([
      'import',
      'table',
      MOP_UP,
      '--counselling',
      'goa-neet-ug',
      '--suggest-map',
    ]);
    expect(suggested.code, suggested.output).toBe(0);
    expect(JSON.parse(suggested.output)).toEqual({
      list: 'allotments',
      columns: {
        year: 'year',
        round: 'round',
        aiRank: 'air',
        quota: 'allotted_quota',
        instituteName: 'college_raw',
        course: 'course',
        category: 'seat_category',
        fee: 'fee',
      },
      values: {},
      // Where a column's cells need a rule of their own (docs/decisions/0090-built-in-kinds-on-mappings.md).
      grammars: {},
    });
  });

  it('imports a list through a mapping, and refuses a mapping naming a missing column', async () => {
    const wrong = await writeMapWith('wrong.json', { course: 'Course Name' });
    const refused = await data([
      'import',
      'table',
      MOP_UP,
      '--counselling',
      'goa-neet-ug',
      '--map',
      wrong,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'Nothing was imported. ' +
        MOP_UP +
        ': the mapping reads course from column "Course Name", which the file does not have',
    );
    const unknown = await data([
      'import',
      'table',
      MOP_UP,
      '--counselling',
      'nowhere',
      '--map',
      wrong,
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No counselling "nowhere": add it first');
    const noMap = await data(['import', 'table', MOP_UP, '--counselling', 'goa-neet-ug']);
    expect(noMap.code).toBe(2);
    expect(noMap.output).toContain('Name the column mapping (--map MAP.json)');
    const imported = await data([
      'import',
      'table',
      MOP_UP,
      '--counselling',
      'goa-neet-ug',
      '--map',
      KEA_UG_MAP,
    ]);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toContain(
      'kea_2023_MOPUP.csv -> goa-neet-ug: 889 read, 889 imported, 0 rejected',
    );
    expect(imported.output).toContain('Closing ranks and seat matrix recomputed for: goa-neet-ug');
  });
});
