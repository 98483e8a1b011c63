import { normaliseCourse } from '../cleaning/courses';
import { decodeKeaCategory, keaCategoryLabel } from '../cleaning/kea-categories';
import { tidySpaces } from '../cleaning/text';
import { BadFileError } from '../import-kind-names';
import { problemsOf, type ParsedFile, type SourceFile } from '../parsed-records';
import { roundFromText, roundOfList } from '../rounds';
import {
  KEA_SEAT_TYPE_QUOTAS,
  keaCollegeMention,
  noteUndecoded,
  openKeaList,
} from './karnataka-ug-lists';
import { positiveInteger, text } from './table';

/** Quotas that are also KEA seat types: a token's own seat type. */
const TOKEN_SEAT_TYPES: ReadonlySet<string> = new Set(['NRI', 'Others']);

/** `MBBS-GOVT.`: the derived lists write the seat type after the course. */
const SEAT_TYPE_SUFFIX = /-(GOVT|PRIV|PRIVATE|NRI|OTHERS)\.?$/i;

/**
 * KEA NEET UG closing-rank lists, for counselling `karnataka-neet-ug`: `year, round,
 * college_code, college_name, course, seat_type, category, closing_rank`, one row per round,
 * college, course and KEA seat code. KEA's own lists name each college; a list derived from the
 * allotment lists by a third party (its file named `..._derived_...`, or no row naming a college)
 * gives only the code and writes the seat type after the course (`MBBS-GOVT.`). Both are kept
 * with their list kind; which one a round shows is decided when the counselling is derived
 * (docs/decisions/0038-closing-rank-lists.md). Rounds are KEA's round lists, stored beside KEA's
 * allotment lists (docs/decisions/0029-round-lists.md); the seat code is decoded into quota and
 * category as the allotments' are, so a listed seat and an allotted one meet.
 */
export function parseKarnatakaClosingRanks(file: SourceFile): ParsedFile {
  const { table, year, parsed } = openKeaList(
    file,
    'karnataka-closing-ranks',
    'a closing-rank list',
    () => [
      'year',
      'round',
      'college_code',
      'college_name',
      'course',
      'seat_type',
      'category',
      'closing_rank',
    ],
  );
  const named = table.rows.some(({ values }) => text(values.college_name) !== '');
  const list = /derived/i.test(file.name) || !named ? 'derived-list' : 'official';
  const seen = new Set<string>();
  const undecoded = new Map<string, number>();
  for (const { row, values } of table.rows) {
    const code = tidySpaces(text(values.college_code)).toUpperCase();
    const name = tidySpaces(text(values.college_name));
    const roundText = text(values.round);
    const round = roundFromText(roundText);
    const courseText = tidySpaces(text(values.course)).replace(SEAT_TYPE_SUFFIX, '');
    const categoryText = tidySpaces(text(values.category)).toUpperCase();
    const rankText = text(values.closing_rank);
    const rank = positiveInteger(rankText);
    const key = [roundText, code, courseText, text(values.seat_type), categoryText].join('|');
    const problems = problemsOf(
      code === '' ? 'college_code is empty' : null,
      list === 'official' && name === '' ? 'college_name is empty' : null,
      round === null ? `round "${roundText}" names no round` : null,
      courseText === '' ? 'course is empty' : null,
      categoryText === '' ? 'category is empty' : null,
      rank === null ? `closing_rank "${rankText}" is not a positive whole number` : null,
      seen.has(key) ? 'a second closing rank for the same round, college, course and seat' : null,
    );
    seen.add(key);
    if (problems.length > 0 || round === null || rank === null) {
      parsed.rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    const seat = decodeKeaCategory(categoryText);
    if (!seat) undecoded.set(categoryText, (undecoded.get(categoryText) ?? 0) + 1);
    // KEA lists `NRI` under the NRI seat type and under PRIV for one college (ranks 608,167 and
    // 18,940 in 2020): two seats. A token naming a seat type of its own (NRI, Others) keeps the
    // row's other seat type as its quota.
    const seatTypeQuota = KEA_SEAT_TYPE_QUOTAS[text(values.seat_type).toUpperCase()];
    const quota =
      seat?.token && seatTypeQuota && TOKEN_SEAT_TYPES.has(seat.quota)
        ? seatTypeQuota
        : seat?.quota;
    parsed.closingRanks.push({
      sourceRow: row,
      year,
      round: roundOfList(round, 'allotted'),
      institute: keaCollegeMention(code, name, list === 'derived-list'),
      collegeCode: code,
      course: normaliseCourse(courseText, 'UG'),
      quota: quota ?? 'State',
      allottedCategory: seat ? keaCategoryLabel(seat) : categoryText,
      closingAiRank: rank,
      list,
    });
  }
  if (parsed.closingRanks.length === 0) {
    throw new BadFileError(
      file.path,
      `no row could be read: ${parsed.rejections[0]?.reason ?? 'no rows'}`,
    );
  }
  if (list === 'derived-list') {
    parsed.notes.push(
      'a list derived from the allotment lists: shown only for rounds with neither an official list nor allotments',
    );
  }
  noteUndecoded(parsed, undecoded);
  return parsed;
}
