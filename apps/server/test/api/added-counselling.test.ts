import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedCounsellingSchema, catalogueSchema } from '@seatscope/shared';
import { readColumnMapping } from '../../src/data/importers/mapped-table';
import { runImport } from '../../src/data/import-runner';
import { counsellingForTableImport } from '../../src/domain/added-counsellings';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantAdmin } from '../helpers/data-fixture';
import { postJson } from '../helpers/requests';
import { repositoryRoot, sharedData } from '../helpers/shared-data';

// A counselling the operator adds (docs/decisions/0088-a-counselling-is-data.md): the admin's
// POST /api/admin/counsellings, then a real list (KEA's NEET UG 2023 mop-up, 889 allotments with
// fees) imported through a column mapping; the counselling is then on every screen's list, with
// its real counts.

const ID = 'goa-like-ug';
const MOP_UP = sharedData('karnataka-neet-ug', 'allotments', 'kea_2023_MOPUP.csv');
const KEA_UG_MAP = path.join(repositoryRoot, 'docs', 'examples', 'kea-neet-ug.map.json');
/** The mapping the built-in KEA kind reads these lists by (docs/examples/kea-neet-ug.map.json). */
const MAPPING = readColumnMapping(KEA_UG_MAP, readFileSync(KEA_UG_MAP, 'utf8'));

describe('POST /api/admin/counsellings and the added counselling on every screen', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  const get = async (url: string, viewer: TestUser | null = admin) => {
    const response = await t.request(url, viewer ? { headers: { cookie: viewer.cookie } } : {});
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const fields = {
    id: ID,
    name: 'Goa-like NEET UG',
    level: 'ug',
    state: 'Karnataka',
    ranks: ['ai'],
  };

  beforeAll(async () => {
    t = await createTestApp({}, { statementTimeoutMs: 300_000 });
    admin = await t.signUp({ email: 'admin@example.com' });
    user = await t.signUp({ email: 'user@example.com' });
    await grantAdmin(t.database.handle.db, admin.userId);
  }, 120_000);
  afterAll(async () => t?.dispose());

  it('lets only an admin add a counselling, with a valid slug, once', async () => {
    expect((await postJson(t, '/api/admin/counsellings', null, fields)).status).toBe(401);
    expect((await postJson(t, '/api/admin/counsellings', user, fields)).status).toBe(403);
    const bad = await postJson(t, '/api/admin/counsellings', admin, { ...fields, id: 'Goa UG!' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/id must be lower-case letters and digits/);
    const added = await postJson(t, '/api/admin/counsellings', admin, fields);
    expect(added.status).toBe(201);
    expect(addedCounsellingSchema.parse(await added.json())).toEqual({
      id: ID,
      name: 'Goa-like NEET UG',
      level: 'UG',
      state: 'Karnataka',
      publishedRanks: ['ai'],
    });
    const again = await postJson(t, '/api/admin/counsellings', admin, fields);
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).toMatch(/goa-like-ug\\" already exists/);
    const builtIn = await postJson(t, '/api/admin/counsellings', admin, {
      ...fields,
      id: 'mcc-neet-pg',
    });
    expect(builtIn.status).toBe(409);
  });

  it('shows the imported counselling on every screen with its real counts', async () => {
    const db = t.database.handle.db;
    const target = await counsellingForTableImport(db, ID);
    if (!target) throw new Error('the counselling was not added');
    const summary = await runImport(db, 'table', [MOP_UP], {
      table: { mapping: MAPPING, ...target },
    });
    expect([summary.rowsRead, summary.rowsImported]).toEqual([889, 889]);
    for (const screen of ['allotments', 'cutoffs', 'seat-matrix']) {
      const listed = await get(`/api/counsellings?screen=${screen}`);
      expect(JSON.stringify(listed.body), screen).toContain(`"id":"${ID}"`);
    }
    const allotments = await get(`/api/allotments?counselling=${ID}`);
    expect(allotments.body.total).toBe(889);
    const cutoffs = await get(`/api/cutoffs?counselling=${ID}`);
    expect(Number(cutoffs.body.total)).toBeGreaterThan(0);
    const facets = await get(`/api/cutoffs/facets?counselling=${ID}`);
    expect(facets.body.rankTypes).toEqual(['ai']);
    expect(facets.body.years).toEqual([2023]);
    const mapping = await get(`/api/rank-mapping?counselling=${ID}&rank=14759`);
    expect(mapping.status).toBe(200);
    expect(Number(mapping.body.total)).toBeGreaterThan(0);
    const scan = await get(`/api/predictions?counselling=${ID}&rank=20000&category=GM`);
    expect(scan.status).toBe(200);
    const list = await get(`/api/choice-lists/${ID}`);
    expect(list.status).toBe(200);
    const info = await get(`/api/counselling-info?q=Goa-like`);
    expect(JSON.stringify(info.body)).toContain('Goa-like NEET UG');
    // The UG package holds it: its 889 allotments are counted in the package's contents.
    const packages = catalogueSchema.parse((await get('/api/packages', null)).body);
    const ug = packages.packages.find((entry) => entry.id === 'ug');
    expect(ug?.contents.allotments).toBe(889);
  }, 300_000);
});
