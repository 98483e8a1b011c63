import { expect, type Page } from '@playwright/test';
import { choose } from './select';
import { createSignedInUser } from './users';

// The server seeds a data set on first start (generated demo data or the real files); MCC NEET
// PG is one of its counsellings and has allotments, closing ranks, seat matrix and fees.
export const COUNSELLING = /^MCC NEET PG/;

/** Buys a package (PG unless told) for the signed-in user through the simulated payment. */
export async function givePackage(page: Page, packageId: 'pg' | 'ug' = 'pg') {
  const created = await page.request.post('/api/purchases', { data: { packageId } });
  expect(created.ok(), `purchase answered ${created.status()}`).toBe(true);
  const { purchase } = (await created.json()) as { purchase: { id: string } };
  const paid = await page.request.post(`/api/purchases/${purchase.id}/simulate-success`);
  expect(paid.ok(), `simulate-success answered ${paid.status()} ${await paid.text()}`).toBe(true);
}

/** A new signed-in user who bought the PG package, on a page of the given size. */
export async function buyerAtSize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await createSignedInUser(page);
  await givePackage(page);
}

export async function selectCounselling(page: Page) {
  await choose(page, 'Counselling', COUNSELLING);
}

interface Option {
  id: string;
  name: string;
}

/** The counsellings of a screen with the ranks each publishes. */
export async function counsellingsWithRanks(page: Page, screen: string) {
  const list = (await (await page.request.get(`/api/counsellings?screen=${screen}`)).json()) as {
    counsellings: Option[];
  };
  return Promise.all(
    list.counsellings.map(async (option) => {
      const facets = (await (
        await page.request.get(`/api/${screen}/facets?counselling=${option.id}`)
      ).json()) as { rankTypes: string[] };
      return { ...option, rankTypes: facets.rankTypes };
    }),
  );
}

/** Picks a counselling by its full name, or a pattern of it. */
export async function chooseCounselling(page: Page, name: string | RegExp) {
  await choose(page, 'Counselling', name);
}

/**
 * A counselling that publishes only its own rank, as Telangana's does. Where the data has no such
 * counselling, one with both ranks answers as Telangana would: its facets, as this page sees
 * them, name its own rank only.
 */
export async function counsellingWithOwnRankOnly(page: Page, screen: string) {
  const counsellings = await counsellingsWithRanks(page, screen);
  const ownRank =
    counsellings.find((c) => c.rankTypes.join() === 'counselling') ??
    counsellings.find((c) => c.rankTypes.includes('counselling'));
  if (!ownRank) throw new Error('the data has no counselling with its own rank');
  await page.route(`**/api/${screen}/facets?counselling=${ownRank.id}`, async (route) => {
    const response = await route.fetch();
    const facets = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...facets, rankTypes: ['counselling'] } });
  });
  return ownRank;
}

/** MCC NEET PG's id and its open seat category (the first category when none is open). */
export async function mccNeetPgOpenCategory(page: Page) {
  const counsellings = (await (
    await page.request.get('/api/counsellings?screen=cutoffs')
  ).json()) as { counsellings: Option[] };
  const counselling = counsellings.counsellings.find((c) => COUNSELLING.test(c.name))?.id;
  if (!counselling) throw new Error('no MCC NEET PG in the data');
  const facets = (await (
    await page.request.get(`/api/cutoffs/facets?counselling=${counselling}`)
  ).json()) as { categories: string[] };
  const category =
    facets.categories.find((c) => /^(open|general|gn|ur)$/i.test(c)) ?? facets.categories[0] ?? '';
  return { counselling, category };
}
