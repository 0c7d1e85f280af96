import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cachedAnswer, pageCacheHeader, type PageCache } from './page-cache.ts';
import { asksForTestFault, type ServerMode } from './page-rules.ts';

/**
 * The public read routes of the content API: the same answer for everyone until the content
 * changes. Clients may keep an answer briefly and use it a while longer while they check again.
 */
const publicReadPaths =
  /^\/(api\/(wp|dp|sp)\/get[A-Za-z]+|api\/v1\/teamMembers|api\/v1\/sharepoint\/translations\.json|wp\/translations\.json)(\?|$)/;

export const apiReadCacheControl = 'public, max-age=10, stale-while-revalidate=60';

const generationAtStart = Symbol('content generation when the request started');

/**
 * A GET or HEAD (the same answer without its body) of a public read route; on a test server,
 * requests that ask for a fault (headers `x-zilt-test-…`) are answered afresh.
 */
function isPublicRead(request: FastifyRequest, mode: ServerMode): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    publicReadPaths.test(request.url) &&
    !asksForTestFault(request, mode)
  );
}

/**
 * Keeps the answers of the public read routes, compressed, in the page cache (dropped with it on
 * every content change), and answers from there with an ETag; 304 when the client has it.
 * Register before the compression plugin: the stored bytes are sent as they are.
 */
export function registerApiReadCache(app: FastifyInstance, cache: PageCache, mode: ServerMode): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicRead(request, mode)) return;
    (request as unknown as Record<symbol, number>)[generationAtStart] = cache.generation;
    const entry = cache.get(`api ${request.url}`);
    if (!entry) return;
    const answer = cachedAnswer(request, entry);
    reply.headers({ ...answer.headers, [pageCacheHeader]: 'hit' });
    reply.code(answer.status);
    return answer.body === null ? reply.send() : reply.send(answer.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPublicRead(request, mode) || reply.statusCode !== 200 || reply.getHeader(pageCacheHeader) === 'hit')
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const generation = (request as unknown as Record<symbol, number | undefined>)[generationAtStart];
    const entry = await cache.fill(`api ${request.url}`, generation ?? -1, {
      status: 200,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
      headers: () => ({ 'cache-control': apiReadCacheControl }),
    });
    const answer = cachedAnswer(request, entry);
    reply.headers({ ...answer.headers, [pageCacheHeader]: 'miss' });
    reply.code(answer.status);
    return answer.body ?? '';
  });
}
