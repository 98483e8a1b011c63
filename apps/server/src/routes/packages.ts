import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { catalogueSchema } from '@seatscope/shared';
import type { AppEnv } from '../http/context';
import { listCatalogue } from '../domain/catalogue';
import { jsonResponse } from './responses';

const catalogueRoute = createRoute({
  method: 'get',
  path: '/api/packages',
  tags: ['purchases'],
  summary: 'The price catalogue: packages with price, GST and total in paise and as shown',
  responses: {
    200: jsonResponse(
      'Every package on sale, the default choice and the payment provider',
      catalogueSchema,
    ),
  },
});

export function registerPackageRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(catalogueRoute, async (c) => {
    const { config, database } = c.get('deps');
    return c.json(
      {
        packages: await listCatalogue(database.db),
        defaultPackageId: config.DEFAULT_PACKAGE,
        paymentProvider: config.paymentsProvider,
      },
      200,
    );
  });
}
