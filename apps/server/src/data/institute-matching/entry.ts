import { disciplineOf } from '../cleaning/institute-names';
import { sourceCodeScheme, type InstituteMention } from '../parsed-records';

/** Alias key of a source text: letters and digits only, so spacing and punctuation do not matter. */
export function aliasKeyOf(sourceText: string): string {
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
  nameTrust: number;
  changed: boolean;
  universityId: number | null;
  website: string | null;
  hostelForMen: boolean | null;
  hostelForWomen: boolean | null;
}

/** Whether an entry has a code of a scheme the mention has a code of: only that code may match. */
export function codedAlike(entry: InstituteEntry, mention: InstituteMention): boolean {
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
export function disciplinesDiffer(entry: InstituteEntry, mention: InstituteMention): boolean {
  if (mention.dental === undefined) return false;
  const discipline = disciplineOf([entry.name]);
  return discipline !== null && (discipline === 'dental') !== mention.dental;
}

/** Whether an entry carries another code of the scheme of one of the mention's codes. */
export function codesConflict(entry: InstituteEntry, mention: InstituteMention): boolean {
  if (mention.mccCode && entry.mccCode && mention.mccCode !== entry.mccCode) return true;
  return (
    mention.sourceCode !== null &&
    !entry.sourceCodes.has(mention.sourceCode) &&
    codedAlike(entry, { ...mention, mccCode: null })
  );
}
