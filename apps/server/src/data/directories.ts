import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { course, institute, instituteAlias, university } from '../db/schema';
import type { NormalisedCourse } from './cleaning/courses';
import { disciplineOf, distinctiveWords, nameAgreement } from './cleaning/institute-names';
import type { UniversityName } from './cleaning/universities';
import { diceSimilarity } from './cleaning/similarity';
import {
  lettersKey,
  nameKey,
  repairBrokenWords,
  tidySpaces,
  titleCaseIfShouting,
  WordVocabulary,
} from './cleaning/text';
import { stateNamedIn } from './cleaning/states';
import { sourceCodeScheme, type InstituteMention } from './records';
import { inBatches } from './sql-batch';

/** Alias key of a source text: letters and digits only, so spacing and punctuation do not matter. */
function aliasKeyOf(sourceText: string): string {
  return sourceText.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export interface InstituteEntry {
  id: number | null;
  mccCode: string | null;
  /** Counselling codes (`telangana:SHDN(060)`) that name this institute. */
  sourceCodes: Set<string>;
  name: string;
  nameKey: string;
  address: string | null;
  state: string | null;
  pin: string | null;
  /** Name keys of every spelling matched to this institute. */
  nameKeys: Set<string>;
  /** Its names as written (with word boundaries), for the distinctive-word check. */
  names: string[];
  /** The source texts that named it (aliases), searched for a word the names leave out. */
  sourceTexts: string[];
  /** 3: MCC profile, 2: MCC code list, 1: other files. A better source renames the institute. */
  nameRank: number;
  changed: boolean;
  universityId: number | null;
  website: string | null;
  hostelForMen: boolean | null;
  hostelForWomen: boolean | null;
}

interface PendingAlias {
  aliasKey: string;
  entry: InstituteEntry;
  sourceText: string;
  nameKey: string;
}

/**
 * A name no institute can be matched by: it fitted several institutes equally (or, with no
 * distinctive word, several of its state), or several institutes of one state share it.
 */
export interface AmbiguousName {
  name: string;
  state: string | null;
  /** How many institutes the name fits. */
  institutes: number;
  /** Source rows of the import that named it; they went to an institute of their own. */
  rows: number;
}

/** What an import did to institutes: matched (existing ones met), created, ambiguous names. */
export interface InstituteMatching {
  matched: number;
  created: number;
  ambiguous: AmbiguousName[];
}

const PIN_MATCH = 0.5;
const STATE_MATCH = 0.88;

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

/** Whether an entry has a code of a scheme the mention has a code of: only that code may match. */
function codedAlike(entry: InstituteEntry, mention: InstituteMention): boolean {
  if (mention.mccCode && entry.mccCode) return true;
  const scheme = mention.sourceCode ? sourceCodeScheme(mention.sourceCode) : null;
  return (
    scheme !== null && [...entry.sourceCodes].some((code) => sourceCodeScheme(code) === scheme)
  );
}

/**
 * Whether a KEA code letter (dental or medical) and the institute's name disagree: a name match
 * never crosses from a dental college to a medical one.
 */
function disciplinesDiffer(entry: InstituteEntry, mention: InstituteMention): boolean {
  if (mention.dental === undefined) return false;
  const discipline = disciplineOf([entry.name]);
  return discipline !== null && (discipline === 'dental') !== mention.dental;
}

/** Whether an entry carries another code of the scheme of one of the mention's codes. */
function codesConflict(entry: InstituteEntry, mention: InstituteMention): boolean {
  if (mention.mccCode && entry.mccCode && mention.mccCode !== entry.mccCode) return true;
  return (
    mention.sourceCode !== null &&
    !entry.sourceCodes.has(mention.sourceCode) &&
    codedAlike(entry, { ...mention, mccCode: null })
  );
}

/**
 * Every institute and spelling the database knows, in memory for one import command, so each
 * source row resolves to one institute row: by a spelling seen before, a code (MCC or a
 * counselling's), PIN plus a similar name, or a (nearly) equal name in the same state; otherwise
 * a new institute. Two institutes are never merged: codes of one scheme that differ, or a
 * distinctive word one name has and the other side never mentions, stop a match, and a name that
 * fits several institutes equally matches none (docs/decisions/0039-one-row-per-institute.md).
 */
export class InstituteDirectory {
  private readonly entries: InstituteEntry[] = [];
  private readonly byAlias = new Map<string, InstituteEntry>();
  private readonly byCode = new Map<string, InstituteEntry>();
  private readonly bySourceCode = new Map<string, InstituteEntry>();
  private readonly byPin = new Map<string, InstituteEntry[]>();
  private readonly byState = new Map<string, InstituteEntry[]>();
  private readonly pendingAliases: PendingAlias[] = [];
  private readonly matched = new Set<InstituteEntry>();
  private readonly created = new Set<InstituteEntry>();
  private readonly ambiguous = new Map<InstituteEntry, AmbiguousName>();
  private readonly keptApart = new Map<string, InstituteEntry>();
  /**
   * Per place word, how many known institutes of each state use it: built on first need, then
   * kept up to date as institutes are met, so that a short name meets the full texts its own
   * import names (docs/decisions/0062-a-short-names-state-from-its-place.md,
   * docs/decisions/0064-a-short-name-meets-its-whole-import.md).
   */
  private places: Map<string, Map<string, number>> | null = null;
  /** The state and words each institute is counted with in `places`, and the texts read. */
  private readonly placeCounts = new Map<InstituteEntry, PlaceCount>();
  readonly vocabulary = new WordVocabulary();

  static async load(db: Database): Promise<InstituteDirectory> {
    const directory = new InstituteDirectory();
    const rows = await db.select().from(institute).where(eq(institute.isDemo, false));
    const byId = new Map<number, InstituteEntry>();
    for (const row of rows) {
      const entry: InstituteEntry = {
        id: row.id,
        mccCode: row.mccCode,
        sourceCodes: new Set(),
        name: row.name,
        nameKey: row.nameKey,
        address: row.address,
        state: row.state,
        pin: row.pin,
        nameKeys: new Set([row.nameKey]),
        names: [row.name],
        sourceTexts: [],
        nameRank: row.mccCode ? 2 : 1,
        changed: false,
        universityId: row.universityId,
        website: row.website,
        hostelForMen: row.hostelForMen,
        hostelForWomen: row.hostelForWomen,
      };
      byId.set(row.id, entry);
      directory.index(entry);
      directory.vocabulary.add(row.name);
    }
    if (rows.length > 0) {
      const aliases = await db.select().from(instituteAlias);
      for (const alias of aliases) {
        const entry = byId.get(alias.instituteId);
        if (!entry) continue;
        directory.byAlias.set(alias.aliasKey, entry);
        entry.nameKeys.add(alias.nameKey);
        if (sourceCodeScheme(alias.sourceText)) directory.addSourceCode(entry, alias.sourceText);
        else entry.sourceTexts.push(alias.sourceText);
        directory.vocabulary.add(alias.sourceText);
      }
    }
    return directory;
  }

  /** Learns the words of a batch of names before resolving them (for broken-word repair). */
  learn(mentions: Iterable<InstituteMention>): void {
    for (const mention of mentions) this.vocabulary.add(mention.name);
  }

  get all(): readonly InstituteEntry[] {
    return this.entries;
  }

  /**
   * Institutes matched and created so far, and the ambiguous names: those a source named that
   * fitted several institutes, and those several institutes this import met share in one state.
   */
  get matching(): InstituteMatching {
    const ambiguous = new Map<string, AmbiguousName>();
    const keyOf = (state: string | null, name: string) => `${state ?? ''}|${nameKey(name)}`;
    for (const record of this.ambiguous.values()) {
      ambiguous.set(keyOf(record.state, record.name), { ...record });
    }
    const sharing = new Map<string, InstituteEntry[]>();
    for (const entry of [...this.matched, ...this.created]) {
      const key = keyOf(entry.state, entry.name);
      sharing.set(key, [...(sharing.get(key) ?? []), entry]);
    }
    for (const [key, entries] of sharing) {
      const first = entries[0];
      if (!first || entries.length < 2 || ambiguous.has(key)) continue;
      ambiguous.set(key, {
        name: first.name,
        state: first.state,
        institutes: entries.length,
        rows: 0,
      });
    }
    return {
      matched: this.matched.size,
      created: this.created.size,
      ambiguous: [...ambiguous.values()].sort(
        (left, right) =>
          right.institutes - left.institutes ||
          right.rows - left.rows ||
          left.name.localeCompare(right.name),
      ),
    };
  }

  private index(entry: InstituteEntry): void {
    this.entries.push(entry);
    if (entry.mccCode) this.byCode.set(entry.mccCode, entry);
    if (entry.pin) this.byPin.set(entry.pin, [...(this.byPin.get(entry.pin) ?? []), entry]);
    if (entry.state)
      this.byState.set(entry.state, [...(this.byState.get(entry.state) ?? []), entry]);
    this.countPlaceWords(entry);
  }

  private addSourceCode(entry: InstituteEntry, code: string): void {
    entry.sourceCodes.add(code);
    this.bySourceCode.set(code, entry);
  }

  /** The display name for a mention: broken words joined, capitals tamed. */
  cleanName(name: string): string {
    return titleCaseIfShouting(tidySpaces(repairBrokenWords(name, this.vocabulary)));
  }

  /**
   * The codes of mentions that only a code can place (`codeOnly`) and that no institute carries
   * yet: writing them would need an institute their names cannot give
   * (docs/decisions/0038-closing-rank-lists.md).
   */
  unknownCodes(mentions: Iterable<InstituteMention>): string[] {
    const unknown = new Set<string>();
    for (const mention of mentions) {
      if (!mention.codeOnly || mention.sourceCode === null) continue;
      if (!this.bySourceCode.has(mention.sourceCode)) unknown.add(mention.sourceCode);
    }
    return [...unknown].sort();
  }

  resolve(mention: InstituteMention, nameRank = 1): InstituteEntry {
    const entry = this.find(mention, nameRank);
    if (!this.created.has(entry)) this.matched.add(entry);
    const ambiguous = this.ambiguous.get(entry);
    if (ambiguous) ambiguous.rows += 1;
    return entry;
  }

  private find(mention: InstituteMention, nameRank: number): InstituteEntry {
    if (mention.codeOnly) {
      const byCode = mention.sourceCode ? this.bySourceCode.get(mention.sourceCode) : undefined;
      if (!byCode) throw new Error(`no institute carries the code ${mention.sourceCode ?? ''}`);
      return byCode;
    }
    const aliasKey = aliasKeyOf(mention.sourceText);
    const known = this.byAlias.get(aliasKey);
    if (known && !codesConflict(known, mention) && !disciplinesDiffer(known, mention)) {
      this.adoptCodes(known, mention);
      this.improve(known, mention, nameRank);
      return known;
    }
    const name = this.cleanName(mention.name);
    const key = nameKey(name);
    // A short name with no state and no PIN (MCC's UG lists: `Saveetha Medical College,
    // Chennai`) is placed by its town, so that it can meet its institute and show a state.
    const placed =
      mention.state === null && mention.pin === null
        ? { ...mention, state: this.stateOfPlace(name) }
        : mention;
    let entry = placed.mccCode ? this.byCode.get(placed.mccCode) : undefined;
    entry ??= placed.sourceCode ? this.bySourceCode.get(placed.sourceCode) : undefined;
    let fits = 0;
    if (!entry) ({ entry, fits } = this.match(key, name, placed));
    // The same ambiguous name again joins the institute it was kept apart on, so that one name
    // is not spread over a new institute per spelling.
    const apartKey = `${placed.pin ?? ''}|${placed.state ?? ''}|${key}`;
    if (!entry && fits > 1) entry = this.keptApart.get(apartKey);
    if (entry) {
      this.adoptCodes(entry, placed);
      entry.nameKeys.add(key);
      if (!entry.names.includes(name)) entry.names.push(name);
      this.improve(entry, placed, nameRank);
    } else {
      entry = {
        id: null,
        mccCode: placed.mccCode,
        sourceCodes: new Set(),
        name,
        nameKey: key,
        address: placed.address,
        state: placed.state,
        pin: placed.pin,
        nameKeys: new Set([key]),
        names: [name],
        sourceTexts: [],
        nameRank,
        changed: true,
        universityId: null,
        website: null,
        hostelForMen: null,
        hostelForWomen: null,
      };
      this.index(entry);
      this.adoptCodes(entry, placed);
      this.created.add(entry);
      if (fits > 1) {
        this.ambiguous.set(entry, { name, state: placed.state, institutes: fits, rows: 0 });
        this.keptApart.set(apartKey, entry);
      }
    }
    this.byAlias.set(aliasKey, entry);
    if (!sourceCodeScheme(placed.sourceText)) entry.sourceTexts.push(placed.sourceText);
    this.pendingAliases.push({ aliasKey, entry, sourceText: placed.sourceText, nameKey: key });
    return entry;
  }

  /**
   * The state a short name is in (docs/decisions/0062-a-short-names-state-from-its-place.md,
   * docs/decisions/0064-a-short-name-meets-its-whole-import.md), from
   * the first of: a state's name in its place (the text after its last comma, else its last word:
   * stateNamedIn); for a place after a comma, the state of nearly every known institute whose
   * names or address use its words; the one state of the known institutes it could be short for
   * (stateOfNamesakes); a state named among its words (`Safdarjung Hospital New Delhi, VMMC`).
   * Null when none says one state.
   */
  private stateOfPlace(name: string): string | null {
    const place = placeOf(name);
    const named = stateNamedIn(place);
    if (named) return named;
    const places = this.placeIndex();
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
  private placeIndex(): Map<string, Map<string, number>> {
    if (this.places) return this.places;
    this.places = new Map();
    for (const entry of this.entries) this.countPlaceWords(entry);
    return this.places;
  }

  /** Counts the words of an institute's names and address for its state, each word once. */
  private countPlaceWords(entry: InstituteEntry): void {
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

  private adoptCodes(entry: InstituteEntry, mention: InstituteMention): void {
    if (mention.mccCode && !entry.mccCode) {
      entry.mccCode = mention.mccCode;
      entry.changed = true;
      this.byCode.set(mention.mccCode, entry);
    }
    if (mention.sourceCode) {
      this.addSourceCode(entry, mention.sourceCode);
      // A KEA list names the college beside its code: the code is an alias of its own.
      const codeKey = aliasKeyOf(mention.sourceCode);
      if (codeKey !== aliasKeyOf(mention.sourceText) && this.byAlias.get(codeKey) !== entry) {
        this.byAlias.set(codeKey, entry);
        this.pendingAliases.push({
          aliasKey: codeKey,
          entry,
          sourceText: mention.sourceCode,
          nameKey: entry.nameKey,
        });
      }
    }
  }

  /** A better source (profile over code list over allotment text) fills in and renames. */
  private improve(entry: InstituteEntry, mention: InstituteMention, nameRank: number): void {
    if (nameRank > entry.nameRank || (nameRank === entry.nameRank && nameRank >= 2)) {
      const name = this.cleanName(mention.name);
      if (name !== entry.name) {
        entry.name = name;
        entry.nameKey = nameKey(name);
        entry.nameKeys.add(entry.nameKey);
        if (!entry.names.includes(name)) entry.names.push(name);
        entry.changed = true;
      }
      entry.nameRank = nameRank;
    }
    for (const field of ['address', 'state', 'pin'] as const) {
      const value = mention[field];
      if (value && (!entry[field] || nameRank >= 2) && entry[field] !== value) {
        entry[field] = value;
        entry.changed = true;
        if (field === 'pin') this.byPin.set(value, [...(this.byPin.get(value) ?? []), entry]);
        if (field === 'state') {
          this.byState.set(value, [...(this.byState.get(value) ?? []), entry]);
        }
      }
    }
    this.countPlaceWords(entry);
  }

  /**
   * The one institute a name fits: among those at the mention's PIN (else in its state) that
   * carry no other code of the mention's schemes and whose names agree with it word for word,
   * the most similar name, above a threshold. A tie (after the addresses' likeness) matches
   * none; so does a name with no distinctive word when only the state is known.
   */
  private match(
    key: string,
    name: string,
    mention: InstituteMention,
  ): { entry: InstituteEntry | undefined; fits: number } {
    const scope = mention.pin
      ? this.byPin.get(mention.pin)
      : mention.state
        ? this.byState.get(mention.state)
        : undefined;
    const threshold = mention.pin ? PIN_MATCH : STATE_MATCH;
    const evidence = {
      names: [name],
      address: mention.address,
      state: mention.state,
      texts: [key],
    };
    // Similarity first: it is cheaper than the word check and rules out most of a state.
    const scored = (scope ?? [])
      .filter((entry) => !codedAlike(entry, mention) && !disciplinesDiffer(entry, mention))
      .map((entry) => ({
        entry,
        score: Math.max(...[...entry.nameKeys].map((candidate) => similarity(key, candidate))),
      }))
      .filter(({ score }) => score >= threshold)
      .map((candidate) => ({
        ...candidate,
        agreement: nameAgreement(evidence, {
          names: candidate.entry.names,
          address: candidate.entry.address,
          state: candidate.entry.state,
          texts: [...candidate.entry.nameKeys, ...candidate.entry.sourceTexts],
        }),
      }))
      .filter(({ agreement }) => agreement > 0);
    if (!mention.pin && distinctiveWords(name).length === 0) {
      // "Government Medical College, Telangana" names no one college of the state.
      return { entry: undefined, fits: scored.length };
    }
    // The most similar name; of equals, the one whose words agree most closely (word for word
    // before a place its own address names, before a place the other name is silent on:
    // `Kasturba Med Coll, Manipal` is the Manipal college, not the Mangalore one of Manipal
    // University); of equals still, the one whose address is most alike the mention's.
    const best = Math.max(...scored.map((candidate) => candidate.score));
    let top = scored.filter((candidate) => candidate.score === best);
    const closest = Math.max(...top.map((candidate) => candidate.agreement));
    top = top.filter((candidate) => candidate.agreement === closest);
    if (top.length > 1 && mention.address) {
      const addressKey = lettersKey(mention.address);
      const byAddress = top.map((candidate) => ({
        ...candidate,
        score: diceSimilarity(addressKey, lettersKey(candidate.entry.address ?? '')),
      }));
      const bestAddress = Math.max(...byAddress.map((candidate) => candidate.score));
      top = byAddress.filter((candidate) => candidate.score === bestAddress);
    }
    return top.length > 1
      ? { entry: undefined, fits: top.length }
      : { entry: top[0]?.entry, fits: top.length };
  }

  /** Inserts new institutes, updates changed ones and records new spellings. */
  async flush(db: Database): Promise<void> {
    const created = this.entries.filter((entry) => entry.id === null);
    await inBatches(created, async (batch) => {
      const ids = await db
        .insert(institute)
        .values(batch.map((entry) => instituteValues(entry)))
        .returning({ id: institute.id });
      batch.forEach((entry, index) => {
        entry.id = ids[index]?.id ?? null;
        entry.changed = false;
      });
    });
    for (const entry of this.entries) {
      if (!entry.changed || entry.id === null) continue;
      await db.update(institute).set(instituteValues(entry)).where(eq(institute.id, entry.id));
      entry.changed = false;
    }
    // One row per spelling: the last resolution of a text wins.
    const aliases = [
      ...new Map(this.pendingAliases.splice(0).map((alias) => [alias.aliasKey, alias])).values(),
    ];
    const rows = aliases.flatMap((alias) =>
      alias.entry.id === null
        ? []
        : [
            {
              aliasKey: alias.aliasKey,
              instituteId: alias.entry.id,
              sourceText: alias.sourceText,
              nameKey: alias.nameKey,
            },
          ],
    );
    await inBatches(rows, async (batch) => {
      await db
        .insert(instituteAlias)
        .values(batch)
        .onConflictDoUpdate({
          target: instituteAlias.aliasKey,
          set: { instituteId: sql`excluded.institute_id` },
        });
    });
  }
}

function similarity(left: string, right: string): number {
  if (left === right) return 1;
  // One name may carry the city or state the other leaves out (nameAgreement checked that the
  // other side's address or state names it).
  if (left.length >= 8 && right.length >= 8 && (left.startsWith(right) || right.startsWith(left)))
    return 0.9;
  return diceSimilarity(left, right);
}

function instituteValues(entry: InstituteEntry) {
  return {
    mccCode: entry.mccCode,
    name: entry.name,
    nameKey: entry.nameKey,
    address: entry.address,
    state: entry.state,
    pin: entry.pin,
    universityId: entry.universityId,
    website: entry.website,
    hostelForMen: entry.hostelForMen,
    hostelForWomen: entry.hostelForWomen,
  };
}

/** Courses by normalised key; new ones are created on flush. */
export class CourseDirectory {
  private readonly byKey = new Map<
    string,
    { id: number | null; course: NormalisedCourse; changed: boolean }
  >();

  static async load(db: Database): Promise<CourseDirectory> {
    const directory = new CourseDirectory();
    const rows = await db.select().from(course).where(eq(course.isDemo, false));
    for (const row of rows) {
      directory.byKey.set(row.nameKey, {
        id: row.id,
        changed: false,
        course: {
          key: row.nameKey,
          name: row.name,
          shortName: row.shortName ?? row.name,
          level: row.level,
          degreeType: row.degreeType ?? '',
          clinicalType: (row.clinicalType as NormalisedCourse['clinicalType']) ?? null,
          durationYears: row.durationYears,
          degreeTerm: (row.degreeTerm as NormalisedCourse['degreeTerm']) ?? 'Degree',
        },
      });
    }
    return directory;
  }

  /** Registers a course (and, when `facts`, its clinical type) and returns its entry. */
  resolve(normalised: NormalisedCourse, facts = false) {
    const known = this.byKey.get(normalised.key);
    if (known) {
      if (
        facts &&
        normalised.clinicalType &&
        normalised.clinicalType !== known.course.clinicalType
      ) {
        known.course = { ...known.course, clinicalType: normalised.clinicalType };
        known.changed = true;
      }
      return known;
    }
    const entry = { id: null, course: normalised, changed: false };
    this.byKey.set(normalised.key, entry);
    return entry;
  }

  idOf(normalised: NormalisedCourse): number {
    const id = this.byKey.get(normalised.key)?.id;
    if (id === null || id === undefined)
      throw new Error(`course ${normalised.key} was not flushed`);
    return id;
  }

  nameOf(normalised: NormalisedCourse): string {
    return this.byKey.get(normalised.key)?.course.name ?? normalised.name;
  }

  async flush(db: Database): Promise<void> {
    const created = [...this.byKey.values()].filter((entry) => entry.id === null);
    await inBatches(created, async (batch) => {
      const ids = await db
        .insert(course)
        .values(batch.map((entry) => courseValues(entry.course)))
        .returning({ id: course.id });
      batch.forEach((entry, index) => {
        entry.id = ids[index]?.id ?? null;
      });
    });
    for (const entry of this.byKey.values()) {
      if (!entry.changed || entry.id === null) continue;
      await db.update(course).set(courseValues(entry.course)).where(eq(course.id, entry.id));
      entry.changed = false;
    }
  }
}

function courseValues(normalised: NormalisedCourse) {
  return {
    name: normalised.name,
    nameKey: normalised.key,
    shortName: normalised.shortName,
    level: normalised.level,
    degreeType: normalised.degreeType,
    clinicalType: normalised.clinicalType,
    durationYears: normalised.durationYears,
    degreeTerm: normalised.degreeTerm,
  };
}

/**
 * The row of a university (`universityOf`, cleaning/universities.ts, names it and gives its key);
 * returns the id, creating the row when new.
 */
export async function universityId(db: Database, named: UniversityName): Promise<number> {
  const existing = await db
    .select({ id: university.id })
    .from(university)
    .where(eq(university.nameKey, named.nameKey));
  const found = existing[0];
  if (found) return found.id;
  const inserted = await db.insert(university).values(named).returning({ id: university.id });
  const row = inserted[0];
  if (!row) throw new Error(`could not create university ${named.name}`);
  return row.id;
}
