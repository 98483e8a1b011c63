import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  LIKELY_CHANCE,
  predictionAccuracyQuerySchema,
  predictionAccuracySchema,
  predictionPageSchema,
  predictionsQuerySchema,
} from '@seatscope/shared';
import type { AppEnv } from '../http/context';
import { getPredictionAccuracy, getPredictionPage } from '../domain/predictions';
import { dataErrorResponses, requireCounselling, viewerAccess } from './data-screens';
import { jsonResponse } from './responses';

const predictionsRoute = createRoute({
  method: 'get',
  path: '/api/predictions',
  summary: 'Rank DeepScan: the chance of each option of a seat category for a rank',
  description:
    '`probability` is the chance that the option closes at or beyond `rank` in the last regular ' +
    '(non-stray) round of `targetYear` (default: the latest year while its counselling is under ' +
    'way, i.e. no stray round of it is in the data and no admin marked it complete; otherwise ' +
    'the latest year plus one; a year in the data after its first is a backtest that uses only ' +
    'the years before it; any other year answers 400). Rounds of `targetYear` already in the ' +
    "data are published: the forecasts use them (the year's common shift, and each option's " +
    'own closing rank in them), `knownRounds` lists them (each a round, its list and label, in the order ' +
    "published; `[]` before the counselling) and `updatedWith` names the latest; the query's " +
    '`knownRounds=N` uses only rounds 1 to N (0: before the counselling). `rounds` gives, per regular ' +
    'round of the kind of round list the prediction is about (seats held after a round, or ' +
    'allotments made in it), the chance that the closing rank of that round of `targetYear` ' +
    'reaches `rank`, from the same model fitted on that round alone (null: no history of that ' +
    `round; a published round has \`published: true\`, its \`closingRank\` and no probability); ` +
    `\`likelyFromRound\` is the first of them whose chance is at least ${LIKELY_CHANCE} ` +
    '(the "Likely" group), or null. `oneEarlierYearNote` is a sentence to show where the forecast ' +
    "rests on one earlier year (how far a whole year moves then comes from other counsellings' " +
    'years before `targetYear`, where any show it), else null. The default `sort` is `chance.desc`: Safe, Likely, Reach, ' +
    'Unlikely, and within a group the smallest expected closing rank first; every sort ends on ' +
    "the option's key, so pages never repeat a row. A viewer without an active package (demo) " +
    'gets a fixed sample of 5 options of the category, the same at every rank, with their ' +
    'chances at `rank`; filters and sort apply inside them, and `total` is the full unfiltered ' +
    'count.',
  request: { query: predictionsQuerySchema },
  responses: {
    200: jsonResponse('One page with its exact total', predictionPageSchema),
    ...dataErrorResponses,
  },
});

const accuracyRoute = createRoute({
  method: 'get',
  path: '/api/predictions/accuracy',
  summary: "Rank DeepScan's accuracy, measured on the data being served",
  description:
    'The backtest of `npm run backtest` (docs/predictor.md) on this database: the model is ' +
    'fitted on the years before the latest year and scored on the latest year. With fewer than ' +
    'two years `measured` is false and `note` says why; no figure is given then.',
  request: { query: predictionAccuracyQuerySchema },
  responses: {
    200: jsonResponse('The measured accuracy, or why there is none', predictionAccuracySchema),
    ...dataErrorResponses,
  },
});

export function registerPredictionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(accuracyRoute, async (c) => {
    const { counselling } = c.req.valid('query');
    const { read } = await viewerAccess(c, counselling);
    const db = c.get('deps').database.db;
    const { counsellingHasData, ...accuracy } = await read(() =>
      getPredictionAccuracy(db, counselling),
    );
    if (!counsellingHasData) await requireCounselling(c, counselling);
    return c.json(accuracy, 200);
  });
  app.openapi(predictionsRoute, async (c) => {
    const query = c.req.valid('query');
    const { demo, read } = await viewerAccess(c, query.counselling);
    const db = c.get('deps').database.db;
    const { counsellingHasData, ...page } = await read(() => getPredictionPage(db, query, demo));
    if (!counsellingHasData) await requireCounselling(c, query.counselling);
    return c.json({ ...page, demo }, 200);
  });
}
