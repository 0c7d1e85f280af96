import type { FastifyInstance } from 'fastify';

/**
 * Behind a proxy with TRUST_PROXY off, every request seems to come from the proxy: all visitors
 * share one address for the limits of failed token checks and form submissions (ten wrong
 * tokens would lock all staff out). The first request that carries X-Forwarded-For says so in
 * the log, once per process.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        { proxy: request.ip },
        'requests arrive with X-Forwarded-For but TRUST_PROXY is off: every visitor counts as the proxy address ' +
          '(rate limits and token lock-outs are shared by all); set TRUST_PROXY=true behind a reverse proxy',
      );
    }
    done();
  });
}
