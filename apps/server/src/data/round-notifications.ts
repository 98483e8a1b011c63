import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { formatIndianInteger, NOTIFICATIONS_KEPT, PACKAGE_LEVELS } from '@seatscope/shared';
import type { Database } from '../db/client';
import { notification } from '../db/schema';
import { counsellingById } from './counsellings';
import { listOfRound, roundLabel } from './rounds';
import { inBatches, rowsOf } from './sql-batch';
import { rowFields, typedRows } from '../db/rows';

/**
 * A word when a round lands (docs/decisions/0085-a-word-when-a-round-lands.md): every import
 * (`writeImports`) and bundle update reads which rounds have results before it writes, and,
 * in its own transaction once its closing ranks are derived, tells every user with a choice list
 * of the counselling about each round that has results now and had none before. A round is
 * the counselling's round whatever its list kind (the seats held after it or the allotments made
 * in it, docs/decisions/0029-round-lists.md): the first list of it to land announces it.
 */

/** "mcc-neet-pg|2024|1": a counselling's year and round (plain, without its list kind). */
const roundKey = (counsellingId: string, year: number, round: number) =>
  `${counsellingId}|${year}|${round}`;

/** The rounds that have closing ranks (results), keyed by `roundKey`. */
export async function roundsWithResults(db: Database): Promise<Set<string>> {
  const result = await db.execute(sql`SELECT r.counselling_id AS "counsellingId",
      r.year::int AS "year", r.round::int AS "round"
    FROM counselling_round r
    WHERE EXISTS (SELECT 1 FROM closing_rank k WHERE k.counselling_id = r.counselling_id
      AND k.year = r.year AND k.round = r.round)`);
  return new Set(
    typedRows(
      z.object({ counsellingId: z.string(), year: rowFields.number, round: rowFields.number }),
      result,
    ).map((row) => roundKey(row.counsellingId, row.year, listOfRound(row.round).round)),
  );
}

/** A round an import announced, and to how many users. */
export interface AnnouncedRound {
  counselling: string;
  year: number;
  /** "Round 1", "Stray". */
  label: string;
  users: number;
}

/** One option of a user's list as the new round's results left it. */
export interface OptionResult {
  instituteName: string;
  courseName: string;
  /** Its closing rank in the round, in the rank the counselling ranks by; null: no result. */
  closingRank: number | null;
}

/**
 * What a user is told about a round, in plain text (also the mail's subject and text): the
 * title, "MCC NEET PG 2024 Round 1 results are in", and a body that continues it.
 */
export interface RoundNotice {
  title: string;
  body: string;
}

const rankText = (rank: number) => `#${formatIndianInteger(rank)}`;
const optionName = (option: OptionResult) => `${option.instituteName} (${option.courseName})`;
const optionsOf = (count: number) =>
  `${formatIndianInteger(count)} ${count === 1 ? 'option' : 'options'} of your list`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The notice for one user, saying only what is known: without a package that opens the
 * counselling, no closing rank (they are paid data, docs/decisions/0023-package-scope.md);
 * without the user's rank in the rank the counselling ranks by, the closing ranks alone; with
 * it, how many options closed before the rank and the first of them in list order.
 */
export function roundNotice(round: {
  counsellingName: string;
  year: number;
  label: string;
  options: readonly OptionResult[];
  rank: number | null;
  entitled: boolean;
}): RoundNotice {
  const title = `${round.counsellingName} ${round.year} ${round.label} results are in`;
  const withResult = round.options.filter((option) => option.closingRank !== null);
  if (!round.entitled) {
    return {
      title,
      body: `How the ${optionsOf(round.options.length)} closed comes with a package that includes ${round.counsellingName}.`,
    };
  }
  const first = withResult[0];
  if (!first || first.closingRank === null) {
    return {
      title,
      body: 'No option of your list has a closing rank in this round.',
    };
  }
  const { rank } = round;
  if (rank === null) {
    return {
      title,
      body: `${capitalised(optionsOf(withResult.length))} ${withResult.length === 1 ? 'has' : 'have'} a closing rank in this round; ${optionName(first)} closed at ${rankText(first.closingRank)}.`,
    };
  }
  const closed = withResult.filter(
    (option) => option.closingRank !== null && option.closingRank < rank,
  );
  const firstClosed = closed[0];
  if (!firstClosed || firstClosed.closingRank === null) {
    return {
      title,
      body: `No option of your list closed before your rank ${rankText(rank)}; ${optionName(first)} closed at ${rankText(first.closingRank)}.`,
    };
  }
  return {
    title,
    body: `${capitalised(optionsOf(closed.length))} closed before your rank; ${optionName(firstClosed)} closed at ${rankText(firstClosed.closingRank)} (your rank ${rankText(rank)}).`,
  };
}

interface ListedOptionRow {
  userId: string;
  instituteName: string;
  courseName: string;
  closingAiRank: number | null;
  closingOwnRank: number | null;
  allIndiaRank: number | null;
  entitled: boolean;
}

/**
 * Notifies every user with a choice list of a counselling of each round that has results now
 * and had none in `before` (roundsWithResults read before the import wrote), inside the
 * import's transaction `db`. A user already told of a round is not told again (the unique
 * index); each user keeps the newest NOTIFICATIONS_KEPT.
 */
export async function notifyNewRounds(
  db: Database,
  before: ReadonlySet<string>,
): Promise<AnnouncedRound[]> {
  const after = await roundsWithResults(db);
  const announced: AnnouncedRound[] = [];
  for (const key of [...after].filter((round) => !before.has(round)).sort()) {
    const [counsellingId = '', year, round] = key.split('|');
    announced.push(await notifyRound(db, counsellingId, Number(year), Number(round)));
  }
  return announced;
}

async function notifyRound(
  db: Database,
  counsellingId: string,
  year: number,
  round: number,
): Promise<AnnouncedRound> {
  const [about] = typedRows(
    z.object({
      name: z.string(),
      level: z.enum(['UG', 'PG', 'SS']),
      storedRound: rowFields.number,
    }),
    await db.execute(sql`SELECT c.name, c.level, min(k.round)::int AS "storedRound"
      FROM counselling c JOIN closing_rank k ON k.counselling_id = c.id
      WHERE c.id = ${counsellingId} AND k.year = ${year} AND k.round IN (${round}, ${round + 100})
      GROUP BY c.name, c.level`),
  );
  const label = roundLabel(round, counsellingById(counsellingId)?.roundStyle ?? 'round').label;
  if (!about) return { counselling: counsellingId, year, label, users: 0 };
  // The round's closing ranks from the list of the seats held after it where there is one (the
  // lower stored round), else from that round's allotments.
  const { storedRound } = about;
  const opening = Object.entries(PACKAGE_LEVELS)
    .filter(([, levels]) => levels.includes(about.level))
    .map(([packageId]) => sql`${packageId}`);
  // Who sees the counselling's figures, as domain/entitlement.ts decides it: admins, and the
  // holders of a package that opens its level whose newest package has not expired.
  const rows = rowsOf<ListedOptionRow>(
    await db.execute(sql`SELECT o.user_id AS "userId",
        coalesce(k.institute_name, i.name) AS "instituteName",
        coalesce(k.course_name, c.name) AS "courseName",
        k.closing_ai_rank AS "closingAiRank", k.closing_counselling_rank AS "closingOwnRank",
        p.all_india_rank AS "allIndiaRank",
        (EXISTS (SELECT 1 FROM user_role r WHERE r.user_id = o.user_id AND r.role = 'admin')
          OR EXISTS (SELECT 1 FROM (SELECT up.package_id, up.expires_at FROM user_package up
              WHERE up.user_id = o.user_id ORDER BY up.purchased_at DESC, up.id DESC LIMIT 1) newest
            WHERE (newest.expires_at IS NULL OR newest.expires_at > now())
              AND ${opening.length > 0 ? sql`newest.package_id IN (${sql.join(opening, sql`, `)})` : sql`false`}))
          AS "entitled"
      FROM choice_list_option o
        JOIN institute i ON i.id = o.institute_id
        JOIN course c ON c.id = o.course_id
        LEFT JOIN closing_rank k ON k.counselling_id = o.counselling_id AND k.year = ${year}
          AND k.round = ${storedRound} AND k.institute_id = o.institute_id
          AND k.course_id = o.course_id AND k.quota = o.quota AND k.allotted_category = o.category
        LEFT JOIN profile p ON p.user_id = o.user_id
      WHERE o.counselling_id = ${counsellingId}
      ORDER BY o.user_id, o.position`),
  );
  // The rank the round's closing ranks are in: the counselling's own where most carry one (as
  // Rank DeepScan decides, domain/predictions/options.ts); a user's rank is known only for
  // all-India ranks (the profile's All India Rank).
  const [counts] = typedRows(
    z.object({ ai: rowFields.number, own: rowFields.number }),
    await db.execute(sql`SELECT count(closing_ai_rank)::int AS ai,
        count(closing_counselling_rank)::int AS own
      FROM closing_rank WHERE counselling_id = ${counsellingId} AND year = ${year}
        AND round = ${storedRound}`),
  );
  const byOwnRank = (counts?.own ?? 0) > (counts?.ai ?? 0);
  const users = new Map<string, ListedOptionRow[]>();
  for (const row of rows) users.set(row.userId, [...(users.get(row.userId) ?? []), row]);
  const values = [...users].map(([userId, options]) => {
    const [first] = options;
    const rank = first?.allIndiaRank ?? null;
    const notice = roundNotice({
      counsellingName: about.name,
      year,
      label,
      options: options.map((option) => {
        const closing = byOwnRank ? option.closingOwnRank : option.closingAiRank;
        return {
          instituteName: option.instituteName,
          courseName: option.courseName,
          closingRank: closing === null ? null : Number(closing),
        };
      }),
      rank: byOwnRank || rank === null ? null : Number(rank),
      entitled: first?.entitled === true,
    });
    return { userId, counsellingId, year, round, ...notice };
  });
  await inBatches(values, async (batch) => {
    await db.insert(notification).values(batch).onConflictDoNothing();
  });
  await keepNewest(db, [...users.keys()]);
  return { counselling: counsellingId, year, label, users: users.size };
}

/** Deletes all but each user's newest NOTIFICATIONS_KEPT notifications. */
async function keepNewest(db: Database, userIds: readonly string[]): Promise<void> {
  await inBatches(userIds, async (batch) => {
    await db.execute(sql`DELETE FROM notification WHERE id IN (
      SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY id DESC) AS place
        FROM notification WHERE user_id IN (${sql.join(
          batch.map((id) => sql`${id}`),
          sql`, `,
        )})) ranked
      WHERE place > ${NOTIFICATIONS_KEPT})`);
  });
}
