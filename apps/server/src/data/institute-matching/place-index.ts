import { distinctiveWords } from '../cleaning/institute-names';
import { stateNamedIn } from '../cleaning/states';
import type { InstituteEntry } from './entry';

/**
 * A place word names a state when at least this share of the known institutes whose names or
 * addresses use it, and at least PLACE_INSTITUTES of them, are in that state
 * (docs/decisions/0062-a-short-names-state-from-its-place.md).
 */
const PLACE_SHARE = 0.9;
const PLACE_INSTITUTES = 1;
/** The same for the last word of a name without a comma, which may be a word of the name. */
const PLACE_INSTITUTES_OF_LAST_WORD = 2;

/** The place a short name ends with: what follows its last comma, else its last word. */
function placeOf(name: string): string {
  const comma = name.lastIndexOf(',');
  return comma >= 0 ? name.slice(comma + 1) : (name.trim().split(/\s+/).at(-1) ?? '');
}

/** What an institute is counted with in the place index. */
interface PlaceCount {
  state: string;
  /** The distinctive words of its names and address. */
  words: Set<string>;
  /** Those of each of its names. */
  nameWords: Set<string>[];
  /** How many of its names, and which address, the words were read from. */
  names: number;
  address: string | null;
}

/**
 * Which state a short name's place words say (docs/decisions/0062-a-short-names-state-from-its-place.md,
 * docs/decisions/0064-a-short-name-meets-its-whole-import.md): per place word, how many known
 * institutes of each state use it. Built from the directory's institutes on first need, then
 * kept up to date as institutes are met (countPlaceWords), so a short name meets the full texts its own
 * import names.
 */
export class PlaceIndex {
  private places: Map<string, Map<string, number>> | null = null;
  /** The state and words each institute is counted with in `places`, and the texts read. */
  private readonly placeCounts = new Map<InstituteEntry, PlaceCount>();

  /** `institutes`: the directory's list, read when the index is first needed. */
  constructor(private readonly institutes: readonly InstituteEntry[]) {}

  /**
   * The state a short name is in (docs/decisions/0062-a-short-names-state-from-its-place.md,
   * docs/decisions/0064-a-short-name-meets-its-whole-import.md), from
   * the first of: a state's name in its place (the text after its last comma, else its last word:
   * stateNamedIn); for a place after a comma, the state of nearly every known institute whose
   * names or address use its words; the one state of the known institutes it could be short for
   * (stateOfNamesakes); a state named among its words (`Safdarjung Hospital New Delhi, VMMC`).
   * Null when none says one state.
   */
  stateOf(name: string): string | null {
    const place = placeOf(name);
    const named = stateNamedIn(place);
    if (named) return named;
    const places = this.index();
    // A name without a comma ends with its own words as often as with a town (`... Medical
    // Collage`): its last word is a town only where more known institutes use it.
    const afterComma = name.includes(',');
    const fewest = afterComma ? PLACE_INSTITUTES : PLACE_INSTITUTES_OF_LAST_WORD;
    const town = distinctiveWords(place);
    const states = new Set<string>();
    for (const word of town) {
      const counts = places.get(word);
      if (!counts) continue;
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
      const [state, count] = [...counts].reduce((best, next) => (next[1] > best[1] ? next : best));
      if (count >= fewest && count / total >= PLACE_SHARE) states.add(state);
    }
    if (states.size > 0) return states.size === 1 ? ([...states][0] ?? null) : null;
    return this.stateOfNamesakes(name, afterComma ? town : []) ?? stateNamedIn(name);
  }

  /**
   * The one state of the known institutes a name could be short for: one of their names has no
   * distinctive word the name lacks, their names and address use every word of its town (of the
   * whole name where it gives no town), and share at least two of its words (or its only one).
   * `AIIMS, Kalyani` is AIIMS (address Kalyani, West Bengal), never AIIMS Bathinda or a Kalyani
   * hospital of Tamil Nadu; `ESIC Medical College and Hospital, Noida, ..., Utter Pardesh` is no
   * ESIC institute that does not write `Utter Pardesh`. Null unless they agree.
   */
  private stateOfNamesakes(name: string, town: readonly string[]): string | null {
    const words = new Set(distinctiveWords(name));
    const needed = Math.min(2, words.size);
    if (needed === 0) return null;
    const required = town.length > 0 ? town : [...words];
    const states = new Set<string>();
    for (const counted of this.placeCounts.values()) {
      // A name of generic words only (`Government Medical College`) is contained in any.
      const contained = counted.nameWords.some((nameWords) =>
        [...nameWords].every((word) => words.has(word)),
      );
      if (!contained || !required.every((word) => counted.words.has(word))) continue;
      const shared = [...words].filter((word) => counted.words.has(word)).length;
      if (shared >= needed) states.add(counted.state);
    }
    return states.size === 1 ? ([...states][0] ?? null) : null;
  }

  /**
   * Each distinctive word of the known institutes' names and addresses, by state: counted from
   * every institute on first need, then by countPlaceWords as institutes are met.
   */
  private index(): Map<string, Map<string, number>> {
    if (this.places) return this.places;
    this.places = new Map();
    for (const entry of this.institutes) this.countPlaceWords(entry);
    return this.places;
  }

  /** Counts the words of an institute's names and address for its state, each word once. */
  countPlaceWords(entry: InstituteEntry): void {
    const places = this.places;
    if (!places) return;
    let counted = this.placeCounts.get(entry);
    if (counted && counted.state !== entry.state) {
      for (const word of counted.words) {
        const counts = places.get(word);
        counts?.set(counted.state, (counts.get(counted.state) ?? 1) - 1);
      }
      counted = undefined;
    }
    if (!entry.state) return;
    // Met again with nothing new (every row of a list meets its institute): nothing to count.
    if (counted?.names === entry.names.length && counted.address === entry.address) return;
    if (!counted) {
      counted = {
        state: entry.state,
        words: new Set(),
        nameWords: [],
        names: 0,
        address: null,
      };
      this.placeCounts.set(entry, counted);
    }
    for (const name of entry.names.slice(counted.names)) {
      counted.nameWords.push(new Set(distinctiveWords(name)));
    }
    counted.names = entry.names.length;
    counted.address = entry.address;
    for (const text of [...entry.names, entry.address ?? '']) {
      for (const word of distinctiveWords(text)) {
        if (counted.words.has(word)) continue;
        counted.words.add(word);
        const counts = places.get(word) ?? new Map<string, number>();
        counts.set(entry.state, (counts.get(entry.state) ?? 0) + 1);
        places.set(word, counts);
      }
    }
  }
}
