import { expect, type Page } from '@playwright/test';
import { createSignedInUser } from './users';

// The server seeds a data set on first start (generated demo data or the real files); MCC NEET
// PG is one of its counsellings and has allotments, closing ranks, seat matrix and fees.
export const COUNSELLING = /^MCC NEET PG/;

/** Buys the PG package for the signed-in user through the simulated payment. */
export async function givePackage(page: Page) {
  const created = await page.request.post('/api/purchases', { data: { packageId: 'pg' } });
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
  await page.getByRole('combobox', { name: 'Counselling' }).click();
  await page.getByRole('option', { name: COUNSELLING }).click();
}
