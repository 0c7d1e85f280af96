import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { exemptRoutesFromLoadShedding } from '../../lib/load-shedding.ts';

/** Build outputs that are compressed copies of another file, served only in its place. */
const compressedCopies = ['**/*.br', '**/*.gz'];

/**
 * Serves the web app's client build. Files under `/assets/` carry a hash of their content in
 * their name, so browsers keep them for a year without asking again; the other files (favicon)
 * for an hour. Both are sent from the `.br` or `.gz` copy the build wrote when the browser
 * accepts it, so no compression runs per request. They are never shed under load: a page
 * whose scripts were refused would stay without them.
 */
export async function registerClientAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(async function clientAssets(scope) {
    exemptRoutesFromLoadShedding(scope);
    // The offline-reading worker's script is asked again on every visit (no cache keeps it
    // fresh-looking): a new deployment's worker arrives at once (docs/seo-and-offline.md).
    scope.addHook('onSend', async (request, reply, payload) => {
      if (request.url.split('?')[0] === '/sw.js') reply.header('cache-control', 'no-cache');
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
