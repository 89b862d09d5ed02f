import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeOperations } from './openapi-operations';

/** OpenAPI generated from the same zod schemas that validate requests; UI at /api/docs. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Investment platform API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // every operation's id, tag and error media type, once for the whole document (routes give what they need to)
    transformObject: (doc) => ('openapiObject' in doc ? completeOperations(doc.openapiObject) : doc.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's own CSP (with hashes for its inline scripts) replaces the app's on its pages only.
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
});
