import { z } from 'zod';
import { formatIndianInteger } from './format';

/**
 * An operator's word on a suspect value (`npm run data -- confirm|correct`): who, why, when, and
 * for a correction the rank shown instead (docs/decisions/0086-suspect-values.md).
 */
export const valueReviewSchema = z.object({
  verdict: z.enum(['confirmed', 'corrected']),
  correctedRank: z.number().int().nullable(),
  reviewedBy: z.string(),
  reason: z.string(),
  reviewedAt: z.string(),
});

/**
 * Why a closing rank is not served as a fact (docs/decisions/0086-suspect-values.md): `value`
 * is the rank as its source gave it.
 * - `outlier`: far outside the same option's other rounds and years (`low`-`high`);
 * - `seat-order`: closes before `otherSeat`'s `otherRank` at the same college, course and round,
 *   where across the counselling that seat type closes before this one;
 * - `partial-list`: its round list stops at `listEnd` while the other lists of its kind reach
 *   `usualEnd` (the list is cut off);
 * - `corrected`: an operator corrected it (`review`); the closing rank shown is the correction.
 */
export const suspectMarkSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('outlier'),
    value: z.number().int(),
    low: z.number().int(),
    high: z.number().int(),
  }),
  z.object({
    kind: z.literal('seat-order'),
    value: z.number().int(),
    otherSeat: z.string(),
    otherRank: z.number().int(),
  }),
  z.object({
    kind: z.literal('partial-list'),
    value: z.number().int(),
    listEnd: z.number().int(),
    usualEnd: z.number().int(),
  }),
  z.object({
    kind: z.literal('corrected'),
    value: z.number().int(),
    review: valueReviewSchema,
  }),
]);
export type SuspectMark = z.infer<typeof suspectMarkSchema>;

/** A mark as every screen writes it: "suspect: 10, other rounds and years 57,109-13,57,127". */
export function describeSuspectMark(mark: SuspectMark): string {
  const value = formatIndianInteger(mark.value);
  switch (mark.kind) {
    case 'outlier':
      return `suspect: ${value}, other rounds and years ${formatIndianInteger(mark.low)}-${formatIndianInteger(mark.high)}`;
    case 'seat-order':
      return `suspect: ${value}, closes before ${mark.otherSeat} (${formatIndianInteger(mark.otherRank)}) here, after it elsewhere`;
    case 'partial-list':
      return `suspect: ${value}, partial list (ends at ${formatIndianInteger(mark.listEnd)}, others reach ${formatIndianInteger(mark.usualEnd)})`;
    case 'corrected':
      return `corrected from ${value} by ${mark.review.reviewedBy}: ${mark.review.reason}`;
  }
}
