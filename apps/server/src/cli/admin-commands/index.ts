import { addUpdateCommand } from './add-update';
import { backupCommand, restoreCommand } from './backup';
import { createUserCommand } from './create-user';
import { grantCommand, revokeCommand } from './package-grants';
import { paymentsCommand } from './payments';
import type { AdminCommand, OwnDatabaseAdminCommand } from './types';
import { verifyUserCommand } from './verify-user';

/** Every admin command; each feature adds its own module to this list. */
export const adminCommands: (AdminCommand | OwnDatabaseAdminCommand)[] = [
  createUserCommand,
  verifyUserCommand,
  grantCommand,
  revokeCommand,
  paymentsCommand,
  addUpdateCommand,
  backupCommand,
  restoreCommand,
];
