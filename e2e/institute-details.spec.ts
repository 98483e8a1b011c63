import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { givePackage } from './support/data-screens';
import { createSignedInUser } from './support/users';

// College Explorer's institute details (docs/decisions/0036-institute-details.md) and what each
// package contains (docs/decisions/0036-institute-details.md), at a laptop and a phone size, over the data the server
// loaded on first start.

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Detail {
  id: number;
  name: string;
  feeYear1: number | null;
  locked: string[];
  sources: Record<string, { fileName: string | null; counsellingName: string | null }>;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** An institute whose institute-wide fee list states a year-1 fee, as a paying viewer reads it. */
async function instituteWithFee(page: Page): Promise<Detail> {
  const list = (await (await page.request.get('/api/institutes?pageSize=100')).json()) as {
    rows: { id: number }[];
  };
  for (const row of list.rows) {
    const detail = (await (await page.request.get(`/api/institutes/${row.id}`)).json()) as Detail;
    if (detail.feeYear1 !== null) return detail;
  }
  throw new Error('no institute of the first 100 has a year-1 fee');
}

async function openDetails(page: Page, name: string) {
  await page.goto(`/app/explore/institutes?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId('institute-card').filter({ hasText: name }).first();
  await card.getByRole('button', { name: /Details, fees and courses/ }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const size of sizes) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('an institute shows its fee with its source, and its counsellings and courses', async ({
      page,
    }) => {
      await createSignedInUser(page);
      await givePackage(page);
      const detail = await instituteWithFee(page);
      const source = detail.sources.feeYear1;
      expect(source).toBeDefined();

      const dialog = await openDetails(page, detail.name);
      const feeLine = dialog.getByTestId('figure-feeYear1');
      await expect(feeLine).toContainText(rupees(detail.feeYear1 ?? 0));
      await expect(feeLine).toContainText(
        source?.fileName ? `Source: ${source.fileName}` : 'Source: generated demo data',
      );
      if (source?.counsellingName) await expect(feeLine).toContainText(source.counsellingName);
      await expect(dialog.getByRole('heading', { name: 'Counsellings and courses' })).toBeVisible();
      await expect(dialog.getByRole('listitem').first()).toContainText(/seats? in \d{4}/);
      await expectAccessible(page);
    });

    test('a demo viewer sees where the fee comes from but not the amount', async ({ page }) => {
      await createSignedInUser(page);
      const detail = await instituteWithFeeAsDemo(page);
      expect(detail.feeYear1).toBeNull();
      const dialog = await openDetails(page, detail.name);
      const feeLine = dialog.getByTestId('figure-feeYear1');
      await expect(feeLine).toContainText('Included with a package');
      await expect(feeLine).toContainText('Source:');
      await expectAccessible(page);
    });

    // docs/decisions/0081-every-money-box-as-published.md. The browser tests run on generated
    // demo data, which has no profile: the server's answer is given the boxes of a real one
    // (700910_profile.pdf, BHEL Kasturba Hospital: year boxes "0", ₹1,20,000 at admission on
    // page 1, an annual fee of ₹12,000 on page 2), as the API reads them from the import.
    test("a profile's money boxes read as published, each with its label and page", async ({
      page,
    }) => {
      await createSignedInUser(page);
      await givePackage(page);
      const detail = await instituteWithFee(page);
      const profile = (sourcePage: number) => ({
        counsellingId: 'mcc-neet-pg',
        counsellingName: 'MCC NEET PG',
        fileName: '700910_profile.pdf',
        importKind: 'mcc-profiles',
        sourceRow: 1,
        sourcePage,
      });
      await page.route(`**/api/institutes/${detail.id}`, async (route) => {
        const response = await route.fetch();
        const served = (await response.json()) as Detail;
        await route.fulfill({
          response,
          json: {
            ...served,
            admissionFee: 120_000,
            feeYear1: null,
            annualFee: 12_000,
            sources: { admissionFee: profile(1), annualFee: profile(2) },
            locked: [],
          },
        });
      });
      const dialog = await openDetails(page, detail.name);
      const admission = dialog.getByTestId('figure-admissionFee');
      await expect(admission).toContainText(
        'Amount to be paid at the time of admission (including hostel fees)',
      );
      await expect(admission).toContainText('₹1,20,000');
      await expect(admission).toContainText('Source: 700910_profile.pdf, page 1 (MCC NEET PG)');
      const annual = dialog.getByTestId('figure-annualFee');
      await expect(annual).toContainText('Annual fees of candidates');
      await expect(annual).toContainText('₹12,000');
      await expect(annual).toContainText('Source: 700910_profile.pdf, page 2 (MCC NEET PG)');
      // Only the boxes the profile fills: no year-1 line standing in for them.
      await expect(dialog.getByTestId('figure-feeYear1')).toHaveCount(0);
      await expectAccessible(page);
    });

    test('the landing page says what each package contains, counted from the data', async ({
      page,
    }) => {
      const catalogue = (await (await page.request.get('/api/packages')).json()) as {
        packages: { id: string; contents: { allotments: number; colleges: number } }[];
      };
      await page.goto('/');
      await page.getByTestId('package-pg').scrollIntoViewIfNeeded();
      for (const entry of catalogue.packages) {
        const contents = page.getByTestId(`package-${entry.id}-contents`);
        if (entry.contents.allotments === 0) {
          await expect(contents).toContainText('No allotment data loaded');
          continue;
        }
        await expect(contents).toContainText(
          `${entry.contents.allotments.toLocaleString('en-IN')} allotments`,
        );
        await expect(contents).toContainText(
          `${entry.contents.colleges.toLocaleString('en-IN')} college`,
        );
      }
      expect(catalogue.packages.some((entry) => entry.contents.allotments > 0)).toBe(true);
      await expectAccessible(page);
    });
  });
}

// The browser tests run on generated demo data, whose figures come from no file: an imported
// source is put into the server's own answer to see the dialog name its page or row.
test('an imported figure names the page of its PDF, or the row of its list', async ({ page }) => {
  await createSignedInUser(page);
  await givePackage(page);
  const detail = await instituteWithFee(page);
  await page.route(`**/api/institutes/${detail.id}`, async (route) => {
    const response = await route.fetch();
    const served = (await response.json()) as Detail;
    const imported = { counsellingId: null, counsellingName: 'MCC NEET PG' };
    await route.fulfill({
      response,
      json: {
        ...served,
        sources: {
          ...served.sources,
          feeYear1: {
            ...imported,
            fileName: '701190_profile.pdf',
            importKind: 'mcc-profiles',
            sourceRow: 1,
            sourcePage: 2,
          },
          feeYear2: {
            ...imported,
            fileName: 'pg-institute-bonds.json',
            importKind: 'pg-bonds',
            sourceRow: 143,
            sourcePage: null,
          },
        },
      },
    });
  });
  const dialog = await openDetails(page, detail.name);
  await expect(dialog.getByTestId('figure-feeYear1')).toContainText(
    'Source: 701190_profile.pdf, page 2 (MCC NEET PG)',
  );
  await expect(dialog.getByTestId('figure-feeYear2')).toContainText(
    'Source: pg-institute-bonds.json, row 143 (MCC NEET PG)',
  );
});

/** An institute whose fee a demo viewer finds withheld (its source named). */
async function instituteWithFeeAsDemo(page: Page): Promise<Detail> {
  const list = (await (await page.request.get('/api/institutes?pageSize=100')).json()) as {
    rows: { id: number }[];
  };
  for (const row of list.rows) {
    const detail = (await (await page.request.get(`/api/institutes/${row.id}`)).json()) as Detail;
    if (detail.locked.includes('feeYear1')) return detail;
  }
  throw new Error('no institute of the first 100 has a withheld year-1 fee');
}
