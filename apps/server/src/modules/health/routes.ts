import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exemptFromLoadShedding } from '../../lib/load-shedding.ts';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable', 'overloaded', 'stopping']) });

/**
 * Liveness (the process answers) and readiness (the database answers, the server is not
 * shedding load and not stopping). Neither is shed: a load balancer must always get its answer
 * quickly. A stopping process fails readiness first, while it still serves, so that the
 * balancer moves away before its listener closes.
 */
export function healthRoutes(
  ping: () => Promise<boolean>,
  isUnderPressure: () => boolean,
  isStopping: () => boolean = () => false,
): FastifyPluginAsyncZod {
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
        if (isStopping())
          return reply
            .code(503)
            .header('Retry-After', '5')
            .send({ status: 'stopping' as const });
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
