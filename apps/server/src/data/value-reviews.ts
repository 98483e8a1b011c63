import { and, eq, sql } from 'drizzle-orm';
import type { SuspectMark } from '@seatscope/shared';
import type { Database } from '../db/client';
import { closingRank, closingRankReview } from '../db/schema';
import { refreshSuspectMarks } from './derive';

/** One closing rank: a Cutoff Ranks cell and the rank type reviewed. */
export interface ClosingRankCell {
  counsellingId: string;
  year: number;
  /** The stored round (docs/decisions/0029-round-lists.md). */
  round: number;
  instituteId: number;
  courseId: number;
  quota: string;
  category: string;
  rankType?: 'ai' | 'counselling';
}

export interface ValueReviewInput {
  verdict: 'confirmed' | 'corrected';
  correctedRank: number | null;
  reviewedBy: string;
  reason: string;
}

/** The cell named is not in the data (or has no closing rank of the type named). */
export class UnknownCellError extends Error {}

/**
 * Records an operator's word on one closing rank and marks the counselling again, in one
 * transaction (docs/decisions/0086-suspect-values.md): the review keeps the rank as the source
 * gives it, so it lapses if a later list changes the cell. The rank type defaults to the one the
 * cell is marked on (AI rank when both or neither are). Returns the cell's rank type and mark
 * after (null: served as a fact).
 */
export async function reviewClosingRank(
  db: Database,
  cell: ClosingRankCell,
  review: ValueReviewInput,
): Promise<{ rankType: 'ai' | 'counselling'; shown: number; mark: SuspectMark | null }> {
  return db.transaction(async (tx) => {
    const where = and(
      eq(closingRank.counsellingId, cell.counsellingId),
      eq(closingRank.year, cell.year),
      eq(closingRank.round, cell.round),
      eq(closingRank.instituteId, cell.instituteId),
      eq(closingRank.courseId, cell.courseId),
      eq(closingRank.quota, cell.quota),
      eq(closingRank.allottedCategory, cell.category),
    );
    const [row] = await tx.select().from(closingRank).where(where);
    if (!row)
      throw new UnknownCellError(
        'No closing rank has that counselling, year, round, institute, course, quota and category.',
      );
    const rankType =
      cell.rankType ?? (row.suspectCounselling && !row.suspectAi ? 'counselling' : 'ai');
    const [shownRank, mark] =
      rankType === 'ai'
        ? [row.closingAiRank, row.suspectAi]
        : [row.closingCounsellingRank, row.suspectCounselling];
    if (shownRank === null) {
      throw new UnknownCellError(
        `That cell has no closing ${rankType === 'ai' ? 'AI' : 'counselling'} rank.`,
      );
    }
    // A corrected cell shows its correction; the review is of the rank as the source gave it.
    const value = mark?.kind === 'corrected' ? mark.value : shownRank;
    const key = {
      counsellingId: cell.counsellingId,
      year: cell.year,
      round: cell.round,
      instituteId: cell.instituteId,
      courseId: cell.courseId,
      quota: cell.quota,
      allottedCategory: cell.category,
      rankType,
    };
    const fields = { ...review, value, reviewedAt: new Date() };
    await tx
      .insert(closingRankReview)
      .values({ ...key, ...fields })
      .onConflictDoUpdate({
        target: [
          closingRankReview.counsellingId,
          closingRankReview.year,
          closingRankReview.round,
          closingRankReview.instituteId,
          closingRankReview.courseId,
          closingRankReview.quota,
          closingRankReview.allottedCategory,
          closingRankReview.rankType,
        ],
        set: fields,
      });
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await refreshSuspectMarks(tx, cell.counsellingId);
    const [after] = await tx.select().from(closingRank).where(where);
    const shown =
      (rankType === 'ai' ? after?.closingAiRank : after?.closingCounsellingRank) ?? value;
    return {
      rankType,
      shown,
      mark: (rankType === 'ai' ? after?.suspectAi : after?.suspectCounselling) ?? null,
    };
  });
}
