// The schemas of the reads in lib/queries.ts, in a module of their own so that those reads can
// import them on demand (docs/decisions/0019-one-way-to-do-each-thing.md).
export {
  catalogueSchema,
  counsellingListSchema,
  instituteDetailSchema,
  meSchema,
  statsSchema,
} from '@seatscope/shared';
