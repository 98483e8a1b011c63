import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { buyerAtSize, selectCounselling } from './support/data-screens';
import { choose } from './support/select';

// The choice list (docs/product.md#choice-list): built from Cutoff Ranks, reordered by keyboard,
// kept on the server, replayed, exported as CSV and as a printable page. The assertions read
// names from the page rather than expecting a data set's names.

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const PROFILE_RANK = 25_000;

const choices = (page: Page) =>
  page.getByRole('list', { name: 'Your choices' }).getByRole('listitem');

/** The institute and course of each listed choice, in order. */
async function choiceNames(page: Page): Promise<string[]> {
  return choices(page).evaluateAll((items) =>
    items.map((item) =>
      Array.from(item.querySelectorAll('p'))
        .slice(0, 2)
        .map((line) => line.textContent ?? '')
        .join(' / '),
    ),
  );
}

for (const size of sizes) {
  test(`choice list at ${size.name} size: build from Cutoff Ranks, reorder by keyboard, reload, replay, export, print`, async ({
    page,
  }) => {
    test.slow();
    await buyerAtSize(page, size);
    const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
    const saved = await page.request.patch('/api/me/profile', {
      data: { fullName: 'Asha Rao', allIndiaRank: PROFILE_RANK },
      headers: { origin },
    });
    expect(saved.ok(), `profile answered ${saved.status()}`).toBe(true);

    // Build: three options from the Cutoff Ranks row details.
    await page.goto('/app/closing-ranks');
    await selectCounselling(page);
    const rows = page.locator('table').first().locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const index of [0, 1, 2]) {
      await rows.nth(index).locator('td').first().click();
      const details = page.getByRole('dialog');
      await details.getByRole('button', { name: 'Add to choice list' }).click();
      await expect(details.getByRole('button', { name: 'Remove from choice list' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
    }
    const counselling = new URL(page.url()).searchParams.get('counselling') ?? '';
    expect(counselling).not.toBe('');

    // The list, from the sidebar's link: the list last added to opens by itself.
    await page.goto('/app/choice-list');
    await expect(page.getByRole('heading', { name: 'Choice List', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]counselling=${counselling}(&|$)`));
    await expect(choices(page)).toHaveCount(3);
    const [first, second, third] = await choiceNames(page);

    // Reorder by keyboard: pick the first choice up, move it down one, drop it.
    const handle = page.getByRole('button', { name: /^Move choice 1:/ });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // The sorter starts listening for arrow keys in a task it queues on the pick-up
    // (setTimeout 0): let the page run the tasks queued so far before the next key.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status').getByText(/is over position 2 of 3\.$/)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('status').getByText(/dropped at position 2 of 3\.$/),
    ).toBeAttached();
    await expect(page.getByText('Choice list reordered')).toBeVisible();
    expect(await choiceNames(page)).toEqual([second, first, third]);

    // Kept on the server.
    await page.reload();
    await expect(choices(page)).toHaveCount(3);
    expect(await choiceNames(page)).toEqual([second, first, third]);

    // Sorted by net cost over the course: known totals rise, unknown ones come last.
    await choose(page, 'Order', 'Net cost: low to high');
    await expect(page.getByRole('button', { name: 'Use this order' })).toBeVisible();
    await expect(page.getByRole('listbox')).toBeHidden();
    const costs = (
      await choices(page)
        .getByText(/^(−?₹[\d,]+|.+ known; unknown: .+)$/)
        .allTextContents()
    ).map((text) =>
      text.includes('unknown') ? null : Number(text.replace(/[₹,]/g, '').replace('−', '-')),
    );
    expect(costs).toHaveLength(3);
    const known = costs.filter((cost) => cost !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(costs.slice(known.length).every((cost) => cost === null)).toBe(true);
    await choose(page, 'Order', 'Your order');
    // The menu hides the page from the accessibility tree until it has closed.
    await expect(page.getByRole('button', { name: 'Use this order' })).toBeHidden();
    await expect.poll(() => choiceNames(page)).toEqual([second, first, third]);

    // Replayed for the profile's rank, one sentence a past round list.
    const replay = page.getByRole('list', { name: 'Replay results' });
    await expect(replay.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/#25,000 \(from your profile\)/)).toBeVisible();
    for (const sentence of await replay.getByRole('listitem').allTextContents()) {
      expect(sentence).toMatch(
        /^In \d{4} .+ (you would have got choice [123] \(closing rank #[\d,]+\)|none of your choices closed at or beyond your rank)\.$/,
      );
    }
    // A rank typed replaces the profile's.
    await page.getByLabel('Your rank').fill('1');
    await page.getByRole('button', { name: 'Replay' }).click();
    await expect(page.getByText(/Rank #1, using/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('choice-list.png'), fullPage: true });

    // CSV export, in list order.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`choice-list-${counselling}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Choice,Institute,Course,State,Quota,Category,Course years,Net cost/);
    expect(lines).toHaveLength(4);
    expect(lines[1]?.startsWith('1,')).toBe(true);
    const secondInstitute = second?.split(' / ')[0] ?? '';
    expect(lines[1]).toContain(
      secondInstitute.includes(',') ? `"${secondInstitute}"` : secondInstitute,
    );

    // The printable page: the list alone when printed.
    await page.getByRole('link', { name: 'Printable page' }).click();
    await expect(page.getByRole('heading', { name: /^Choice list: / })).toBeVisible();
    const printedRows = page.getByRole('region', { name: 'Choices' }).locator('tbody tr');
    await expect(printedRows).toHaveCount(3);
    await expect(printedRows.first()).toContainText(secondInstitute);
    await expectAccessible(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await page.screenshot({
      path: test.info().outputPath('choice-list-print.png'),
      fullPage: true,
    });
  });
}
