import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { apiClient } from '../helpers/requests';
import type { ContentRoutes } from '../../src/routes/content';
import { insertKnowledgeHubFixtures } from '../helpers/knowledge-hub-fixtures';
import { addUpdate } from '../../src/domain/updates';
import { addUpdateCommand } from '../../src/cli/admin-commands/add-update';
import { runCommand, UsageError } from '../../src/cli/command-line';
import { commandContext } from '../helpers/commands';

describe('stats and updates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('counts from the database, publicly', async () => {
    const empty = await (await apiClient<ContentRoutes>(t).api.stats.$get()).json();
    expect(empty).toEqual({
      allocationRecords: 0,
      colleges: 0,
      universities: 0,
      counsellings: 0,
      courses: 0,
      states: 0,
    });

    await insertKnowledgeHubFixtures(t.database.handle.db);
    const response = await t.request('/api/stats');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age/);
    expect(await response.json()).toEqual({
      allocationRecords: 0,
      colleges: 31,
      universities: 25,
      counsellings: 3,
      courses: 4,
      states: 3,
    });
  });

  it('lists the newest updates first, limited', async () => {
    const db = t.database.handle.db;
    await addUpdate(db, { type: 'Update', title: 'Older', body: 'a' }, new Date('2030-11-01'));
    await addUpdate(db, { type: 'Results', title: 'Newest', body: 'b' }, new Date('2030-11-20'));
    await addUpdate(db, { type: 'Important', title: 'Middle', body: 'c' }, new Date('2030-11-10'));

    const all = await (await apiClient<ContentRoutes>(t).api.updates.$get({ query: {} })).json();
    // After the three come older ones, such as the welcome update every installation starts with.
    expect(all.rows.map((row) => row.title)).toEqual([
      'Newest',
      'Middle',
      'Older',
      'Welcome to SeatScope',
    ]);
    expect(all.rows[0]).toEqual({
      id: expect.any(Number),
      type: 'Results',
      title: 'Newest',
      body: 'b',
      publishedAt: '2030-11-20T00:00:00.000Z',
    });
    const two = await (
      await apiClient<ContentRoutes>(t).api.updates.$get({ query: { limit: '2' } })
    ).json();
    expect(two.rows).toHaveLength(2);

    const bad = await t.request('/api/updates?limit=500');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'invalid_request', message: 'limit: limit must be at most 50' },
    });
  });

  it('publishes through the add-update admin command and rejects bad input', async () => {
    const context = commandContext(t);
    await runCommand(
      addUpdateCommand,
      ['--type', 'Important', '--title', 'Round 3 schedule', '--body', 'Choice filling opens.'],
      context,
    );
    const { rows } = await (
      await apiClient<ContentRoutes>(t).api.updates.$get({ query: { limit: '50' } })
    ).json();
    expect(rows.some((row) => row.title === 'Round 3 schedule' && row.type === 'Important')).toBe(
      true,
    );

    await expect(
      runCommand(addUpdateCommand, ['--type', 'Gossip', '--title', 'x', '--body', 'y'], context),
    ).rejects.toThrow(/type must be one of Important, Update, Results/);
    await expect(runCommand(addUpdateCommand, ['--type', 'Update'], context)).rejects.toThrow(
      UsageError,
    );
    await expect(runCommand(addUpdateCommand, ['--colour', 'red'], context)).rejects.toThrow(
      UsageError,
    );
  });
});
