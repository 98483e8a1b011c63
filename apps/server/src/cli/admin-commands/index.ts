import { addUpdateCommand } from './add-update';
import type { AdminCommand } from './types';

/** Every admin command; each feature adds its own module to this list. */
export const adminCommands: AdminCommand[] = [addUpdateCommand];
