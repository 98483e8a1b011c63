import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  counsellingInfoFacetsSchema,
  counsellingInfoListQuerySchema,
  counsellingInfoPageSchema,
  courseFacetsSchema,
  courseListQuerySchema,
  coursePageSchema,
  instituteDetailSchema,
  instituteFacetsSchema,
  instituteIdParamsSchema,
  instituteListQuerySchema,
  institutePageSchema,
  universityFacetsSchema,
  universityListQuerySchema,
  universityPageSchema,
} from '@seatscope/shared';
import type { AppEnv } from '../http/context';
import { requireDataAccess, requireViewer } from '../http/viewer';
import { dataVersion, readConsistently } from '../domain/data-screens';
import { demoFor } from '../domain/entitlement';
import {
  counsellingInfoFacets,
  courseFacets,
  instituteDetail,
  instituteFacets,
  listCounsellingInfo,
  listCourses,
  listInstitutes,
  listUniversities,
  universityFacets,
} from '../domain/knowledge-hub';
import { errorResponse, jsonResponse, pageOrLast, signedInErrorResponses } from './responses';

// The Knowledge Hub is free for every signed-in user (docs/product.md#demo-rule): no demo cut
// here, except an institute's fee figures and seat counts, which follow the package
// (docs/decisions/0036-institute-details.md).
const tags = ['Knowledge Hub'];
const pageResponse = 'One page of rows, newest filters applied';
const facetsResponse = 'The row count and the values each filter offers';

const institutesRoute = createRoute({
  method: 'get',
  path: '/api/institutes',
  tags,
  summary:
    'College Explorer: institutes by name, state or district; filters state, type, management; code (MCC code, exact)',
  request: { query: instituteListQuerySchema },
  responses: { 200: jsonResponse(pageResponse, institutePageSchema), ...signedInErrorResponses },
});

const instituteFacetsRoute = createRoute({
  method: 'get',
  path: '/api/institutes/facets',
  tags,
  summary: 'College Explorer filter options',
  responses: {
    200: jsonResponse(facetsResponse, instituteFacetsSchema),
    ...signedInErrorResponses,
  },
});

const instituteDetailRoute = createRoute({
  method: 'get',
  path: '/api/institutes/{id}',
  tags,
  summary:
    "An institute's details: code, university, fees per year, stipends, bond and hostel fee with the file each came from, and the counsellings and courses it appears in",
  request: { params: instituteIdParamsSchema },
  responses: {
    200: jsonResponse(
      'The institute; figures the viewer’s package does not open are null and listed in `locked`',
      instituteDetailSchema,
    ),
    ...signedInErrorResponses,
    404: errorResponse('No institute has this id'),
  },
});

const universitiesRoute = createRoute({
  method: 'get',
  path: '/api/universities',
  tags,
  summary: 'Atlas of Universities: search name, state, type; filters state and type',
  request: { query: universityListQuerySchema },
  responses: { 200: jsonResponse(pageResponse, universityPageSchema), ...signedInErrorResponses },
});

const universityFacetsRoute = createRoute({
  method: 'get',
  path: '/api/universities/facets',
  tags,
  summary: 'Atlas of Universities stat cards and filter options',
  responses: {
    200: jsonResponse(facetsResponse, universityFacetsSchema),
    ...signedInErrorResponses,
  },
});

const counsellingInfoRoute = createRoute({
  method: 'get',
  path: '/api/counselling-info',
  tags,
  summary: 'Counselling Info: counselling processes by name, state or type',
  request: { query: counsellingInfoListQuerySchema },
  responses: {
    200: jsonResponse(pageResponse, counsellingInfoPageSchema),
    ...signedInErrorResponses,
  },
});

const counsellingInfoFacetsRoute = createRoute({
  method: 'get',
  path: '/api/counselling-info/facets',
  tags,
  summary: 'Counselling Info stat cards and filter options',
  responses: {
    200: jsonResponse(facetsResponse, counsellingInfoFacetsSchema),
    ...signedInErrorResponses,
  },
});

const coursesRoute = createRoute({
  method: 'get',
  path: '/api/courses',
  tags,
  summary: 'Medical Courses: search; filters degree type, clinical type, duration',
  request: { query: courseListQuerySchema },
  responses: { 200: jsonResponse(pageResponse, coursePageSchema), ...signedInErrorResponses },
});

const courseFacetsRoute = createRoute({
  method: 'get',
  path: '/api/courses/facets',
  tags,
  summary: 'Medical Courses stat cards and filter options',
  responses: { 200: jsonResponse(facetsResponse, courseFacetsSchema), ...signedInErrorResponses },
});

export function registerKnowledgeHubRoutes(app: OpenAPIHono<AppEnv>) {
  const db = (c: { get(key: 'deps'): AppEnv['Variables']['deps'] }) => c.get('deps').database.db;
  /** The route's reads, answered from one state of the data (readConsistently). */
  const read = async <T>(
    c: { get(key: 'deps'): AppEnv['Variables']['deps'] },
    query: () => Promise<T>,
  ) => readConsistently(db(c), await dataVersion(db(c)), query);

  app.openapi(institutesRoute, async (c) => {
    await requireViewer(c);
    return c.json(
      await read(c, () =>
        pageOrLast(c.req.valid('query'), (query) => listInstitutes(db(c), query)),
      ),
      200,
    );
  });
  app.openapi(instituteFacetsRoute, async (c) => {
    await requireViewer(c);
    return c.json(await read(c, () => instituteFacets(db(c))), 200);
  });
  app.openapi(instituteDetailRoute, async (c) => {
    const { entitlement } = await requireDataAccess(c);
    const { id } = c.req.valid('param');
    return c.json(
      await read(c, () =>
        instituteDetail(db(c), id, (level) =>
          level === null ? entitlement.demo : demoFor(entitlement, level),
        ),
      ),
      200,
    );
  });
  app.openapi(universitiesRoute, async (c) => {
    await requireViewer(c);
    return c.json(
      await read(c, () =>
        pageOrLast(c.req.valid('query'), (query) => listUniversities(db(c), query)),
      ),
      200,
    );
  });
  app.openapi(universityFacetsRoute, async (c) => {
    await requireViewer(c);
    return c.json(await read(c, () => universityFacets(db(c))), 200);
  });
  app.openapi(counsellingInfoRoute, async (c) => {
    await requireViewer(c);
    return c.json(
      await read(c, () =>
        pageOrLast(c.req.valid('query'), (query) => listCounsellingInfo(db(c), query)),
      ),
      200,
    );
  });
  app.openapi(counsellingInfoFacetsRoute, async (c) => {
    await requireViewer(c);
    return c.json(await read(c, () => counsellingInfoFacets(db(c))), 200);
  });
  app.openapi(coursesRoute, async (c) => {
    await requireViewer(c);
    return c.json(
      await read(c, () => pageOrLast(c.req.valid('query'), (query) => listCourses(db(c), query))),
      200,
    );
  });
  app.openapi(courseFacetsRoute, async (c) => {
    await requireViewer(c);
    return c.json(await read(c, () => courseFacets(db(c))), 200);
  });
}
