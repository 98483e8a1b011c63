import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { course, institute, instituteAlias, university } from '../db/schema';
import type { NormalisedCourse } from './cleaning/courses';
import { diceSimilarity } from './cleaning/similarity';
import {
  lettersKey,
  nameKey,
  repairBrokenWords,
  tidySpaces,
  titleCaseIfShouting,
  WordVocabulary,
} from './cleaning/text';
import type { InstituteMention } from './records';

/** Alias key of a source text: letters and digits only, so spacing and punctuation do not matter. */
function aliasKeyOf(sourceText: string): string {
  return sourceText.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export interface InstituteEntry {
  id: number | null;
  mccCode: string | null;
  name: string;
  nameKey: string;
  address: string | null;
  state: string | null;
  pin: string | null;
  /** Name keys of every spelling matched to this institute. */
  nameKeys: Set<string>;
  /** 3: MCC profile, 2: MCC code list, 1: other files. A better source renames the institute. */
  nameRank: number;
  changed: boolean;
  universityId: number | null;
  website: string | null;
  hostelForMen: boolean | null;
  hostelForWomen: boolean | null;
  /** Code aliases (`karnataka:M001`) of the institute: a different code of one body is another institute. */
  codeAliases: Set<string>;
}

interface PendingAlias {
  aliasKey: string;
  entry: InstituteEntry;
  sourceText: string;
  nameKey: string;
}

const PIN_MATCH = 0.5;
const PIN_ONLY_CANDIDATE_MATCH = 0.35;
const STATE_MATCH = 0.88;

/**
 * Every institute and spelling the database knows, in memory for one import command, so each
 * source row resolves to one institute row: by a spelling seen before, MCC code, PIN plus a
 * similar name, or a (nearly) equal name in the same state; otherwise a new institute.
 */
export class InstituteDirectory {
  private readonly entries: InstituteEntry[] = [];
  private readonly byAlias = new Map<string, InstituteEntry>();
  private readonly byCode = new Map<string, InstituteEntry>();
  private readonly byPin = new Map<string, InstituteEntry[]>();
  private readonly byState = new Map<string, InstituteEntry[]>();
  private readonly pendingAliases: PendingAlias[] = [];
  readonly vocabulary = new WordVocabulary();

  static async load(db: Database): Promise<InstituteDirectory> {
    const directory = new InstituteDirectory();
    const rows = await db.select().from(institute).where(eq(institute.isDemo, false));
    const byId = new Map<number, InstituteEntry>();
    for (const row of rows) {
      const entry: InstituteEntry = {
        id: row.id,
        mccCode: row.mccCode,
        name: row.name,
        nameKey: row.nameKey,
        address: row.address,
        state: row.state,
        pin: row.pin,
        nameKeys: new Set([row.nameKey]),
        nameRank: row.mccCode ? 2 : 1,
        changed: false,
        universityId: row.universityId,
        website: row.website,
        hostelForMen: row.hostelForMen,
        hostelForWomen: row.hostelForWomen,
        codeAliases: new Set(),
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
        if (CODE_ALIAS.test(alias.sourceText)) entry.codeAliases.add(alias.sourceText);
        entry.nameKeys.add(alias.nameKey);
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

  private index(entry: InstituteEntry): void {
    this.entries.push(entry);
    if (entry.mccCode) this.byCode.set(entry.mccCode, entry);
    if (entry.pin) this.byPin.set(entry.pin, [...(this.byPin.get(entry.pin) ?? []), entry]);
    if (entry.state)
      this.byState.set(entry.state, [...(this.byState.get(entry.state) ?? []), entry]);
  }

  /** The display name for a mention: broken words joined, capitals tamed. */
  cleanName(name: string): string {
    return titleCaseIfShouting(tidySpaces(repairBrokenWords(name, this.vocabulary)));
  }

  /**
   * The codes of mentions that only a code can place (`codeOnly`) and that no institute carries
   * yet: writing them would need an institute their names cannot give.
   */
  unknownCodes(mentions: Iterable<InstituteMention>): string[] {
    const unknown = new Set<string>();
    for (const mention of mentions) {
      if (!mention.codeOnly || mention.codeAlias === undefined) continue;
      if (!this.byAlias.has(aliasKeyOf(mention.codeAlias))) unknown.add(mention.codeAlias);
    }
    return [...unknown].sort();
  }

  /**
   * The institute a mention names: by its code alias first (a counselling body's college code
   * names one institute whatever the list calls it, docs/decisions/0038-closing-rank-lists.md),
   * then as resolveByText; the code is remembered as an alias of what the text found.
   */
  resolve(mention: InstituteMention, nameRank = 1): InstituteEntry {
    if (mention.codeAlias === undefined) return this.resolveByText(mention, nameRank);
    const codeKey = aliasKeyOf(mention.codeAlias);
    const byCode = this.byAlias.get(codeKey);
    if (mention.codeOnly) {
      if (!byCode) throw new Error(`no institute carries the code ${mention.codeAlias}`);
      return byCode;
    }
    if (byCode) {
      this.remember(aliasKeyOf(mention.sourceText), byCode, mention.sourceText);
      return byCode;
    }
    // A name never joins an institute that one body's other code names: two KEA codes are two
    // colleges, however alike their names.
    const namespace = codeNamespace(mention.codeAlias);
    const entry = this.resolveByText(
      mention,
      nameRank,
      (candidate) =>
        [...candidate.codeAliases].some((code) => codeNamespace(code) === namespace) ||
        disciplinesDiffer(mention.dental, isDentalName(candidate.name)),
    );
    this.remember(codeKey, entry, mention.codeAlias);
    return entry;
  }

  private remember(aliasKey: string, entry: InstituteEntry, sourceText: string): void {
    if (CODE_ALIAS.test(sourceText)) entry.codeAliases.add(sourceText);
    if (this.byAlias.get(aliasKey) === entry) return;
    this.byAlias.set(aliasKey, entry);
    this.pendingAliases.push({ aliasKey, entry, sourceText, nameKey: entry.nameKey });
  }

  private resolveByText(
    mention: InstituteMention,
    nameRank: number,
    excluded: (entry: InstituteEntry) => boolean = () => false,
  ): InstituteEntry {
    const aliasKey = aliasKeyOf(mention.sourceText);
    const known = this.byAlias.get(aliasKey);
    if (
      known &&
      !excluded(known) &&
      (!mention.mccCode || !known.mccCode || known.mccCode === mention.mccCode)
    ) {
      if (mention.mccCode && !known.mccCode) this.adoptCode(known, mention.mccCode);
      this.improve(known, mention, nameRank);
      return known;
    }
    const name = this.cleanName(mention.name);
    const key = nameKey(name);
    let entry = mention.mccCode ? this.byCode.get(mention.mccCode) : undefined;
    entry ??= this.match(key, mention, mention.mccCode !== null, excluded);
    if (entry) {
      if (mention.mccCode && !entry.mccCode) this.adoptCode(entry, mention.mccCode);
      entry.nameKeys.add(key);
      this.improve(entry, mention, nameRank);
    } else {
      entry = {
        id: null,
        mccCode: mention.mccCode,
        name,
        nameKey: key,
        address: mention.address,
        state: mention.state,
        pin: mention.pin,
        nameKeys: new Set([key]),
        nameRank,
        changed: true,
        universityId: null,
        website: null,
        hostelForMen: null,
        hostelForWomen: null,
        codeAliases: new Set(),
      };
      this.index(entry);
    }
    this.byAlias.set(aliasKey, entry);
    this.pendingAliases.push({ aliasKey, entry, sourceText: mention.sourceText, nameKey: key });
    return entry;
  }

  private adoptCode(entry: InstituteEntry, code: string): void {
    entry.mccCode = code;
    entry.changed = true;
    this.byCode.set(code, entry);
  }

  /** A better source (profile over code list over allotment text) fills in and renames. */
  private improve(entry: InstituteEntry, mention: InstituteMention, nameRank: number): void {
    if (nameRank > entry.nameRank || (nameRank === entry.nameRank && nameRank >= 2)) {
      const name = this.cleanName(mention.name);
      if (name !== entry.name) {
        entry.name = name;
        entry.nameKey = nameKey(name);
        entry.nameKeys.add(entry.nameKey);
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
      }
    }
  }

  private match(
    key: string,
    mention: InstituteMention,
    onlyUncoded: boolean,
    excluded: (entry: InstituteEntry) => boolean,
  ): InstituteEntry | undefined {
    const eligible = (entry: InstituteEntry) =>
      (!onlyUncoded || entry.mccCode === null) && !excluded(entry);
    const score = (entry: InstituteEntry) =>
      Math.max(...[...entry.nameKeys].map((candidate) => similarity(key, candidate)));
    if (mention.pin) {
      const candidates = (this.byPin.get(mention.pin) ?? []).filter(eligible);
      const best = bestOf(candidates, score);
      const threshold = candidates.length === 1 ? PIN_ONLY_CANDIDATE_MATCH : PIN_MATCH;
      if (best && best.score >= threshold) return best.entry;
      return undefined;
    }
    if (mention.state) {
      const candidates = (this.byState.get(mention.state) ?? []).filter(eligible);
      const best = bestOf(candidates, score);
      if (best && best.score >= STATE_MATCH) return best.entry;
    }
    return undefined;
  }

  /** Inserts new institutes, updates changed ones and records new spellings. */
  async flush(db: Database): Promise<void> {
    const created = this.entries.filter((entry) => entry.id === null);
    for (let start = 0; start < created.length; start += 1000) {
      const batch = created.slice(start, start + 1000);
      const ids = await db
        .insert(institute)
        .values(batch.map((entry) => instituteValues(entry)))
        .returning({ id: institute.id });
      batch.forEach((entry, index) => {
        entry.id = ids[index]?.id ?? null;
        entry.changed = false;
      });
    }
    for (const entry of this.entries) {
      if (!entry.changed || entry.id === null) continue;
      await db.update(institute).set(instituteValues(entry)).where(eq(institute.id, entry.id));
      entry.changed = false;
    }
    // One row per spelling: the last resolution of a text wins.
    const aliases = [
      ...new Map(this.pendingAliases.splice(0).map((alias) => [alias.aliasKey, alias])).values(),
    ];
    for (let start = 0; start < aliases.length; start += 2000) {
      const batch = aliases.slice(start, start + 2000).flatMap((alias) =>
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
      if (batch.length > 0) {
        await db
          .insert(instituteAlias)
          .values(batch)
          .onConflictDoUpdate({
            target: instituteAlias.aliasKey,
            set: { instituteId: sql`excluded.institute_id` },
          });
      }
    }
  }
}

/** An alias text that is a body's code for the institute: `karnataka:M001`, `telangana:NIMS`. */
const CODE_ALIAS = /^[a-z]+:[^|]+$/;
const codeNamespace = (codeAlias: string) => codeAlias.slice(0, codeAlias.indexOf(':'));
const disciplinesDiffer = (left: boolean | undefined, right: boolean | undefined) =>
  left !== undefined && right !== undefined && left !== right;
/** A name that says dental, or says medical without dental; undefined when it says neither. */
function isDentalName(name: string): boolean | undefined {
  if (/dental/i.test(name)) return true;
  return /medical/i.test(name) ? false : undefined;
}

function similarity(left: string, right: string): number {
  if (left === right) return 1;
  // One name may carry the city or state the other leaves out.
  if (left.length >= 8 && right.length >= 8 && (left.startsWith(right) || right.startsWith(left)))
    return 0.9;
  return diceSimilarity(left, right);
}

function bestOf(
  candidates: InstituteEntry[],
  score: (entry: InstituteEntry) => number,
): { entry: InstituteEntry; score: number } | undefined {
  let best: { entry: InstituteEntry; score: number } | undefined;
  for (const entry of candidates) {
    const value = score(entry);
    if (!best || value > best.score) best = { entry, score: value };
  }
  return best;
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
    if (created.length > 0) {
      const ids = await db
        .insert(course)
        .values(created.map((entry) => courseValues(entry.course)))
        .returning({ id: course.id });
      created.forEach((entry, index) => {
        entry.id = ids[index]?.id ?? null;
      });
    }
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

/** Universities by normalised name; returns the id, creating the row when new. */
export async function universityId(
  db: Database,
  name: string,
  state: string | null,
): Promise<number> {
  const key = nameKey(name) || lettersKey(name);
  const existing = await db
    .select({ id: university.id })
    .from(university)
    .where(inArray(university.nameKey, [key]));
  const found = existing[0];
  if (found) return found.id;
  const inserted = await db
    .insert(university)
    .values({ name: titleCaseIfShouting(name), nameKey: key, state })
    .returning({ id: university.id });
  const row = inserted[0];
  if (!row) throw new Error(`could not create university ${name}`);
  return row.id;
}
