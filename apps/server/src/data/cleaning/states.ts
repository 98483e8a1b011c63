import { lettersKey, plainWords, tidySpaces } from './text';

// Display names as MCC writes them; keys are letters only so broken words still match.
const STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi (NCT)',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];

const STATE_BY_KEY = new Map<string, string>(STATES.map((state) => [lettersKey(state), state]));
STATE_BY_KEY.set('delhi', 'Delhi (NCT)');
STATE_BY_KEY.set('newdelhi', 'Delhi (NCT)');
STATE_BY_KEY.set('pondicherry', 'Puducherry');
STATE_BY_KEY.set('orissa', 'Odisha');
STATE_BY_KEY.set('dadraandnagarhaveli', 'Dadra and Nagar Haveli and Daman and Diu');
STATE_BY_KEY.set('damananddiu', 'Dadra and Nagar Haveli and Daman and Diu');
STATE_BY_KEY.set('jammuandkashmirut', 'Jammu and Kashmir');

const KEYS_LONGEST_FIRST = [...STATE_BY_KEY.keys()].sort((a, b) => b.length - a.length);

/**
 * One spelling per state or union territory (`Karnatak a`, `WEST BENGAL`, `Pondicherry` ->
 * `Karnataka`, `West Bengal`, `Puducherry`); texts that end with a state name resolve to it.
 * Unknown texts come back tidied, or null when empty or "Others".
 */
export function canonicalState(text: string | null | undefined): string | null {
  if (!text) return null;
  const key = lettersKey(text);
  if (key.length === 0 || key === 'others') return null;
  const exact = STATE_BY_KEY.get(key);
  if (exact !== undefined) return exact;
  const suffix = KEYS_LONGEST_FIRST.find((candidate) => key.endsWith(candidate));
  if (suffix !== undefined) return STATE_BY_KEY.get(suffix) ?? null;
  return tidySpaces(text);
}

/** The state a text names or ends with, only when it is a known state or union territory. */
export function knownState(text: string | null | undefined): string | null {
  if (!text) return null;
  const key = lettersKey(text);
  const exact = STATE_BY_KEY.get(key);
  if (exact !== undefined) return exact;
  const suffix = KEYS_LONGEST_FIRST.find((candidate) => key.endsWith(candidate));
  return suffix === undefined ? null : (STATE_BY_KEY.get(suffix) ?? null);
}

/**
 * The one state a place names: the state it ends with (knownState), else the one state named
 * among its words, one to three of them (`... DEOGHAR JHARKHAND-814142 (AIIMS TEMPORARY
 * CAMPUS)`, `Tamil Nadu`); null when it names none or several.
 */
export function stateNamedIn(place: string): string | null {
  const ending = knownState(place);
  if (ending) return ending;
  const words = plainWords(place);
  const named = new Set(
    words.flatMap((_, start) =>
      [1, 2, 3].flatMap(
        (length) => STATE_BY_KEY.get(words.slice(start, start + length).join('')) ?? [],
      ),
    ),
  );
  return named.size === 1 ? ([...named][0] ?? null) : null;
}
