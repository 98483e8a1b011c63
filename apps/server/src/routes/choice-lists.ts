import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  choiceListOutcomeQuerySchema,
  choiceListOutcomeSchema,
  choiceListParamsSchema,
  choiceListReplaceSchema,
  choiceListReplayQuerySchema,
  choiceListReplaySchema,
  choiceListSchema,
  choiceListSummariesSchema,
  choiceOptionKeyQuerySchema,
  choiceOptionKeySchema,
} from '@seatscope/shared';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/context';
import { requireDataAccess } from '../http/viewer';
import {
  addChoiceOption,
  getChoiceList,
  getChoiceListOutcome,
  listChoiceLists,
  removeChoiceOption,
  replaceChoiceList,
  replayUserChoiceList,
} from '../domain/choice-list';
import { readConsistently } from '../domain/data-screens';
import { dataErrorResponses, requireCounselling } from './data-screens';
import { errorResponse, jsonBody, jsonResponse } from './responses';

const ACCESS_NOTE =
  'Signed-in users only; one list per user and counselling (docs/decisions/0026-choice-list.md). ' +
  'A viewer without a package for the counselling (demo) keeps a list too, but sees closing ' +
  'ranks, fees and net cost only of options in the demo sample (the first 5 Cutoff Ranks rows); ' +
  'other options come back `locked`.';

const PATH = '/api/choice-lists/{counselling}';

const listAnswer = {
  200: jsonResponse('The list in order', choiceListSchema),
  ...dataErrorResponses,
};
const writeAnswer = {
  ...listAnswer,
  403: errorResponse('Sent from another site'),
};

const listListsRoute = createRoute({
  method: 'get',
  path: '/api/choice-lists',
  summary: "The signed-in user's choice lists that hold an option, the one last changed first",
  description:
    'Signed-in users only. Per counselling: how many options the list holds and when one was ' +
    'last added (a reorder writes the list anew).',
  responses: {
    200: jsonResponse('The lists, last changed first', choiceListSummariesSchema),
    401: errorResponse('Not signed in'),
  },
});

const getListRoute = createRoute({
  method: 'get',
  path: PATH,
  summary: "The signed-in user's choice list for a counselling",
  description: ACCESS_NOTE,
  request: { params: choiceListParamsSchema },
  responses: listAnswer,
});

const replaceListRoute = createRoute({
  method: 'put',
  path: PATH,
  summary: 'Replaces the choice list with the options given, in their order (reorder, clear)',
  description: `${ACCESS_NOTE} At most 200 options, each once, each a Cutoff Ranks row of the counselling.`,
  request: {
    params: choiceListParamsSchema,
    body: jsonBody(choiceListReplaceSchema),
  },
  responses: writeAnswer,
});

const addOptionRoute = createRoute({
  method: 'post',
  path: `${PATH}/options`,
  summary: 'Adds an option at the end of the choice list (an option already listed stays put)',
  description: ACCESS_NOTE,
  request: {
    params: choiceListParamsSchema,
    body: jsonBody(choiceOptionKeySchema),
  },
  responses: { ...writeAnswer, 409: errorResponse('The list already holds 200 options') },
});

const removeOptionRoute = createRoute({
  method: 'delete',
  path: `${PATH}/options`,
  summary: 'Removes an option from the choice list',
  description: ACCESS_NOTE,
  request: { params: choiceListParamsSchema, query: choiceOptionKeyQuerySchema },
  responses: writeAnswer,
});

const replayRoute = createRoute({
  method: 'get',
  path: `${PATH}/replay`,
  summary: 'The choice list replayed against every past round list for a rank',
  description:
    'For each year and round list with closing ranks (seats held after a round and allotments ' +
    'made in it kept apart, docs/decisions/0029-round-lists.md): the first choice whose closing ' +
    "rank is at or beyond `rank`. Without `rank`, the profile's All India Rank where the " +
    "counselling's closing ranks are all-India ranks. A demo viewer's replay stops at the first " +
    `option outside the sample (outcome \`locked\`). ${ACCESS_NOTE}`,
  request: { params: choiceListParamsSchema, query: choiceListReplayQuerySchema },
  responses: {
    200: jsonResponse('One result per round list', choiceListReplaySchema),
    ...dataErrorResponses,
  },
});

const outcomeRoute = createRoute({
  method: 'get',
  path: `${PATH}/outcome`,
  summary: "The signed-in user's choice list for a rank: the chance of a seat and which one",
  description:
    "`probability` is each option's own chance as `GET /api/predictions` gives it for the same " +
    '`rank`, `category`, `targetYear` and `knownRounds` (taken as that endpoint takes them); ' +
    '`probabilityAllotted` the chance that it is the seat the list ends with (the first option ' +
    "in list order whose closing rank reaches the rank), from the options' joint forecast: a " +
    'year that moves closing ranks moves them together ' +
    '(docs/decisions/0079-a-lists-outcome-from-the-shared-shift.md). `anySeat` is their sum. ' +
    'Options of another seat category than `category`, without a prediction, or, for a viewer ' +
    "without a package for the counselling (demo), outside the category's Rank DeepScan demo " +
    'sample count for nothing (`probability` null), and `note` says so. `suggestions`: up to 3 ' +
    "options of the category, of the listed options' courses and states and not listed (a demo " +
    "viewer's from the sample), that raise `anySeat` most when added at the end, with the new " +
    `figure. ${ACCESS_NOTE}`,
  request: { params: choiceListParamsSchema, query: choiceListOutcomeQuerySchema },
  responses: {
    200: jsonResponse("The list's outcome", choiceListOutcomeSchema),
    ...dataErrorResponses,
  },
});

/** The viewer's list after a read or a write, with what they may see of each option. */
async function answerList(c: Context<AppEnv>, counsellingId: string) {
  const access = await requireDataAccess(c, counsellingId);
  const db = c.get('deps').database.db;
  const { counsellingHasData, ...list } = await readConsistently(db, access.dataVersion, () =>
    getChoiceList(db, access.userId, counsellingId, access.demo),
  );
  if (!counsellingHasData) await requireCounselling(c, counsellingId);
  c.header('Cache-Control', 'no-store');
  return { ...list, demo: access.demo };
}

/** A change to the viewer's list of an existing counselling, answered with the list after it. */
async function changeThenAnswer(
  c: Context<AppEnv>,
  counsellingId: string,
  change: (db: Database, userId: string) => Promise<void>,
) {
  const { userId } = await requireDataAccess(c, counsellingId);
  await requireCounselling(c, counsellingId);
  await change(c.get('deps').database.db, userId);
  return answerList(c, counsellingId);
}

export function registerChoiceListRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listListsRoute, async (c) => {
    const { userId } = await requireDataAccess(c);
    const lists = await listChoiceLists(c.get('deps').database.db, userId);
    c.header('Cache-Control', 'no-store');
    return c.json(lists, 200);
  });

  app.openapi(getListRoute, async (c) => {
    const { counselling } = c.req.valid('param');
    return c.json(await answerList(c, counselling), 200);
  });

  app.openapi(replaceListRoute, async (c) => {
    const { counselling } = c.req.valid('param');
    const { options } = c.req.valid('json');
    const list = await changeThenAnswer(c, counselling, (db, userId) =>
      replaceChoiceList(db, userId, counselling, options),
    );
    return c.json(list, 200);
  });

  app.openapi(addOptionRoute, async (c) => {
    const { counselling } = c.req.valid('param');
    const option = c.req.valid('json');
    const list = await changeThenAnswer(c, counselling, (db, userId) =>
      addChoiceOption(db, userId, counselling, option),
    );
    return c.json(list, 200);
  });

  app.openapi(removeOptionRoute, async (c) => {
    const { counselling } = c.req.valid('param');
    const option = c.req.valid('query');
    const list = await changeThenAnswer(c, counselling, (db, userId) =>
      removeChoiceOption(db, userId, counselling, option),
    );
    return c.json(list, 200);
  });

  app.openapi(outcomeRoute, async (c) => {
    const { counselling } = c.req.valid('param');
    const query = c.req.valid('query');
    const access = await requireDataAccess(c, counselling);
    await requireCounselling(c, counselling);
    const db = c.get('deps').database.db;
    const outcome = await readConsistently(db, access.dataVersion, () =>
      getChoiceListOutcome(db, access.userId, counselling, query, access.demo),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ ...outcome, counselling, demo: access.demo }, 200);
  });

  app.openapi(replayRoute, async (c) => {
    const { counselling } = c.req.valid('param');
    const { rank } = c.req.valid('query');
    const access = await requireDataAccess(c, counselling);
    await requireCounselling(c, counselling);
    const db = c.get('deps').database.db;
    const replay = await readConsistently(db, access.dataVersion, () =>
      replayUserChoiceList(db, access.userId, counselling, access.demo, rank),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ ...replay, demo: access.demo }, 200);
  });
}
