import { normaliseCourse, type NormalisedCourse } from '../cleaning/courses';
import { decodeMccCategory, mccCategoryLabel, normaliseMccQuota } from '../cleaning/mcc-vocabulary';
import { tidySpaces } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import { BadFileError } from '../import-kind-names';
import {
  emptyParsedFile,
  problemsOf,
  type AllotmentRecord,
  type ImportOptions,
  type InstituteMention,
  type ParsedFile,
  type SourceFile,
} from '../parsed-records';
import { MOP_UP_ROUND, roundFromText, roundOfList, STRAY_ROUND } from '../rounds';
import { mentionFromMccText, mentionFromName } from './mention';
import { positiveInteger, readCsvTable, requireColumns, text } from './table';

const MCC_UG_COLUMNS = [
  'year',
  'round',
  'air',
  'allotted_quota',
  'college_raw',
  'course',
  'seat_category',
  'candidate_category',
  'status',
] as const;

/** What the column-shifted files hold in `seat_category`: the remark on the previous seat. */
const SHIFTED_REMARKS = new Set([
  'reported',
  'notreported',
  'seatsurrendered',
  'seatcancelled',
  'fresh',
  'upgraded',
]);

const lettersOnly = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

/** The course of a new-round seat that the source's parser lost (docs/decisions/0029-round-lists.md). */
const UNSTATED_UG_COURSE: NormalisedCourse = {
  key: 'ug:not-stated',
  name: 'MBBS or BDS (course not in the source)',
  shortName: 'Not stated',
  level: 'UG',
  degreeType: 'Not stated',
  clinicalType: null,
  durationYears: null,
  degreeTerm: 'Undergraduate',
};
export const NOT_STATED = 'Not stated';

/** An institute as MCC UG lists write it: full "name, address, state, PIN" or a short name. */
function mentionFromUgText(raw: string): InstituteMention {
  const tidy = tidySpaces(raw);
  return /\d{6}\s*$/.test(tidy) ? mentionFromMccText(tidy) : mentionFromName(tidy, null);
}

function ugCourse(courseText: string): NormalisedCourse | null {
  const course = normaliseCourse(courseText, 'UG');
  return course.level === 'UG' ? course : null;
}

/**
 * MCC NEET UG allotments (`year, round, ..., air, allotted_quota, college_raw, course,
 * seat_category, candidate_category, status`), one round per file, every round's list the
 * allotments made in it. Rows of the column-shifted Round 2/3 files keep the previous round's
 * seat (quota, institute, course; its category lost) and the new round's quota and institute
 * (course and category lost): both are stored for what they say, and the loss is noted.
 */
export function parseMccUgAllotments(file: SourceFile, options: ImportOptions): ParsedFile {
  const table = readCsvTable(file);
  requireColumns(file, table, MCC_UG_COLUMNS);
  const years = new Set<number>();
  const rounds = new Set<number>();
  for (const { values } of table.rows) {
    const yearText = text(values.year);
    if (/^20\d\d$/.test(yearText)) years.add(Number(yearText));
    const round = roundFromText(text(values.round));
    if (round !== null) rounds.add(round);
  }
  const year = options.year ?? (years.size === 1 ? [...years][0] : undefined);
  const round = options.round ?? (rounds.size === 1 ? [...rounds][0] : undefined);
  if (year === undefined || round === undefined) {
    throw new BadFileError(
      file.path,
      `the file must hold one year and one round (found years ${[...years].join(', ') || 'none'}, rounds ${rounds.size}); give --year and --round`,
    );
  }
  const counselling = COUNSELLINGS.mccNeetUg;
  const parsed = emptyParsedFile(
    'mcc-ug-allotments',
    file,
    `${counselling.id}/${year}/${roundOfList(round, 'allotted')}`,
    { counselling, year, round: roundOfList(round, 'allotted'), rowsRead: table.rows.length },
  );
  let previousSeats = 0;
  let newSeats = 0;
  for (const { row, values } of table.rows) {
    const rank = positiveInteger(values.air);
    const quotaText = tidySpaces(text(values.allotted_quota));
    const instituteText = tidySpaces(text(values.college_raw));
    const courseText = tidySpaces(text(values.course));
    const seatText = tidySpaces(text(values.seat_category));
    const shifted = SHIFTED_REMARKS.has(lettersOnly(seatText));
    const course = ugCourse(courseText);
    const seatCategory = shifted ? null : decodeMccCategory(seatText);
    const problems = problemsOf(
      rank === null ? `air "${text(values.air)}" is not a positive whole number` : null,
      quotaText === '' ? 'allotted_quota is empty' : null,
      instituteText === '' ? 'college_raw is empty' : null,
      course === null ? `course "${courseText}" is not MBBS, BDS or B.Sc Nursing` : null,
      !shifted && seatCategory === null
        ? `seat_category "${seatText}" is not a seat category or a remark`
        : null,
    );
    if (problems.length > 0 || rank === null || course === null) {
      parsed.rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    const base = {
      sourceRow: row,
      year,
      aiRank: rank,
      counsellingRank: null,
      courseText,
    } satisfies Partial<AllotmentRecord>;
    const candidate = decodeMccCategory(text(values.candidate_category));
    if (!shifted) {
      parsed.allotments.push({
        ...base,
        round: roundOfList(round, 'allotted'),
        quota: normaliseMccQuota(quotaText),
        allottedCategory: seatCategory ? mccCategoryLabel(seatCategory) : NOT_STATED,
        candidateCategory: candidate ? mccCategoryLabel(candidate, 'General') : null,
        institute: mentionFromUgText(instituteText),
        course,
        remarks: tidySpaces(text(values.status)) || null,
      });
      continue;
    }
    // The previous round's seat, held until this round: quota, institute and course survive.
    const previousRound = previousRoundOf(round);
    if (previousRound !== null) {
      previousSeats += 1;
      parsed.allotments.push({
        ...base,
        round: roundOfList(previousRound, 'held'),
        quota: normaliseMccQuota(quotaText),
        allottedCategory: NOT_STATED,
        candidateCategory: null,
        institute: mentionFromUgText(instituteText),
        course,
        remarks: seatText,
      });
    }
    const newQuota = tidySpaces(text(values.candidate_category));
    const newInstitute = tidySpaces(text(values.status));
    const changed = (value: string) => value !== '' && value !== '-';
    if (changed(newQuota) || changed(newInstitute)) {
      newSeats += 1;
      parsed.allotments.push({
        ...base,
        round: roundOfList(round, 'allotted'),
        quota: normaliseMccQuota(changed(newQuota) ? newQuota : quotaText),
        allottedCategory: NOT_STATED,
        candidateCategory: null,
        institute: mentionFromUgText(changed(newInstitute) ? newInstitute : instituteText),
        courseText: '',
        course: UNSTATED_UG_COURSE,
        remarks: `Previous seat ${seatText}`,
      });
    }
  }
  if (previousSeats > 0 || newSeats > 0) {
    parsed.notes.push(
      `column-shifted file: ${previousSeats} rows give the previous round's seat without its category; ${newSeats} new seats of this round without course and category`,
    );
  }
  return parsed;
}

/** The round a shifted Round 2/3 list's previous seats belong to. */
function previousRoundOf(round: number): number | null {
  if (round === STRAY_ROUND || round === MOP_UP_ROUND) return null;
  return round > 1 ? round - 1 : null;
}
