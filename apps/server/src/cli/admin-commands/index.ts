import type { Command } from '../command-line';
import { addUpdateCommand } from './add-update';
import { backupCommand, restoreCommand } from './backup';
import { createUserCommand } from './create-user';
import { grantCommand, revokeCommand } from './package-grants';
import { paymentsCommand } from './payments';
import { verifyUserCommand } from './verify-user';

/** Every admin command; each feature adds its own module to this list. */
export const adminCommands: readonly Command[] = [
  createUserCommand,
  verifyUserCommand,
  grantCommand,
  revokeCommand,
  paymentsCommand,
  addUpdateCommand,
  backupCommand,
  restoreCommand,
];
