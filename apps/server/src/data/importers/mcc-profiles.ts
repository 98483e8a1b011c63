import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { PROFILE_MONEY_BOXES, type ProfileMoneyBox } from '@seatscope/shared';
import { parseAmount, parseFee } from '../cleaning/amounts';
import { knownState } from '../cleaning/states';
import { tidySpaces } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import { BadFileError } from '../import-kind-names';
import { emptyParsedFile, type ParsedFile, type SourceFile } from '../parsed-records';
import { mentionFromMccText } from './mention';

/**
 * A row MCC's system holds for its own testing (`701722|Test Demo 2023, Nic New Delhi, Bihar,
 * 788989`, with a profile of its own): no institute, so it is rejected rather than listed.
 */
const TEST_ENTRY = /^(test|demo|dummy|sample)\b/i;
const TEST_ENTRY_REASON = "a test entry of MCC's system, not an institute";

/** `institutes.txt`: `code|name, address, state, PIN`, one institute a line. */
export function parseInstituteCodes(file: SourceFile): ParsedFile {
  const content = file.bytes.toString('utf8');
  if (content.trim().length === 0) throw new BadFileError(file.path, 'the file is empty');
  const parsed = emptyParsedFile('mcc-profiles', file, 'mcc-profiles/institutes');
  const firstLineByCode = new Map<string, number>();
  const lines = content.split(/\r?\n/);
  const nonEmpty = lines.filter((line) => line.trim().length > 0);
  if (!nonEmpty.some((line) => /^\s*\d+\s*\|/.test(line))) {
    throw new BadFileError(
      file.path,
      'not an MCC institute code list (lines "code|name, ..., PIN")',
    );
  }
  lines.forEach((line, index) => {
    if (line.trim().length === 0) return;
    const row = index + 1;
    parsed.rowsRead += 1;
    const match = /^\s*(\d+)\s*\|(.+)$/.exec(line);
    if (!match?.[1] || !match[2]) {
      parsed.rejections.push({ row, reason: 'not "code|name, address, state, PIN"' });
      return;
    }
    const code = match[1];
    const firstLine = firstLineByCode.get(code);
    if (firstLine !== undefined) {
      parsed.rejections.push({
        row,
        reason: `MCC code ${code} already given on line ${firstLine}`,
      });
      return;
    }
    firstLineByCode.set(code, row);
    if (TEST_ENTRY.test(match[2].trim())) {
      parsed.rejections.push({ row, reason: TEST_ENTRY_REASON });
      return;
    }
    parsed.instituteFacts.push({
      sourceRow: row,
      institute: mentionFromMccText(match[2].trim(), code),
      universityName: null,
      website: null,
      hostelForMen: null,
      hostelForWomen: null,
    });
  });
  return parsed;
}

// Labels of the Annexure-C form, in the order they appear; each value runs to the next label.
// A money box is named by the figure it gives (INSTITUTE_FIGURES in packages/shared).
const LABELS = {
  name: /Name of the College\s*:/,
  address: /Complete Mailing Address\s*:/,
  stateCode: /State\s*:/,
  pin: /Pin Code\s*:/,
  university: /Name of Affiliating University with Date\s*:/,
  admissionFee: /Amount to be Paid at the time of Admission \(including Hostel fees\) \(INR\)\s*:/,
  feeYear1:
    /Amount to be paid at the time of\s*Admission\s*\(Including Hostel Fee 1st Year\)\s*in INR\s*:/,
  feeYear2:
    /Amount to be paid at the time of\s*Admission\s*\(Including Hostel Fee 2nd Year\)\s*in INR\s*:/,
  feeYear3:
    /Amount to be paid at the time of\s*Admission\s*\(Including Hostel Fee 3rd Year\)\s*in INR\s*:/,
  feeYear4:
    /Amount to be paid at the time of\s*Admission\s*\(Including Hostel Fee 4th\s*Year\)\s*in INR\s*:/,
  feeYear5:
    /Amount to be paid at the time of\s*Admission\s*\(Including Hostel Fee 5th Year\)\s*in INR\s*:/,
  stipendYear1: /Stipend Paid to the students I\s*st Year \(INR\)\s*:/,
  stipendYear2: /Stipend Paid to the students IInd Year \(INR\)\s*:/,
  stipendYear3: /Stipend Paid to the students IIIrd Year \(INR\)\s*:/,
  hostelMen: /Hostel facility for Male students\s*:/,
  hostelWomen: /Hostel facility for Female students\s*:/,
  reallocationDeduction:
    /The Amount of Fee to be deducted on re-allocation of seat[^:]*\(INR\)\s*:/,
  amountRefunded: /The Amount of Fees To be reimbursed in case Candidate resigns[^:]*\(INR\)\s*:/,
  amountForfeited: /Amount to be forfeited in case of resigning[^:]*\(INR\)\s*:/,
  nriFeeYear1: nriLabel('1st'),
  nriFeeYear2: nriLabel('2nd'),
  nriFeeYear3: nriLabel('3rd'),
  nriFeeYear4: nriLabel('4th'),
  nriFeeYear5: nriLabel('5th'),
  annualFee: /Annual Fees of Candidates\s*\(INR\)\s*:/,
  website: /Website Address of College\s*:/,
  otherInfo: /Other Info\s*:/,
  // No colon: the value runs to the next item's label.
  miscellaneousCharges: /Miscellaneous Charges\b/,
  accessibility: /PwBD Friendly\b/,
} as const;

/** The label of an NRI fee box ("... Hostel Fee 4th Year) NRI (in $):"), in US dollars. */
function nriLabel(ordinal: string): RegExp {
  return new RegExp(
    `Amount to be paid at the time of\\s*Admission\\s*\\(Including Hostel Fee ${ordinal}\\s*Year\\) NRI \\(in \\$\\)\\s*:`,
  );
}

type Field = keyof typeof LABELS;

/** Text as one line: runs of white space, line and page breaks included, made one space. */
const flatten = (text: string) => text.replace(/\s+/g, ' ');

/** Where each Annexure-C label found stands in flattened text, in the form's order. */
function findLabels(flat: string): { field: Field; start: number; end: number }[] {
  const found: { field: Field; start: number; end: number }[] = [];
  let from = 0;
  for (const [field, pattern] of Object.entries(LABELS) as [Field, RegExp][]) {
    const match = new RegExp(pattern.source, 'g');
    match.lastIndex = from;
    const hit = match.exec(flat);
    if (!hit) continue;
    found.push({ field, start: hit.index, end: hit.index + hit[0].length });
    from = hit.index + hit[0].length;
  }
  return found;
}

/** The values of the Annexure-C labels in a profile's text (pure: unit-tested). */
export function readProfileFields(text: string): Partial<Record<Field, string>> {
  const flat = flatten(text);
  const found = findLabels(flat);
  const values: Partial<Record<Field, string>> = {};
  found.forEach((entry, index) => {
    const next = found[index + 1];
    values[entry.field] = flat.slice(entry.end, next === undefined ? undefined : next.start).trim();
  });
  return values;
}

/**
 * The 1-based page each Annexure-C label found stands on, from the text of each page (pure:
 * unit-tested). The labels are found in the pages' text joined as `readProfileFields` reads it,
 * so both find the same labels; a label is on the page where it starts.
 */
export function profileFieldPages(pages: readonly string[]): Partial<Record<Field, number>> {
  // Where each page after the first starts in the flattened text: a prefix ending in the page
  // break flattens to a prefix of the whole, its break to the one space before the next page.
  const pageStarts = pages
    .slice(1)
    .map((_, index) => flatten(`${pages.slice(0, index + 1).join('\n')}\n`).length);
  const result: Partial<Record<Field, number>> = {};
  for (const { field, start } of findLabels(flatten(pages.join('\n')))) {
    result[field] = 1 + pageStarts.filter((pageStart) => pageStart <= start).length;
  }
  return result;
}

/** The labels of the profile's fee table, stipends included, in the form's order. */
const FEE_TABLE_FIELDS = [
  'feeYear1',
  'feeYear2',
  'feeYear3',
  'feeYear4',
  'feeYear5',
  'stipendYear1',
  'stipendYear2',
  'stipendYear3',
] as const satisfies readonly Field[];

/** The profile's money boxes: each gives the figure of its name. */
const MONEY_BOXES = PROFILE_MONEY_BOXES satisfies readonly Field[];
type MoneyBox = ProfileMoneyBox;

/**
 * Every money box of a profile as published, and the page it stands on (pure: unit-tested on
 * real profiles). A box whose text is a placeholder ("0", "1", "000000", "NA") or words without
 * an amount is null: a fee below the smallest real one is a placeholder (cleaning/amounts.ts
 * parseFee). No box stands in for another (docs/decisions/0081-every-money-box-as-published.md).
 */
export function profileMoneyBoxes(
  fields: Partial<Record<Field, string>>,
  fieldPages: Partial<Record<Field, number>> = {},
): { amounts: Record<MoneyBox, number | null>; pages: Partial<Record<MoneyBox, number>> } {
  const amounts = {} as Record<MoneyBox, number | null>;
  const pages: Partial<Record<MoneyBox, number>> = {};
  for (const box of MONEY_BOXES) {
    const value = parseFee(fields[box]).value;
    amounts[box] = value;
    const page = fieldPages[box];
    if (value !== null && page !== undefined) pages[box] = page;
  }
  return { amounts, pages };
}

/**
 * The text the profile's fee was published as, where a fee box says more than a number
 * ("Rs.1,25000/- Through NBEMS", "As per NBEMS guidelines"): the first of the year-1, annual and
 * admission boxes that does. A placeholder ("0", "000000") is no text.
 */
export function profileFeeNote(fields: Partial<Record<Field, string>>): string | null {
  for (const box of ['feeYear1', 'annualFee', 'admissionFee'] as const) {
    const note = parseAmount(fields[box]).note;
    if (note !== null && /\p{L}{3}/u.test(note)) return note;
  }
  return null;
}

function yesNo(value: string | undefined): boolean | null {
  const first = value?.trim().charAt(0).toUpperCase();
  return first === 'Y' ? true : first === 'N' ? false : null;
}

function cleanUniversity(value: string | undefined): string | null {
  if (!value) return null;
  const withoutDate = tidySpaces(value.replace(/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b.*$/, ''));
  return /[A-Za-z]{3}/.test(withoutDate) && !/^(na|n\/a|nil)$/i.test(withoutDate)
    ? withoutDate
    : null;
}

function cleanWebsite(value: string | undefined): string | null {
  const candidate = value?.split(' ')[0]?.trim();
  if (!candidate || candidate.includes('@') || !/\.[a-z]{2,}/i.test(candidate)) return null;
  return candidate;
}

// unpdf bundles PDF.js's serverless build, which prints one "use the legacy build" line through
// console.log when it loads under Node. Text extraction is unaffected, so that single line is
// kept out of the import command's output while PDF.js loads.
let pdfjsLoaded: Promise<unknown> | undefined;
function loadPdfjsQuietly(): Promise<unknown> {
  pdfjsLoaded ??= (async () => {
    const log = console.log;
    console.log = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Please use the `legacy` build')) return;
      log(...args);
    };
    try {
      return await getResolvedPDFJS();
    } finally {
      console.log = log;
    }
  })();
  return pdfjsLoaded;
}

/** An MCC Annexure-C college profile PDF, `<code>_profile.pdf`. */
export async function parseProfilePdf(file: SourceFile): Promise<ParsedFile> {
  if (file.bytes.length === 0) throw new BadFileError(file.path, 'the file is empty');
  await loadPdfjsQuietly();
  let pages: string[];
  try {
    const document = await getDocumentProxy(new Uint8Array(file.bytes), { verbosity: 0 });
    try {
      pages = (await extractText(document, { mergePages: false })).text;
    } finally {
      await document.destroy();
    }
  } catch (error) {
    throw new BadFileError(
      file.path,
      `not a readable PDF (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  // Joined as unpdf's `mergePages` joins them; the pages say where each figure stands.
  const text = pages.join('\n');
  const fields = readProfileFields(text);
  const fieldPages = profileFieldPages(pages);
  if (!/ANNEXURE\s*-\s*C/i.test(text) || !fields.name) {
    throw new BadFileError(file.path, 'not an MCC Annexure-C college profile');
  }
  const code = /^(\d+)_profile\.pdf$/i.exec(file.name)?.[1] ?? null;
  const parsed = emptyParsedFile('mcc-profiles', file, `mcc-profiles/${code ?? file.name}`);
  parsed.counselling = COUNSELLINGS.mccNeetPg;
  parsed.rowsRead = 1;
  const pin = /\d{6}/.exec(fields.pin ?? '')?.[0] ?? null;
  const name = tidySpaces(fields.name);
  if (TEST_ENTRY.test(name)) {
    // Nothing of it is a row: a rejection would make the whole profile folder refuse to import.
    parsed.rowsRead = 0;
    parsed.notes.push(`${TEST_ENTRY_REASON}: not read`);
    return parsed;
  }
  const address = fields.address ? tidySpaces(fields.address) : null;
  const institute = {
    sourceText: [name, address, pin].filter(Boolean).join(', '),
    name,
    address,
    state: knownState(address?.replace(/\d+/g, ' ').split(',').at(-1)),
    pin,
    mccCode: code,
    sourceCode: null,
  };
  const { amounts, pages: boxPages } = profileMoneyBoxes(fields, fieldPages);
  parsed.instituteFacts.push({
    sourceRow: 1,
    institute,
    universityName: cleanUniversity(fields.university),
    website: cleanWebsite(fields.website),
    hostelForMen: yesNo(fields.hostelMen),
    hostelForWomen: yesNo(fields.hostelWomen),
  });
  parsed.fees.push({
    sourceRow: 1,
    // The fee table's page; each box's own page beside it (the annual fee and the later NRI
    // boxes stand on the next page).
    sourcePage:
      FEE_TABLE_FIELDS.map((field) => fieldPages[field]).find((page) => page !== undefined) ?? null,
    boxPages,
    counsellingId: COUNSELLINGS.mccNeetPg.id,
    institute,
    course: null,
    quota: null,
    category: null,
    feeYears: [
      amounts.feeYear1,
      amounts.feeYear2,
      amounts.feeYear3,
      amounts.feeYear4,
      amounts.feeYear5,
    ],
    feeText: profileFeeNote(fields),
    stipendYears: [amounts.stipendYear1, amounts.stipendYear2, amounts.stipendYear3],
    bondYears: null,
    bondPenalty: null,
    beds: null,
    hostelFee: null,
    admissionFee: amounts.admissionFee,
    annualFee: amounts.annualFee,
    nriFeeYears: [
      amounts.nriFeeYear1,
      amounts.nriFeeYear2,
      amounts.nriFeeYear3,
      amounts.nriFeeYear4,
      amounts.nriFeeYear5,
    ],
    miscellaneousCharges: amounts.miscellaneousCharges,
    reallocationDeduction: amounts.reallocationDeduction,
    amountRefunded: amounts.amountRefunded,
    amountForfeited: amounts.amountForfeited,
  });
  return parsed;
}
