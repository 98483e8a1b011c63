import { z } from 'zod';
import { verifyUserEmail } from '../../domain/accounts';
import { defineCommand, UsageError } from '../command-line';

/** Confirms a user's email without the mailed link (docs/decisions/0028-mail-and-embedded-database-lock.md). */
export const verifyUserCommand = defineCommand({
  name: 'verify-user',
  usage: 'verify-user --email E   (confirms the email, as the mailed link would)',
  options: z.object({ email: z.string().optional() }),
  async run({ options: { email } }, context) {
    if (!email) throw new UsageError('--email is required.');
    const database = await context.database();
    const result = await verifyUserEmail(database.db, email);
    if (!result) throw new UsageError(`No user has the email ${email}.`);
    console.log(
      result.alreadyVerified
        ? `${email} was already confirmed.`
        : `Confirmed ${email}: they can sign in now.`,
    );
    return 0;
  },
});
