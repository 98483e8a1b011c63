import type { Command } from '../command-line';
import { addCounsellingCommand } from './add-counselling';
import { bundleCommand, updateBundleCommand } from './bundle';
import { completeYearCommand } from './complete-year';
import { demoCommand, removeDemoCommand } from './demo';
import { importCommand } from './import';
import { statusCommand } from './status';
import { confirmCommand, correctCommand, suspectsCommand } from './suspects';

/** Every `npm run data` command, in the order its usage lists them. */
export const dataCommands: readonly Command[] = [
  importCommand,
  addCounsellingCommand,
  demoCommand,
  removeDemoCommand,
  completeYearCommand,
  bundleCommand,
  updateBundleCommand,
  statusCommand,
  suspectsCommand,
  confirmCommand,
  correctCommand,
];
