import { z } from 'zod';

/**
 * The rules every piece of client text obeys, whatever the field (docs/security.md#hostile-input):
 * one value (not a list), bounded, no NUL (PostgreSQL refuses it in text) and no lone surrogate
 * (it has no UTF-8 form). Every schema that takes client text goes through this module.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why `value` breaks the rules above, or undefined when it keeps them; `label` names the field. */
export function textRuleProblem(value: string, label: string): string | undefined {
  if (value.includes('\u0000')) return `${label} must not contain NUL characters`;
  if (LONE_SURROGATE.test(value)) return `${label} must be valid Unicode text`;
  return undefined;
}

/** Adds the NUL and lone-surrogate rules to a string schema; `label` names the field. */
export function withTextRules<Schema extends z.ZodString>(schema: Schema, label: string): Schema {
  return schema.superRefine((value, context) => {
    const problem = textRuleProblem(value, label);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/** Client text of at most `max` characters, under the rules above. */
export const clientText = (label: string, max: number) =>
  withTextRules(
    z
      .string({ error: `${label} must be a single text value` })
      .max(max, `${label} must be at most ${max} characters`),
    label,
  );
