import type { FastifyInstance } from 'fastify';

/**
 * A HEAD request is answered with exactly the headers a GET of the same address would get, only
 * without the body (RFC 9110): every GET route also takes HEAD and runs its whole GET path,
 * caches, ETags and compression included, and Node leaves the body out of a HEAD answer. (The
 * framework's own HEAD routes would skip the hooks that compress.) Call before any route is added.
 */
export function answerHeadLikeGet(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET') && !methods.includes('HEAD')) route.method = [...methods, 'HEAD'];
  });
}
