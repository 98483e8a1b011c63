import { parseArgs } from 'node:util';
import { AdminUsageError } from './types';

/** `--name value` options; anything else is a usage error. */
export function readOptions<Name extends string>(
  args: string[],
  names: readonly Name[],
): Partial<Record<Name, string>> {
  let values: Record<string, unknown>;
  try {
    const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
    values = parseArgs({ args, options, strict: true }).values;
  } catch (error) {
    throw new AdminUsageError(error instanceof Error ? error.message : String(error));
  }
  const read: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = values[name];
    if (typeof value === 'string') read[name] = value;
  }
  return read;
}
