import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { receiveMail } from './support/mail';
import { ownServer, type OwnServer } from './support/own-server';
import { TEST_PASSWORD, uniqueEmail } from './support/users';

// A word when a round lands (docs/decisions/0085-a-word-when-a-round-lands.md), as a candidate
// sees it: their list holds options of MCC NEET PG; the operator imports the seats held after
// Round 2 with `npm run data -- import`; the header's bell then shows what the round did to
// the list, the notification is marked read, and the mail has come. This spec runs a server of
// its own: the import command needs the embedded database to itself (the server is stopped
// for it, as an operator would), and a real import removes the demo data the other specs read.

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const NAGPUR =
  'Government Medical College, Nagpur,Government Medical College, Medical Square, Nagpur, Maharashtra, 440003';
const JAIPUR =
  'Sawai Man Singh Medical College, JAIPUR,Sawai Man Singh Medical College, JLN Marg, Jaipur-302004, Rajasthan, 302004';
const row = (Rank: number, Institute: string) => ({
  Rank,
  Quota: 'All India',
  Institute,
  Course: 'MD GENERAL MEDICINE',
  AllottedCategory: 'Open',
  Remarks: 'Allotted',
});
/** The seats held after Round 1 and after Round 2 of 2023. */
const ROUND_1 = [row(21_000, NAGPUR), row(9_000, JAIPUR)];
const ROUND_2 = [row(21_000, NAGPUR), row(24_100, NAGPUR), row(9_000, JAIPUR), row(30_000, JAIPUR)];

test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let baseURL: string;
const users = sizes.map((size) => ({ size, email: uniqueEmail(`round-${size.name}`) }));

async function importRound(name: string, rows: object[]) {
  const file = path.join(server.folder, 'files', name);
  await writeFile(file, JSON.stringify(rows));
  await server.command('data', ['import', 'mcc-allotments', file]);
}

/** Signs `email` in through the API, sets the profile's rank and lists both options. */
async function listBothOptions(email: string) {
  const origin = { origin: baseURL };
  const context: APIRequestContext = await apiRequest.newContext({ baseURL });
  try {
    const signIn = await context.post('/api/auth/sign-in/email', {
      data: { email, password: TEST_PASSWORD },
      headers: origin,
    });
    expect(signIn.ok()).toBe(true);
    const profile = await context.patch('/api/me/profile', {
      data: { fullName: 'Asha Rao', allIndiaRank: 25_000 },
      headers: origin,
    });
    expect(profile.ok()).toBe(true);
    const cutoffs = (await (
      await context.get('/api/cutoffs?counselling=mcc-neet-pg&pageSize=10')
    ).json()) as {
      rows: { instituteId: number; courseId: number; quotaName: string; category: string }[];
    };
    expect(cutoffs.rows).toHaveLength(2);
    for (const { instituteId, courseId, quotaName, category } of cutoffs.rows) {
      const added = await context.post('/api/choice-lists/mcc-neet-pg/options', {
        data: { instituteId, courseId, quotaName, category },
        headers: origin,
      });
      expect(added.ok()).toBe(true);
    }
  } finally {
    await context.dispose();
  }
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  server = await ownServer('seatscope-e2e-rounds-', {
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  });
  baseURL = server.baseURL;
  await mkdir(path.join(server.folder, 'files'));
  await importRound('2023-round-1.json', ROUND_1);
  for (const { email } of users) {
    await server.command('admin', [
      'create-user',
      ...['--email', email, '--password', TEST_PASSWORD, '--name', 'Asha Rao'],
      ...['--package', 'pg', '--verified'],
    ]);
  }
  await server.start();
  for (const { email } of users) await listBothOptions(email);
  // The operator stops the server, imports the seats held after Round 2 and starts it again.
  await server.stop();
  await importRound('2023-round-2.json', ROUND_2);
  await server.start();
});

test.afterAll(async () => {
  await server?.dispose();
});

for (const { size, email } of users) {
  test(`at ${size.name} size, the bell tells of the new round, and the mail has come`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`${baseURL}/auth?redirect=${encodeURIComponent('/app')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/app`);

    const title = 'MCC NEET PG 2023 Round 2 results are in';
    const body =
      '1 option of your list closed before your rank; Government Medical College, Nagpur (MD General Medicine) closed at #24,100 (your rank #25,000).';
    // The notification and the welcome update are unread.
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const popover = page.getByRole('dialog');
    const own = popover.getByRole('region', { name: 'Your notifications' });
    await expect(own.getByText(title)).toBeVisible();
    await expect(own.getByText(body)).toBeVisible();
    await expect(own.getByText('New', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await own.getByRole('button', { name: `Mark as read: ${title}` }).click();
    await expect(own.getByText('New', { exact: true })).toBeHidden();
    await expect(own.getByRole('button', { name: /^Mark as read/ })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // Read on the server: still read after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const ownAgain = page.getByRole('dialog').getByRole('region', { name: 'Your notifications' });
    await expect(ownAgain.getByText(title)).toBeVisible();
    await expect(ownAgain.getByText('New', { exact: true })).toBeHidden();

    const mail = await receiveMail(email, /^MCC NEET PG 2023 Round 2 results are in$/);
    expect(mail.text).toContain(body);
    expect(mail.text).toContain(`${baseURL}/app/profile`);
  });
}
