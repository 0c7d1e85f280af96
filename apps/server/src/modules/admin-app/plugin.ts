import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../../lib/http-errors.ts';

/**
 * The Mini-Admin's own policy: it runs only its own scripts and styles, talks only to this host
 * (API calls and the hub's WebSocket), and may not be framed.
 */
export const adminContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/**
 * Serves the Mini-Admin, a client-only app, under `/dev/`: its hashed files from `/dev/assets/`
 * (cached for a year, sent from the build's .br/.gz copies), and its one HTML page for every
 * other address below /dev (the app then shows the page the address names, or the home page).
 * Without a build, every /dev address answers 503 and says how to build it.
 */
export async function registerAdminApp(app: FastifyInstance, buildDir: string): Promise<void> {
  const indexHtml = await readFile(path.join(buildDir, 'index.html')).catch(() => undefined);

  const sendPage = (reply: FastifyReply) => {
    if (!indexHtml) {
      return sendError(reply, 503, 'The Mini-Admin is not built: run `npm run build` (or `npm start`).');
    }
    return reply
      .header('Content-Security-Policy', adminContentSecurityPolicy)
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'assets'),
      prefix: '/dev/assets/',
      wildcard: false,
      decorateReply: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      maxAge: '365d',
      immutable: true,
    });
  }
  app.get('/dev', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.get('/dev/*', { schema: { hide: true } }, (request, reply) => {
    // A file the build does not have is not a page: answer 404 rather than the app's HTML.
    if (request.url.startsWith('/dev/assets/')) return sendError(reply, 404, 'No such Mini-Admin file.');
    return sendPage(reply);
  });
}
