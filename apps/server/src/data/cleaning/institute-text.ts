import { lettersKey, tidySpaces } from './text';

export interface InstituteParts {
  /** The name once (MCC writes it twice), still with any broken words. */
  name: string;
  address: string | null;
  state: string | null;
  pin: string | null;
}

const PIN_AT_END = /[\s,-]*(\d{6})\s*$/;
const PIN_ANYWHERE = /(?:^|\D)(\d{6})(?:\D|$)/g;

/**
 * Splits MCC's "name, address, state, PIN" text, where the name is often written twice and
 * the state and PIN close the text: `A,A, West Bengal, 700073` -> name A, state, PIN.
 */
export function splitInstituteText(raw: string): InstituteParts {
  let rest = raw.trim();
  let pin: string | null = null;
  let state: string | null = null;
  const pinMatch = PIN_AT_END.exec(rest);
  if (pinMatch?.[1] !== undefined) {
    pin = pinMatch[1];
    rest = rest.slice(0, pinMatch.index);
    const lastComma = rest.lastIndexOf(',');
    if (lastComma >= 0) {
      const candidate = tidySpaces(rest.slice(lastComma + 1));
      if (/^[A-Za-z (&.)-]+$/.test(candidate) && candidate.length > 1) {
        state = candidate;
        rest = rest.slice(0, lastComma);
      }
    }
  } else {
    // Some texts carry the PIN inside the address ("... KERALA 686008"); take the last one.
    const all = [...rest.matchAll(PIN_ANYWHERE)];
    pin = all.at(-1)?.[1] ?? null;
  }
  const segments = rest
    .split(',')
    .map((segment) => segment.trim())
    .filter((segment) => segment.length > 0);
  if (segments.length === 0) return { name: tidySpaces(raw), address: null, state, pin };

  const firstKey = lettersKey(segments[0] ?? '');
  // Where the name starts again: the first later segment from which the text repeats the
  // first segment (compared on letters only, so broken words still match).
  let repeatAt = -1;
  if (firstKey.length > 0) {
    for (let index = 1; index < segments.length; index += 1) {
      if (lettersKey(segments.slice(index).join(' ')).startsWith(firstKey)) {
        repeatAt = index;
        break;
      }
    }
  }
  if (repeatAt < 0) {
    return {
      name: tidySpaces(segments[0] ?? ''),
      address: segments.length > 1 ? tidySpaces(segments.slice(1).join(', ')) : null,
      state,
      pin,
    };
  }
  const nameSegments = segments.slice(0, repeatAt);
  const name = tidySpaces(nameSegments.join(', '));
  const secondCopy = segments.slice(repeatAt).join(', ');
  const address = tidySpaces(dropLettersPrefix(secondCopy, lettersKey(name)));
  return { name, address: address.length > 0 ? address : null, state, pin };
}

/** Removes from `text` the shortest head whose letters are a prefix of `key` (as far as they agree). */
function dropLettersPrefix(text: string, key: string): string {
  let matched = 0;
  let index = 0;
  while (index < text.length && matched < key.length) {
    const letter = text[index]?.toLowerCase() ?? '';
    if (/[a-z]/.test(letter)) {
      if (letter !== key[matched]) break;
      matched += 1;
    }
    index += 1;
  }
  return text.slice(index);
}
