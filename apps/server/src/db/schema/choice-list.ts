import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth';
import { counselling, course, institute } from './data';

/**
 * A signed-in user's ordered choice list for one counselling (docs/decisions/0026-choice-list.md):
 * one row an option, the key of a Cutoff Ranks row, at its place `position` (0 first).
 */
export const choiceListOption = pgTable(
  'choice_list_option',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    counsellingId: text('counselling_id')
      .notNull()
      .references(() => counselling.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institute.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => course.id, { onDelete: 'cascade' }),
    quota: text('quota').notNull(),
    category: text('category').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'choice_list_option_pk',
      columns: [t.userId, t.counsellingId, t.instituteId, t.courseId, t.quota, t.category],
    }),
    check('choice_list_option_position_check', sql`${t.position} >= 0`),
    uniqueIndex('choice_list_option_position_idx').on(t.userId, t.counsellingId, t.position),
    index('choice_list_option_institute_idx').on(t.instituteId),
    index('choice_list_option_course_idx').on(t.courseId),
  ],
);
