import { z } from 'zod';

/**
 * The rules every piece of client text obeys, whatever the field (docs/security.md#hostile-input):
 * one value (not a list), bounded, no NUL (PostgreSQL refuses it in text) and no lone surrogate
 * (it has no UTF-8 form). Text that is shown (names, searches, links: every field but a password)
 * also has no control character (C0 with TAB, CR and LF, DEL, C1) and no mark that changes the
 * direction text is shown in (U+200E/F, U+061C, U+202A-202E, U+2066-2069): inert in the web app,
 * but they reach CSV exports, mails and logs (docs/decisions/0065-sign-in-nobody-can-block.md).
 * Every schema that takes client text goes through this module.
 */
const LONE_SURROGATE = /\p{Cs}/u;
/** C0 controls (TAB, LF, CR, ESC ...), DEL and C1 controls: Unicode's Cc. */
const CONTROL = /\p{Cc}/u;
const DIRECTION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export interface TextRuleOptions {
  /** A secret never shown anywhere (a password): control and direction characters are its own. */
  secret?: boolean;
}

/** Why `value` breaks the rules above, or undefined when it keeps them; `label` names the field. */
export function textRuleProblem(
  value: string,
  label: string,
  { secret = false }: TextRuleOptions = {},
): string | undefined {
  if (value.includes('\u0000')) return `${label} must not contain NUL characters`;
  if (LONE_SURROGATE.test(value)) return `${label} must be valid Unicode text`;
  if (secret) return undefined;
  if (CONTROL.test(value)) {
    return `${label} must not contain control characters (line breaks, tabs, escape)`;
  }
  if (DIRECTION.test(value)) return `${label} must not contain text-direction characters`;
  return undefined;
}

/** Adds the rules above to a string schema; `label` names the field. */
export function withTextRules<Schema extends z.ZodString>(
  schema: Schema,
  label: string,
  options: TextRuleOptions = {},
): Schema {
  return schema.superRefine((value, context) => {
    const problem = textRuleProblem(value, label, options);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

const NOT_SHOWN = new RegExp(`${CONTROL.source}|${DIRECTION.source}`, 'gu');
const SHOWN_AS_SPACE = /[\t\n\v\f\r\u0085]/;

/**
 * Stored text made safe to leave the server as plain text (a CSV cell, a mail, a log line): rows
 * from before the rules above may still hold such characters. Line breaks and tabs become a space
 * (kept as line breaks where `lines` is set, for a mail's body), every other control or
 * direction character becomes U+FFFD, so a reader sees that something was there.
 */
export function plainText(value: string, { lines = false }: { lines?: boolean } = {}): string {
  const text = lines ? value.replace(/\r\n?/g, '\n') : value;
  return text.replace(NOT_SHOWN, (character) => {
    if (lines && character === '\n') return character;
    return SHOWN_AS_SPACE.test(character) ? ' ' : '\uFFFD';
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
