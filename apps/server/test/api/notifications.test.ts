import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATIONS_KEPT,
  type ChoiceOptionKey,
  type NotificationList,
  type UserNotification,
} from '@seatscope/shared';
import { createLogger } from '../../src/common/logger';
import type { OutgoingMail } from '../../src/common/mail';
import { runImport } from '../../src/data/import-runner';
import { cutoffRow, notification } from '../../src/db/schema';
import { sendNotificationMails } from '../../src/domain/notifications';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { CHOICE_COUNSELLING, insertChoiceFixture } from '../helpers/choice-list-fixture';
import { grantPackage } from '../helpers/data-fixture';
import { writeImportFile, type MccRow } from '../helpers/mcc-file';

// A word when a round lands (docs/decisions/0085-a-word-when-a-round-lands.md): an import that
// adds a round's results tells every user with a choice list of its counselling, once, in their
// own notifications, and mails those who did not turn mail off.

const MCC = 'mcc-neet-pg';
const NAGPUR =
  'Government Medical College, Nagpur,Government Medical College, Medical Square, Nagpur, Maharashtra, 440003';
const JAIPUR =
  'Sawai Man Singh Medical College, JAIPUR,Sawai Man Singh Medical College, JLN Marg, Jaipur-302004, Rajasthan, 302004';
const MUMBAI =
  'TOPIWALA NATIONAL MEDICAL COLLEGE,TOPIWALA NATIONAL MEDICAL COLLEGE  B Y L Nair Ch Hospital, Dr. A.L. Nair Rd, Mumbai Central, Mumbai, Maharashtra, 400008';
const MEDICINE = 'MD GENERAL MEDICINE';
const RADIOLOGY = 'MD RADIODIAGNOSIS';

const row = (Rank: number, Institute: string, Course: string): MccRow => ({
  Rank,
  Quota: 'All India',
  Institute,
  Course,
  AllottedCategory: 'Open',
  Remarks: 'Allotted',
});

/** The seats held after Round 1 and after Round 2 of 2023. */
const ROUND_1 = [
  row(21_000, NAGPUR, MEDICINE),
  row(9_000, JAIPUR, MEDICINE),
  row(26_000, MUMBAI, RADIOLOGY),
];
const ROUND_2 = [
  row(21_000, NAGPUR, MEDICINE),
  row(24_100, NAGPUR, MEDICINE),
  row(9_000, JAIPUR, MEDICINE),
  row(18_000, JAIPUR, MEDICINE),
  row(30_000, MUMBAI, RADIOLOGY),
];

describe('notifications when a round lands', () => {
  let t: TestApp;
  let folder: string;
  let round2File: string;
  /** Holds a package, a rank and a list of all three options. */
  let holder: TestUser;
  /** Holds a package and a list of one option, without a rank. */
  let other: TestUser;
  /** A list, and mail turned off. */
  let optedOut: TestUser;
  /** No package: told without closing ranks. */
  let demo: TestUser;
  /** A list of another counselling only. */
  let elsewhere: TestUser;
  /** No list at all. */
  let noList: TestUser;
  let options: (ChoiceOptionKey & { instituteName: string; courseName: string })[];

  const send = (method: string, url: string, user: TestUser | null, body?: unknown) =>
    t.request(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(user ? { cookie: user.cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function notificationsOf(user: TestUser): Promise<UserNotification[]> {
    const response = await send('GET', '/api/notifications', user);
    expect(response.status).toBe(200);
    return ((await response.json()) as NotificationList).rows;
  }

  async function addToList(user: TestUser, counselling: string, option: ChoiceOptionKey) {
    const response = await send('POST', `/api/choice-lists/${counselling}/options`, user, option);
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  }

  async function importRound(name: string, rows: MccRow[]) {
    const file = await writeImportFile(await mkdtemp(path.join(folder, 'round-')), name, rows);
    return { file, summary: await runImport(t.database.handle.db, 'mcc-allotments', [file]) };
  }

  const option = (institute: string, course: string) => {
    const found = options.find(
      (candidate) => candidate.instituteName.includes(institute) && candidate.courseName === course,
    );
    if (!found) throw new Error(`no option ${institute} ${course}`);
    const { instituteId, courseId, quotaName, category } = found;
    return { instituteId, courseId, quotaName, category };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.handle.db;
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-notifications-'));
    await insertChoiceFixture(db);
    await importRound('2023-round-1.json', ROUND_1);
    holder = await t.signUp();
    other = await t.signUp();
    optedOut = await t.signUp();
    demo = await t.signUp();
    elsewhere = await t.signUp();
    noList = await t.signUp();
    for (const user of [holder, other, optedOut, elsewhere, noList]) {
      await grantPackage(db, user.userId);
    }
    const page = await send('GET', `/api/cutoffs?counselling=${MCC}&pageSize=100`, holder);
    options = ((await page.json()) as { rows: typeof options }).rows;
    expect(options).toHaveLength(3);
    const mumbai = option('Topiwala', 'MD Radiodiagnosis');
    const nagpur = option('Nagpur', 'MD General Medicine');
    const jaipur = option('Sawai', 'MD General Medicine');
    for (const key of [mumbai, nagpur, jaipur]) await addToList(holder, MCC, key);
    await addToList(other, MCC, jaipur);
    await addToList(optedOut, MCC, nagpur);
    await addToList(demo, MCC, nagpur);
    const [fixtureKey] = await db
      .select({ instituteId: cutoffRow.instituteId, courseId: cutoffRow.courseId })
      .from(cutoffRow)
      .where(eq(cutoffRow.counsellingId, CHOICE_COUNSELLING))
      .limit(1);
    if (!fixtureKey) throw new Error('no choice fixture row');
    await addToList(elsewhere, CHOICE_COUNSELLING, {
      ...fixtureKey,
      quotaName: 'All India',
      category: 'Open',
    });
    const profile = (user: TestUser, body: object) =>
      send('PATCH', '/api/me/profile', user, { fullName: 'Asha Rao', ...body });
    expect((await profile(holder, { allIndiaRank: 25_000 })).status).toBe(200);
    expect(
      (await profile(optedOut, { allIndiaRank: 25_000, notificationEmails: false })).status,
    ).toBe(200);
    ({ file: round2File } = await importRound('2023-round-2.json', ROUND_2));
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('tells each user with a list of the counselling what the round did to their list', async () => {
    const [nagpur] = options.filter((o) => o.instituteName.includes('Nagpur'));
    const [jaipur] = options.filter((o) => o.instituteName.includes('Sawai'));
    const title = 'MCC NEET PG 2023 Round 2 results are in';
    expect(await notificationsOf(holder)).toEqual([
      {
        id: expect.any(Number) as number,
        title,
        body: `2 options of your list closed before your rank; ${nagpur?.instituteName} (MD General Medicine) closed at #24,100 (your rank #25,000).`,
        createdAt: expect.any(String) as string,
        readAt: null,
      },
    ]);
    // Without a rank in the profile: the closing ranks alone.
    expect((await notificationsOf(other)).map(({ title, body }) => ({ title, body }))).toEqual([
      {
        title,
        body: `1 option of your list has a closing rank in this round; ${jaipur?.instituteName} (MD General Medicine) closed at #18,000.`,
      },
    ]);
    // Without a package that opens the counselling: no closing rank, which is paid data.
    const [toDemo] = await notificationsOf(demo);
    expect(toDemo?.body).toBe(
      'How the 1 option of your list closed comes with a package that includes MCC NEET PG.',
    );
  });

  it('tells nobody without a list of the counselling', async () => {
    expect(await notificationsOf(elsewhere)).toEqual([]);
    expect(await notificationsOf(noList)).toEqual([]);
  });

  it('shows a user only their own notifications and lets only the owner mark one read', async () => {
    const [mine] = await notificationsOf(holder);
    if (!mine) throw new Error('no notification');
    const theirs = await send('POST', `/api/notifications/${mine.id}/read`, other);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(await theirs.json())).not.toContain('Nagpur');
    expect((await notificationsOf(holder))[0]?.readAt).toBeNull();
    expect((await send('GET', '/api/notifications', null)).status).toBe(401);
    expect((await send('POST', `/api/notifications/${mine.id}/read`, null)).status).toBe(401);
    expect((await send('POST', '/api/notifications/abc/read', holder)).status).toBe(400);
    expect((await send('POST', '/api/notifications/999999/read', holder)).status).toBe(404);
  });

  it('marks a notification read once', async () => {
    const [mine] = await notificationsOf(holder);
    if (!mine) throw new Error('no notification');
    const read = await send('POST', `/api/notifications/${mine.id}/read`, holder);
    expect(read.status).toBe(200);
    const { readAt } = (await read.json()) as UserNotification;
    expect(readAt).toEqual(expect.any(String));
    expect((await notificationsOf(holder))[0]?.readAt).toBe(readAt);
    const again = (await (
      await send('POST', `/api/notifications/${mine.id}/read`, holder)
    ).json()) as UserNotification;
    expect(again.readAt).toBe(readAt);
  });

  it('sends none for a repeated or replaced import of the round', async () => {
    const before = await t.database.handle.db.select().from(notification);
    const repeated = await runImport(t.database.handle.db, 'mcc-allotments', [round2File]);
    expect(repeated.announcedRounds).toEqual([]);
    const replaced = await importRound('2023-round-2.json', [
      ...ROUND_2,
      row(19_000, JAIPUR, MEDICINE),
    ]);
    expect(replaced.summary.announcedRounds).toEqual([]);
    expect(await t.database.handle.db.select().from(notification)).toEqual(before);
  });

  it('mails after the import, but not to a user who turned mail off; the bell keeps theirs', async () => {
    const sent: OutgoingMail[] = [];
    const result = await sendNotificationMails(
      t.database.handle.db,
      { send: (mail) => Promise.resolve(void sent.push(mail)) },
      { baseUrl: t.config.baseUrl, logger: createLogger('silent') },
    );
    expect(result).toEqual({ sent: 3, failed: 0 });
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      [holder.email, other.email, demo.email].sort(),
    );
    const toHolder = sent.find((mail) => mail.to === holder.email);
    expect(toHolder?.subject).toBe('MCC NEET PG 2023 Round 2 results are in');
    expect(toHolder?.text).toContain('closed at #24,100 (your rank #25,000)');
    expect(toHolder?.text).toContain(`${t.config.baseUrl}/app/profile`);
    expect(await notificationsOf(optedOut)).toHaveLength(1);
    // Each mail goes once.
    const again = await sendNotificationMails(
      t.database.handle.db,
      { send: (mail) => Promise.resolve(void sent.push(mail)) },
      { baseUrl: t.config.baseUrl, logger: createLogger('silent') },
    );
    expect(again).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps each user the newest notifications only', async () => {
    const db = t.database.handle.db;
    await db.insert(notification).values(
      Array.from({ length: NOTIFICATIONS_KEPT + 5 }, (_, index) => ({
        userId: other.userId,
        counsellingId: MCC,
        year: 2000 + index,
        round: 1,
        title: `old ${index}`,
        body: 'old',
        mailPending: false,
      })),
    );
    const { summary } = await importRound('2023-round-3.json', [
      ...ROUND_2,
      row(20_000, JAIPUR, MEDICINE),
    ]);
    expect(summary.announcedRounds).toEqual([
      { counselling: MCC, year: 2023, label: 'Round 3', users: 4 },
    ]);
    const rows = await notificationsOf(other);
    expect(rows).toHaveLength(NOTIFICATIONS_KEPT);
    expect(rows[0]?.title).toBe('MCC NEET PG 2023 Round 3 results are in');
    const kept = await db
      .select({ id: notification.id })
      .from(notification)
      .where(eq(notification.userId, other.userId));
    expect(kept).toHaveLength(NOTIFICATIONS_KEPT);
  });
});
