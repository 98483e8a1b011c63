import { z } from 'zod';
import { emailSchema, fullNameSchema, newPasswordSchema } from '@seatscope/shared';
import { hashPassword } from '../../auth/password';
import { EmailTakenError, createUser } from '../../domain/accounts';
import { defineCommand, UsageError } from '../command-line';

const optionsSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: fullNameSchema.optional(),
  admin: z.boolean().default(false),
  package: z.enum(['ug', 'pg'], { error: '--package must be ug or pg' }).optional(),
  verified: z.boolean().default(false),
});

export const createUserCommand = defineCommand({
  name: 'create-user',
  usage: 'create-user --email E --password P [--name N] [--admin] [--package ug|pg] [--verified]',
  options: optionsSchema,
  async run({ options }, context) {
    const database = await context.database();
    const name = options.name ?? options.email.split('@')[0] ?? options.email;
    try {
      const { userId } = await createUser(database.db, {
        email: options.email,
        passwordHash: await hashPassword(options.password),
        name,
        admin: options.admin,
        packageId: options.package ?? null,
        verified: options.verified,
      });
      const extras = [
        options.admin && 'admin',
        options.package && `package ${options.package}`,
        options.verified ? 'email verified' : 'email not verified: signing in mails a link',
      ].filter(Boolean);
      console.log(`Created user ${options.email} (${userId}): ${extras.join(', ')}.`);
      return 0;
    } catch (error) {
      if (error instanceof EmailTakenError) throw new UsageError(error.message);
      throw error;
    }
  },
});
