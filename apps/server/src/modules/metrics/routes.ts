import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exemptFromLoadShedding } from '../../lib/load-shedding.ts';
import type { Metrics } from './metrics.ts';

// /metrics is for the monitoring system only: it answers requests from the addresses of
// METRICS_ALLOW (addresses or CIDR ranges; the machine itself by default) and requests that
// carry METRICS_TOKEN as a bearer token. A request that came through a proxy (it carries
// X-Forwarded-For) while TRUST_PROXY is off is judged by no address at all: its socket address
// is the proxy's, and every visitor would otherwise be "the machine itself".

const errorSchema = z.object({ error: z.string(), message: z.string() });

export interface MetricsAccess {
  /** Addresses and CIDR ranges (`10.0.0.0/8`, `::1`) allowed without a token. */
  allow: string[];
  /** A bearer token that is allowed from anywhere; unset, only the addresses are. */
  token: string | undefined;
  trustProxy: boolean;
}

/** The allowed addresses as a BlockList (`check` answers whether an address is in it). */
export function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, family);
    else list.addSubnet(address!, Number(prefix), family);
  }
  return list;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export function metricsRoutes(metrics: Metrics, access: MetricsAccess): FastifyPluginAsyncZod {
  const allowed = allowList(access.allow);
  // Only the token's hash is kept; hashes of equal length are compared in constant time.
  const tokenHash = access.token ? sha256(access.token) : undefined;

  function addressAllowed(request: FastifyRequest): boolean {
    if (!access.trustProxy && request.headers['x-forwarded-for'] !== undefined) return false;
    const ip = request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
    const family = isIP(ip);
    if (family === 0) return false;
    return allowed.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  }

  function tokenAllowed(request: FastifyRequest): boolean {
    const header = request.headers.authorization;
    if (!tokenHash || !header?.startsWith('Bearer ')) return false;
    return timingSafeEqual(sha256(header.slice(7)), tokenHash);
  }

  return async function registerMetricsRoutes(app) {
    app.get(
      '/metrics',
      {
        config: exemptFromLoadShedding,
        schema: {
          tags: ['operations'],
          description:
            'Figures of this process in the Prometheus text format; from the addresses of METRICS_ALLOW or with METRICS_TOKEN',
          response: { 403: errorSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (!addressAllowed(request) && !tokenAllowed(request)) {
          return reply.code(403).send({
            error: 'Forbidden',
            message: 'Metrics are served to the addresses of METRICS_ALLOW or with the METRICS_TOKEN bearer token',
          });
        }
        const text = await metrics.registry.metrics();
        // The text format is not JSON: the 200 answer has no schema to serialize with.
        return reply.type(metrics.registry.contentType).send(text as never);
      },
    );
  };
}
