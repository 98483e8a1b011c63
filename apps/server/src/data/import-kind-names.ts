import { z } from 'zod';

export const IMPORT_KINDS = [
  'mcc-allotments',
  'telangana-allotments',
  'mcc-profiles',
  'inicet-allotments',
  'neet-ss-allotments',
  'ug-fees',
  'pg-bonds',
  'pg-course-types',
  'seat-matrix',
  'mcc-ug-allotments',
  'karnataka-allotments',
  'karnataka-seat-matrix',
  'karnataka-fees',
  'karnataka-closing-ranks',
  'table',
] as const;

export const importKindSchema = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof importKindSchema>;

/** A file the operator named that cannot be imported; nothing is written. */
export class BadFileError extends Error {
  constructor(
    readonly fileName: string,
    reason: string,
  ) {
    super(`${fileName}: ${reason}`);
    this.name = 'BadFileError';
  }
}
