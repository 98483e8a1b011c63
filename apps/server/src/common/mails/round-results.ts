import type { OutgoingMail } from '../mail';

/**
 * The mail of a round's notification: its title and body, with links to the choice list and to
 * the profile, where the mails are turned off (docs/decisions/0085-a-word-when-a-round-lands.md).
 */
export function roundResultsMail(
  to: string,
  notification: { title: string; body: string },
  baseUrl: string,
): OutgoingMail {
  const link = `${baseUrl}/app/choice-list`;
  return {
    to,
    subject: notification.title,
    text: `${notification.title}: ${notification.body}\n\nYour choice list: ${link}\n\nTo stop these emails, turn them off in your profile: ${baseUrl}/app/profile`,
    link,
  };
}
