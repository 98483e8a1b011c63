import { expect } from '@playwright/test';
import type { ReceivedMail } from './mail-server';

/** Where the e2e mail catcher (support/mail-server.ts) answers; set by playwright.config.ts. */
const mailApi = () => `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

/** Waits for the newest mail to `to` whose subject matches, as the app's SMTP client sent it. */
export async function receiveMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailApi()}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as ReceivedMail[];
        found = mails.filter((mail) => subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`the mail "${mail.subject}" has no link`);
  return link;
}
