import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 built from the routes' zod contracts: viewer at /api/docs, JSON at /api/docs/json. */
export const openApiPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Cargo marketplace API',
          description:
            'Freight quotes, bookings and delivery orders. Successful answers are `{ data }`; errors are `{ error: { code, message }, errors: [{ fieldName, errorText }] }`.',
          version,
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
