/** A mail to send; what the mailer (domain/mail.ts) takes and what auth writes. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /**
   * The one link the mail exists for (confirm, reset): printed to the server's log when no SMTP
   * server is configured (docs/decisions/0028-mail-and-embedded-database-lock.md).
   */
  link: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
