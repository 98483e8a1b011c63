import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { institute, instituteAlias } from '../../db/schema';
import {
  nameKey,
  repairBrokenWords,
  tidySpaces,
  titleCaseIfShouting,
  WordVocabulary,
} from '../cleaning/text';
import { sourceCodeScheme, type InstituteMention } from '../parsed-records';
import { inBatches } from '../sql-batch';
import { aliasKeyOf, codesConflict, disciplinesDiffer, type InstituteEntry } from './entry';
import { bestMatch } from './name-match';
import { PlaceIndex } from './place-index';

export type { InstituteEntry } from './entry';

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
  /** Which state a short name's place says (place-index.ts). */
  private readonly places = new PlaceIndex(this.entries);
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
        nameTrust: row.mccCode ? 2 : 1,
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
    this.places.countPlaceWords(entry);
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

  resolve(mention: InstituteMention, nameTrust = 1): InstituteEntry {
    const entry = this.find(mention, nameTrust);
    if (!this.created.has(entry)) this.matched.add(entry);
    const ambiguous = this.ambiguous.get(entry);
    if (ambiguous) ambiguous.rows += 1;
    return entry;
  }

  private find(mention: InstituteMention, nameTrust: number): InstituteEntry {
    if (mention.codeOnly) {
      const byCode = mention.sourceCode ? this.bySourceCode.get(mention.sourceCode) : undefined;
      if (!byCode) throw new Error(`no institute carries the code ${mention.sourceCode ?? ''}`);
      return byCode;
    }
    const aliasKey = aliasKeyOf(mention.sourceText);
    const known = this.byAlias.get(aliasKey);
    if (known && !codesConflict(known, mention) && !disciplinesDiffer(known, mention)) {
      this.adoptCodes(known, mention);
      this.improve(known, mention, nameTrust);
      return known;
    }
    const name = this.cleanName(mention.name);
    const key = nameKey(name);
    // A short name with no state and no PIN (MCC's UG lists: `Saveetha Medical College,
    // Chennai`) is placed by its town, so that it can meet its institute and show a state.
    const placed =
      mention.state === null && mention.pin === null
        ? { ...mention, state: this.places.stateOf(name) }
        : mention;
    let entry = placed.mccCode ? this.byCode.get(placed.mccCode) : undefined;
    entry ??= placed.sourceCode ? this.bySourceCode.get(placed.sourceCode) : undefined;
    let fits = 0;
    if (!entry) ({ entry, fits } = bestMatch(this.scopeOf(placed), key, name, placed));
    // The same ambiguous name again joins the institute it was kept apart on, so that one name
    // is not spread over a new institute per spelling.
    const apartKey = `${placed.pin ?? ''}|${placed.state ?? ''}|${key}`;
    if (!entry && fits > 1) entry = this.keptApart.get(apartKey);
    if (entry) {
      this.adoptCodes(entry, placed);
      entry.nameKeys.add(key);
      if (!entry.names.includes(name)) entry.names.push(name);
      this.improve(entry, placed, nameTrust);
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
        nameTrust,
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

  /** The institutes a mention's name is matched among: at its PIN, else in its state. */
  private scopeOf(mention: InstituteMention): readonly InstituteEntry[] | undefined {
    if (mention.pin) return this.byPin.get(mention.pin);
    return mention.state ? this.byState.get(mention.state) : undefined;
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
  private improve(entry: InstituteEntry, mention: InstituteMention, nameTrust: number): void {
    if (nameTrust > entry.nameTrust || (nameTrust === entry.nameTrust && nameTrust >= 2)) {
      const name = this.cleanName(mention.name);
      if (name !== entry.name) {
        entry.name = name;
        entry.nameKey = nameKey(name);
        entry.nameKeys.add(entry.nameKey);
        if (!entry.names.includes(name)) entry.names.push(name);
        entry.changed = true;
      }
      entry.nameTrust = nameTrust;
    }
    for (const field of ['address', 'state', 'pin'] as const) {
      const value = mention[field];
      if (value && (!entry[field] || nameTrust >= 2) && entry[field] !== value) {
        entry[field] = value;
        entry.changed = true;
        if (field === 'pin') this.byPin.set(value, [...(this.byPin.get(value) ?? []), entry]);
        if (field === 'state') {
          this.byState.set(value, [...(this.byState.get(value) ?? []), entry]);
        }
      }
    }
    this.places.countPlaceWords(entry);
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
