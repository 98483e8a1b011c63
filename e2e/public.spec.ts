import { expect, expectAccessible, test } from './fixtures';

// The public site: landing page, its offer countdown and figures, and the static pages.

test.describe('landing page', () => {
  test('header anchors scroll to their sections', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Sections', exact: true });
    for (const [label, id] of [
      ['Features', 'features'],
      ['How it works', 'how-it-works'],
      ['Packages', 'packages'],
      ['FAQ', 'faq'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h2`).first()).toBeInViewport();
    }
  });

  test('the FAQ keeps one answer open and can close it', async ({ page }) => {
    await page.goto('/#faq');
    const faq = page.locator('#faq');
    const first = faq.getByText('Where does the data come from?');
    const second = faq.getByText('Is this a subscription?');
    const firstAnswer = faq.getByText(/From the allotment lists, seat matrices/);
    const secondAnswer = faq.getByText(/A package is a one-time payment/);
    await expect(firstAnswer).toBeHidden();

    await first.click();
    await expect(firstAnswer).toBeVisible();

    await second.click();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();

    await second.click();
    await expect(secondAnswer).toBeHidden();
    await expect(firstAnswer).toBeHidden();
  });

  test('figures come from the database and no accuracy is claimed', async ({ page }) => {
    const stats = (await (await page.request.get('/api/stats')).json()) as {
      allocationRecords: number;
      colleges: number;
    };
    expect(stats.allocationRecords).toBeGreaterThan(0);
    await page.goto('/');
    const records = page.getByTestId('stat-Allocation records');
    await expect(records).toHaveText(/^\d{1,3}(,\d{2})*(,\d{3})?\+$/);
    const shown = Number((await records.innerText()).replace(/[,+]/g, ''));
    expect(shown).toBeLessThanOrEqual(stats.allocationRecords);
    expect(shown).toBeGreaterThan(stats.allocationRecords - 100);
    await expect(page.getByTestId('stat-Colleges')).toHaveText(/^\d[\d,]*\+$/);
    await expect(page.locator('body')).not.toContainText(/accura/i);
  });

  test('package cards show the catalogue prices', async ({ page }) => {
    await page.goto('/#packages');
    const pg = page.getByTestId('package-pg');
    await expect(pg).toContainText('₹1,499');
    await expect(pg).toContainText('₹2,999');
    await expect(pg).toContainText('+ 18% GST');
    await expect(pg).toContainText('Access valid until 31 Mar 2027');
    await expect(page.getByTestId('package-ug')).toContainText('₹999');
  });

  test('landing buttons open the sign-in dialog with its titles', async ({ page }) => {
    await page.goto('/');
    const title = await page.title();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Access SeatScope' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · SeatScope');
    await page.keyboard.press('Escape');
    await expect(page).toHaveTitle(title);

    await page.getByRole('button', { name: 'Get started' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your SeatScope account' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · SeatScope');
  });

  test('a visitor who asks for less motion gets a dialog that does not animate', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Access SeatScope' });
    const openedAnimationSeconds = async () => {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog).toBeVisible();
      const seconds = await dialog.evaluate((element) =>
        parseFloat(getComputedStyle(element).animationDuration),
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      return seconds;
    };
    expect(await openedAnimationSeconds()).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await openedAnimationSeconds()).toBeLessThan(0.001);
  });

  test('footer links reach the static pages', async ({ page }) => {
    for (const [label, path, heading] of [
      ['Contact', '/contact', 'Contact us'],
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Terms of Service', '/terms', 'Terms of Service'],
      ['Refund & Cancellation', '/refund', 'Refund & Cancellation Policy'],
    ] as const) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violations (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/');
      await expect(page.getByTestId('package-pg')).toBeVisible();
      await expect(page.getByTestId('stat-Colleges')).toHaveText(/\+$/);
      await expectAccessible(page);
    });
  }
});

test.describe('offer countdown', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('counts down in HH:MM:SS and resets at local midnight', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T23:59:00+05:30') });
    await page.goto('/');
    const countdown = page.getByTestId('offer-countdown').first();
    await expect(countdown).toHaveText(/^00:00:\d{2}$/);
    await page.clock.pauseAt(new Date('2026-11-21T23:59:58+05:30'));
    await expect(countdown).toHaveText('00:00:02');
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText('00:00:01');
    await page.clock.runFor(2000);
    // Past midnight the next day's offer runs for a full day again.
    await expect(countdown).toHaveText('23:59:59');
  });
});

test.describe('static pages', () => {
  const statements = {
    '/contact': [
      'Monday-Friday 9-6 IST and Saturday 10-4 IST.',
      'We reply to every email within 24 hours.',
      'Package holders get priority support within 2-4 hours.',
      '7-day money-back guarantee',
    ],
    '/terms': [
      'Users must be 18 or over.',
      '7-day money-back guarantee',
      'Refund review takes 3-5 business days and processing 7-10 business days.',
    ],
    '/refund': [
      'Every package comes with a 7-day money-back guarantee.',
      'Refund review takes 3-5 business days.',
      'Processing takes 7-10 business days',
      'refund for a technical issue if the service is down for more than 48 hours.',
    ],
    '/privacy': ['users must be 18 or over', 'we reply within 24 hours'],
  } as const;

  for (const [path, texts] of Object.entries(statements)) {
    test(`${path} states its policies`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      for (const text of texts) await expect(main).toContainText(text);
      // Support hours also sit in every page's footer.
      await expect(page.getByRole('contentinfo')).toContainText('Monday-Friday 9-6 IST');
      await expect(page.getByRole('contentinfo')).toContainText('Saturday 10-4 IST');
      await expectAccessible(page);
    });
  }
});
