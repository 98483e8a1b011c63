import { readCommandLine } from '../command-line';

/** `--name value` options; anything else is a usage error (docs/operations.md#commands). */
export function readOptions<Name extends string>(
  args: string[],
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  const values: Record<string, unknown> = readCommandLine(args, options).values;
  const read: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value: unknown = values[name];
    if (typeof value === 'string') read[name] = value;
  }
  return read;
}
