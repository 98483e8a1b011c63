import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { ownServer, type OwnServer } from './support/own-server';
import { choose } from './support/select';
import { TEST_PASSWORD, uniqueEmail } from './support/users';

// A counselling added without code (docs/decisions/0088-a-counselling-is-data.md,
// docs/adding-a-counselling.md), as an operator does it and a candidate then sees it: on an
// empty data folder the operator runs `npm run data -- add-counselling` and imports a real list
// (KEA's NEET UG 2023 mop-up, 889 allotments with fees) through a column mapping with
// `npm run data -- import table`. The counselling is then on every data screen, Rank DeepScan,
// the Rank Mapping Tool, the choice list and Counselling Info, with the counts its data gives.
// This spec runs a server of its own: a real import removes the demo data the other specs read.

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const ID = 'kea-ug-added';
const NAME = 'KEA UG added';
const MOP_UP = path.resolve('../shared/data/karnataka-neet-ug/allotments/kea_2023_MOPUP.csv');
/** The mapping the built-in KEA kind reads these lists by. */
const MAPPING = path.resolve('docs/examples/kea-neet-ug.map.json');
const ALLOTMENTS = 889;
const RANK = 20_000;
/** A rank the mop-up list holds, and ranks either side of it: the Rank Mapping Tool's ask. */
const MAPPED_RANK = 14_759;
const WINDOW = 500;

test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let baseURL: string;
const users = sizes.map((size) => ({ size, email: uniqueEmail(`added-${size.name}`) }));

test.beforeAll(async () => {
  test.setTimeout(600_000);
  server = await ownServer('seatscope-e2e-added-');
  baseURL = server.baseURL;
  await server.command('data', [
    'add-counselling',
    ...['--id', ID, '--name', NAME, '--level', 'ug', '--state', 'Karnataka', '--ranks', 'ai'],
  ]);
  const imported = await server.command('data', [
    'import',
    'table',
    MOP_UP,
    ...['--counselling', ID, '--map', MAPPING],
  ]);
  expect(imported.stdout).toContain(String(ALLOTMENTS));
  for (const { email } of users) {
    await server.command('admin', [
      'create-user',
      ...['--email', email, '--password', TEST_PASSWORD, '--name', 'Asha Rao'],
      ...['--package', 'ug', '--verified'],
    ]);
  }
  await server.start();
});

test.afterAll(async () => {
  await server?.dispose();
});

/** The total an API list answers for the signed-in user: what the screen must show. */
async function totalOf(page: Page, url: string): Promise<number> {
  const answer = await page.request.get(`${baseURL}${url}`);
  expect(answer.ok(), `${url} answered ${answer.status()}`).toBe(true);
  const { total } = (await answer.json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  return total;
}

const shown = (total: number) => total.toLocaleString('en-IN');

for (const { size, email } of users) {
  test(`at ${size.name} size, the added counselling is on every screen with its real counts`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`${baseURL}/auth?redirect=${encodeURIComponent('/app')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/app`);
    const pager = page.getByRole('navigation', { name: 'Pagination' });

    // The three data screens: the counselling in the picker, its rows counted.
    const screens = [
      { path: '/app/allotments', title: 'Seat Allocation', api: `/api/allotments` },
      { path: '/app/closing-ranks', title: 'Cutoff Ranks', api: `/api/cutoffs` },
      { path: '/app/seat-matrix', title: 'Seat Availability', api: `/api/seat-matrix` },
    ];
    for (const screen of screens) {
      const total = await totalOf(page, `${screen.api}?counselling=${ID}`);
      if (screen.api === '/api/allotments') expect(total).toBe(ALLOTMENTS);
      await page.goto(`${baseURL}${screen.path}`);
      await expect(page.getByRole('heading', { name: screen.title, level: 1 })).toBeVisible();
      await choose(page, 'Counselling', NAME);
      await expect(page).toHaveURL(new RegExp(`counselling=${ID}`));
      await expect(pager).toContainText(new RegExp(`^Showing 1–\\d+ of ${shown(total)}`));
      await expect(page.getByText('Demo trial')).toHaveCount(0);
      await expectAccessible(page);
    }

    // Rank DeepScan: the counselling's closing ranks give options for a rank.
    const options = await totalOf(
      page,
      `/api/predictions?counselling=${ID}&rank=${RANK}&category=GM`,
    );
    await page.goto(`${baseURL}/app/rank-scan`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rank DeepScan' })).toBeVisible();
    await choose(page, 'Counselling', NAME);
    await page.getByLabel('Your rank').fill(String(RANK));
    await page.getByRole('button', { name: 'Scan' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: /^(Safe|Likely|Reach|Unlikely) / }).first(),
    ).toBeVisible();
    await expect(pager).toContainText(`of ${shown(options)} options`);
    await expectAccessible(page);

    // The Rank Mapping Tool: the allotments around the rank, by institute and course.
    const groups = await totalOf(
      page,
      `/api/rank-mapping?counselling=${ID}&rank=${MAPPED_RANK}&window=${WINDOW}`,
    );
    await page.goto(`${baseURL}/app/allotment-mapping`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rank Mapping Tool' })).toBeVisible();
    await choose(page, 'Counselling', NAME);
    await page.getByLabel('Your rank').fill(String(MAPPED_RANK));
    await page.getByLabel('Window (ranks either side)').fill(String(WINDOW));
    await page.getByRole('button', { name: 'Map my rank' }).click();
    await expect(page.getByTestId('mapping-group').first()).toBeVisible();
    await expect(pager).toContainText(`of ${shown(groups)} institutes and courses`);
    await expectAccessible(page);

    // The choice list: its counselling picker offers the added counselling.
    await page.goto(`${baseURL}/app/choice-list`);
    await expect(page.getByRole('heading', { name: 'Choice List', level: 1 })).toBeVisible();
    await choose(page, 'Counselling', NAME);
    await expect(page).toHaveURL(new RegExp(`[?&]counselling=${ID}(&|$)`));
    await expectAccessible(page);

    // Counselling Info: the added counselling's card, in the UG package.
    await page.goto(`${baseURL}/app/explore/counsellings`);
    await page.getByRole('searchbox', { name: 'Search counsellings' }).fill(NAME);
    const card = page.getByTestId('counselling-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: NAME })).toBeVisible();
    await expect(card).toContainText('Karnataka');
    await expect(card).toContainText('NEET UG');
    await expectAccessible(page);
  });
}
