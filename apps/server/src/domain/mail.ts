import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Logger } from '../common/logger';
import type { Mailer } from '../common/mail';

/**
 * SMTP when SMTP_URL is set; otherwise the outbox table plus a log line, so development and
 * `npm start` need no mail server. The log names the recipient and subject only: links carry
 * one-time tokens and are read from the outbox page in development.
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
      send: async (mail) => {
        await transport.sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    send: async (mail) => {
      await db.insert(emailOutbox).values(mail);
      logger.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox');
    },
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
