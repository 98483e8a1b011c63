import pino from 'pino';
import { createLogger } from '../../common/logger';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { createMailer } from '../../domain/mail';
import { sendNotificationMails } from '../../domain/notifications';

/**
 * Mails the notifications an import or bundle update wrote, once it has committed, where mail
 * is configured (docs/decisions/0085-a-word-when-a-round-lands.md). The log goes to standard
 * error, so `--json` output stays JSON.
 */
export async function mailNotifications(config: AppConfig, db: Database): Promise<void> {
  if (!config.SMTP_URL) return;
  const logger = createLogger(config.LOG_LEVEL, pino.destination(2));
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, logger });
  const { sent, failed } = await sendNotificationMails(db, mailer, {
    baseUrl: config.baseUrl,
    logger,
  });
  if (sent + failed > 0) {
    console.error(
      `Notification mails: ${sent} sent${failed > 0 ? `, ${failed} could not be sent (see the log)` : ''}.`,
    );
  }
}
