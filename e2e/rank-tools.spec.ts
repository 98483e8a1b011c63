import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  chooseCounselling,
  counsellingWithOwnRankOnly,
  givePackage,
  selectCounselling,
} from './support/data-screens';
import { expectInOneLine } from './support/layout';
import { createSignedInUser } from './support/users';

// Rank DeepScan and the Rank Mapping Tool over the data the server seeded (docs/product.md#rank-deepscan,
// docs/product.md#rank-mapping-tool), at laptop and phone sizes.

const PROFILE_RANK = 20000;

/** Saves an All India Rank in the signed-in user's profile, as the Profile screen does. */
async function saveProfileRank(page: Page, rank: number) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const saved = await page.request.patch('/api/me/profile', {
    data: { fullName: 'Test User', allIndiaRank: rank },
    headers: { origin },
  });
  expect(saved.ok(), `profile answered ${saved.status()}`).toBe(true);
}

const CHANCE_HEADINGS = /^(Safe|Likely|Reach|Unlikely) /;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('Rank DeepScan: the profile rank is filled in, results come grouped by chance with their evidence and the measured accuracy', async ({
      page,
    }) => {
      test.slow();
      await createSignedInUser(page);
      await givePackage(page);
      await saveProfileRank(page, PROFILE_RANK);
      await page.goto('/app/rank-scan');
      await expect(page.getByRole('heading', { level: 1, name: 'Rank DeepScan' })).toBeVisible();
      await expect(page.getByLabel('Your rank')).toHaveValue(String(PROFILE_RANK));
      if (viewport.width >= 1024) {
        // Four fields a row on a laptop: their controls line up, the rank's hint below it.
        await expectInOneLine([
          page.getByLabel('Your rank'),
          page.getByRole('combobox', { name: 'Category' }),
          page.getByRole('button', { name: 'Quota' }),
        ]);
      }
      await selectCounselling(page);
      await page.getByRole('button', { name: 'Scan' }).click();

      await expect(
        page.getByRole('heading', { level: 2, name: CHANCE_HEADINGS }).first(),
      ).toBeVisible();
      const laptop = viewport.width >= 1024;
      if (laptop) {
        // A laptop compares options in a table; a row's evidence opens in its details.
        await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveText([
          'Chance',
          // On a phone the institute's header also names the course beneath it, hidden here.
          /^Institute/,
          'Course and quota',
          'Expected closing rank',
          'Last closing rank',
          'Fee',
          'Stipend',
          'Bond',
        ]);
        await page.getByTestId('scan-option').first().click();
      }
      const option = laptop ? page.getByRole('dialog') : page.getByTestId('scan-option').first();
      await expect(option).toContainText('Expected closing rank');
      await expect(option).toContainText(/Fee \(year 1\)/);
      await expect(option).toContainText('Stipend (year 1)');
      await expect(option).toContainText('Bond');
      await expect(
        option
          .getByRole('list', { name: 'Closing ranks by year and round' })
          .getByRole('listitem')
          .first(),
      ).toHaveText(/^\d{4} .+: #[\d,]+$/);
      await expect(option).toContainText(/\d+%|[<>]\d+%/);
      // Round by round: the first round where the option is likely, and each round's chance.
      await expect(option.getByTestId('likely-round').first()).toHaveText(
        /^(Likely from .+|Not likely in any round)$/,
      );
      await expect(
        option.getByRole('list', { name: 'Chance by round' }).first().getByRole('listitem').first(),
      ).toHaveText(/^.+: ([<>]?\d+%|no history)$/);
      if (laptop) {
        await expect(option.getByRole('button', { name: 'Add to choice list' })).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(option).toHaveCount(0);
      }
      // The seeded data holds several years: the accuracy is measured, with its explanation.
      await expect(page.getByRole('alert').filter({ hasText: 'Measured accuracy' })).toContainText(
        /Tested on \d{4} using only .*Brier score \d\.\d{3}/,
      );
      await expect(page.getByText('Demo trial')).toHaveCount(0);
      await expectAccessible(page);

      // Each group's count over every page; the last group with options is a click away.
      const summary = page.getByRole('navigation', { name: 'Chance groups' });
      await expect(summary.getByRole('button')).toHaveText([
        /^Safe[\d,]+$/,
        /^Likely[\d,]+$/,
        /^Reach[\d,]+$/,
        /^Unlikely[\d,]+$/,
      ]);
      const last = summary.getByRole('button').and(page.locator(':enabled')).last();
      const title = ((await last.textContent()) ?? '').replace(/[\d,]+$/, '');
      await last.click();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^${title} `) }),
      ).toBeInViewport();
    });

    test('Rank Mapping Tool: a rank and window give institutes and courses with their ranks by year and a chart', async ({
      page,
    }) => {
      test.slow();
      await createSignedInUser(page);
      await givePackage(page);
      await page.goto('/app/allotment-mapping');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Rank Mapping Tool' }),
      ).toBeVisible();
      await selectCounselling(page);
      await page.getByLabel('Your rank').fill(String(PROFILE_RANK));
      await page.getByLabel('Window (ranks either side)').fill('500');
      if (viewport.width >= 1024) {
        await expectInOneLine([
          page.getByLabel('Your rank'),
          page.getByLabel('Window (ranks either side)'),
          page.getByRole('button', { name: 'AI Rank' }),
        ]);
      }
      await page.getByRole('button', { name: 'Map my rank' }).click();

      await expect(page.getByText(/^Allotments from #19,500 to #20,500/)).toBeVisible();
      const group = page.getByTestId('mapping-group').first();
      await expect(group).toBeVisible();
      await expect(group.getByRole('img', { name: /^Rank against year\. \d{4} / })).toBeVisible();
      await expect(group.locator('.recharts-line-curve').first()).toBeVisible();
      await expect(group.getByRole('table').getByRole('row').nth(1)).toContainText(
        /^\d{4} .+#[\d,]+–#[\d,]+/,
      );
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(
        /of [\d,]+ institutes and courses/,
      );
      await expectAccessible(page);
    });

    test('Rank Mapping Tool and Rank DeepScan ask with the rank the counselling publishes: its own merit rank where it publishes no other', async ({
      page,
    }) => {
      test.slow();
      await createSignedInUser(page);
      await givePackage(page);
      await saveProfileRank(page, PROFILE_RANK);
      const ownRank = await counsellingWithOwnRankOnly(page, 'allotments');
      // A merit rank that was allotted in it.
      const allotted = (await (
        await page.request.get(
          `/api/allotments?counselling=${ownRank.id}&rankType=counselling&pageSize=10`,
        )
      ).json()) as { rows: { counsellingRank: number | null }[] };
      const rank = allotted.rows.find((row) => row.counsellingRank !== null)?.counsellingRank;
      if (!rank) throw new Error(`${ownRank.name} has no allotment with its own rank`);
      await page.goto('/app/allotment-mapping');
      await expect(page.getByLabel('Your rank')).toHaveValue(String(PROFILE_RANK));
      await chooseCounselling(page, ownRank.name);
      const rankType = page.getByRole('group', { name: 'Rank type' });
      await expect(rankType.getByRole('button')).toHaveCount(1);
      await expect(rankType.getByRole('button', { name: 'Counselling Rank' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The profile holds an All India Rank: it is not this counselling's merit rank.
      await expect(page.getByLabel('Your rank')).toHaveValue('');
      await page.getByLabel('Your rank').fill(String(rank));
      const asked = page.waitForRequest(
        (request) =>
          request.url().includes('/api/rank-mapping?') &&
          request.url().includes('rankType=counselling'),
      );
      await page.getByRole('button', { name: 'Map my rank' }).click();
      await asked;
      await expect(page.getByTestId('mapping-group').first()).toBeVisible();
      await expectAccessible(page);

      // Rank DeepScan asks the same way: the profile's rank is not offered, the hint says why.
      const ownRankCutoffs = await counsellingWithOwnRankOnly(page, 'cutoffs');
      await page.goto('/app/rank-scan');
      await expect(page.getByLabel('Your rank')).toHaveValue(String(PROFILE_RANK));
      await chooseCounselling(page, ownRankCutoffs.name);
      await expect(page.getByLabel('Your rank')).toHaveValue('');
      await expect(
        page.getByText('This counselling ranks by its own merit rank: enter that rank.'),
      ).toBeVisible();
    });
  });
}

test('Rank DeepScan and Rank Mapping show a demo viewer five results with the demo notice', async ({
  page,
}) => {
  await createSignedInUser(page);
  await page.goto('/app/rank-scan');
  await selectCounselling(page);
  await page.getByLabel('Your rank').fill(String(PROFILE_RANK));
  await page.getByRole('button', { name: 'Scan' }).click();
  await expect(
    page.getByText('Only top 5 rows are visible. Purchase package to view all results.'),
  ).toBeVisible();
  await expect(page.getByTestId('scan-option')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Purchase package to view more' })).toBeVisible();

  await page.goto('/app/allotment-mapping');
  await selectCounselling(page);
  await page.getByLabel('Your rank').fill(String(PROFILE_RANK));
  await page.getByRole('button', { name: 'Map my rank' }).click();
  await expect(
    page.getByText('Only top 5 rows are visible. Purchase package to view all results.'),
  ).toBeVisible();
  await expect(page.getByTestId('mapping-group')).toHaveCount(5);
});
