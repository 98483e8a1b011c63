import { verifyUserEmail } from '../../domain/accounts';
import { readOptions } from './options';
import { UsageError } from '../command-line';
import type { AdminCommand } from './types';

/** Confirms a user's email without the mailed link (docs/decisions/0028-mail-and-embedded-database-lock.md). */
export const verifyUserCommand: AdminCommand = {
  name: 'verify-user',
  usage: 'verify-user --email E   (confirms the email, as the mailed link would)',
  async run(args, { database }) {
    const { email } = readOptions(args, ['email']);
    if (!email) throw new UsageError('--email is required.');
    const result = await verifyUserEmail(database.db, email);
    if (!result) throw new UsageError(`No user has the email ${email}.`);
    console.log(
      result.alreadyVerified
        ? `${email} was already confirmed.`
        : `Confirmed ${email}: they can sign in now.`,
    );
  },
};
