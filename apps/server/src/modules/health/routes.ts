import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness (the process answers) and readiness (the database answers). */
export function healthRoutes(ping: () => Promise<boolean>): FastifyPluginAsyncZod {
  return async function registerHealthRoutes(app) {
    app.get('/healthz', { schema: { tags: ['operations'], response: { 200: statusSchema } } }, async () => ({ status: 'ok' as const }));
    app.get(
      '/readyz',
      { schema: { tags: ['operations'], response: { 200: statusSchema, 503: statusSchema } } },
      async (_request, reply) => {
        if (await ping()) return { status: 'ok' as const };
        return reply.code(503).send({ status: 'unavailable' as const });
      },
    );
  };
}
