import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { exemptRoutesFromLoadShedding } from '../../lib/load-shedding.ts';
import type { MemoryAnswers } from '../../lib/memory-answers.ts';
import { AssetMemory } from './asset-memory.ts';

/** Build outputs that are compressed copies of another file, served only in its place. */
const compressedCopies = ['**/*.br', '**/*.gz'];

/**
 * Serves the web app's client build. Files under `/assets/` carry a hash of their content in
 * their name, so browsers keep them for a year without asking again; the other files (favicon)
 * for an hour. Both are sent from the `.br` or `.gz` copy the build wrote when the browser
 * accepts it, so no compression runs per request. They are never shed under load: a page
 * whose scripts were refused would stay without them.
 *
 * With `memory`, the hashed assets (and their compressed copies) are also held in memory up to
 * `maxBytes` and answered from there once their first answer from disk showed their headers
 * (see AssetMemory).
 */
export async function registerClientAssets(
  app: FastifyInstance,
  clientDir: string,
  memory?: { answers: MemoryAnswers; maxBytes: number },
): Promise<void> {
  const held = memory ? await AssetMemory.load(path.join(clientDir, 'assets'), memory.maxBytes) : undefined;
  if (memory && held) memory.answers.add(held.answerer());
  await app.register(async function clientAssets(scope) {
    exemptRoutesFromLoadShedding(scope);
    scope.addHook('onSend', async (request, reply, payload) => {
      const address = request.url.split('?')[0] ?? '';
      // The offline-reading worker's script is asked again on every visit (no cache keeps it
      // fresh-looking): a new deployment's worker arrives at once (docs/seo-and-offline.md).
      if (address === '/sw.js') reply.header('cache-control', 'no-cache');
      else if (held && reply.statusCode === 200 && request.headers.range === undefined && held.holds(address))
        held.learnHeaders(address, reply.getHeaders());
      return payload;
    });
    await registerClientFiles(scope, clientDir);
  });
}

async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    decorateReply: false,
    index: false,
    preCompressed: true,
    globIgnore: compressedCopies,
    maxAge: '365d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    preCompressed: true,
    globIgnore: ['assets/**', ...compressedCopies],
    maxAge: '1h',
  });
}
