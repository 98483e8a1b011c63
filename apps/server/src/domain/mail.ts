import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Logger } from '../common/logger';
import type { Mailer, OutgoingMail } from '../common/mail';
import { plainText } from '@seatscope/shared';

/** What the server says at start about where mail goes. */
export function mailNotice(smtpUrl: string | undefined): string {
  return smtpUrl
    ? 'mail: sent through SMTP_URL'
    : 'mail: no SMTP_URL set, so mail is not sent; confirmation and password-reset links are printed to this log';
}

/**
 * SMTP when SMTP_URL is set; otherwise the outbox table plus a log line at info that carries
 * the mail's link, so sign-up and password reset work on a default install with no mail server
 * (docs/decisions/0028-mail-and-embedded-database-lock.md).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, db, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (written) => {
        const mail = plainMail(written);
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    send: async (written) => {
      const mail = plainMail(written);
      await db.insert(emailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text });
      logger.info(
        { to: mail.to, subject: mail.subject, link: mail.link },
        `mail not sent (no SMTP_URL): "${mail.subject}" for ${mail.to}; open this link: ${mail.link}`,
      );
    },
  };
}

/**
 * A mail as plain text: a name or address from a stored row may hold control or direction
 * characters (docs/security.md#hostile-input); the subject and recipient are one line, the body
 * keeps its line breaks.
 */
export function plainMail(mail: OutgoingMail): OutgoingMail {
  return {
    to: plainText(mail.to),
    subject: plainText(mail.subject),
    text: plainText(mail.text, { lines: true }),
    link: plainText(mail.link),
  };
}

/** The newest outbox mails first (development page). */
export function listOutbox(db: Database, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
