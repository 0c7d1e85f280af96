import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exemptFromLoadShedding } from '../../lib/load-shedding.ts';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable', 'overloaded']) });

/**
 * Liveness (the process answers) and readiness (the database answers and the server is not
 * shedding load). Neither is shed: a load balancer must always get its answer quickly.
 */
export function healthRoutes(ping: () => Promise<boolean>, isUnderPressure: () => boolean): FastifyPluginAsyncZod {
  return async function registerHealthRoutes(app) {
    app.get(
      '/healthz',
      { config: exemptFromLoadShedding, schema: { tags: ['operations'], response: { 200: statusSchema } } },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/readyz',
      {
        config: exemptFromLoadShedding,
        schema: { tags: ['operations'], response: { 200: statusSchema, 503: statusSchema } },
      },
      async (_request, reply) => {
        if (isUnderPressure())
          return reply
            .code(503)
            .header('Retry-After', '1')
            .send({ status: 'overloaded' as const });
        if (await ping()) return { status: 'ok' as const };
        return reply
          .code(503)
          .header('Retry-After', '5')
          .send({ status: 'unavailable' as const });
      },
    );
  };
}
