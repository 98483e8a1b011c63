/** A mail to send; what the mailer (domain/mail.ts) takes and what auth writes. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
