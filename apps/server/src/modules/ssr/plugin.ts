import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { readStoredConsent } from '@zilt/contracts/consent';
import type { SiteLoadContext, SiteServices } from '@zilt/contracts/site-services';
import { parseCookieHeader } from '../../lib/cookies.ts';
import { sendWebResponse, toWebRequest } from './web-request.ts';

export interface SsrOptions {
  buildDir: string;
  services: SiteServices;
  mode: 'production' | 'development' | 'test';
  /** Origins (e.g. `https://dashboard.example.org`) that iframe blocks may embed. */
  iframeHosts?: readonly string[];
  /** `CONSENT_REVISION`: choices stored for another revision are asked again. */
  consentRevision?: number;
  /** `TAG_MANAGER_ID`: the tag manager loads only after tracking consent. */
  tagManagerId?: string | undefined;
}

/** Where the tag manager's script comes from (allowed only after tracking consent). */
export const tagManagerOrigin = 'https://www.googletagmanager.com';

/**
 * Hosts that content blocks may frame besides our own pages: the privacy-enhanced embed hosts
 * of YouTube and Vimeo. The video and iframe blocks load them only after video consent.
 */
export const videoFrameHosts = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The page's Content-Security-Policy: scripts only from us and with this response's nonce (plus
 * the tag manager's host once the visitor allowed tracking); frames from us, the video hosts
 * and the iframe hosts the operator configures. Frames carry no nonce, so the video hosts are
 * listed before consent too: the app itself creates those frames only after consent, which lets
 * a consent given in a media prompt load the video without a reload (docs/privacy.md).
 */
export function pageContentSecurityPolicy(
  nonce: string,
  iframeHosts: readonly string[] = [],
  options: { tagManager?: boolean } = {},
): string {
  const frameSources = ["'self'", ...videoFrameHosts, ...iframeHosts];
  const scriptSources = ["'self'", `'nonce-${nonce}'`, ...(options.tagManager ? [tagManagerOrigin] : [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Serves the web app's client assets and hands every other path to React Router's server
 * build (SSR); the loaders get the site services through the load context.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const serverEntry = path.join(options.buildDir, 'server', 'index.js');
  const clientDir = path.join(options.buildDir, 'client');
  if (!existsSync(serverEntry)) {
    app.log.warn({ serverEntry }, 'the web app is not built; pages answer 503 (run "npm run build")');
    app.get('/*', async (_request, reply) =>
      reply.code(503).type('text/plain').send('The site is not built yet: run "npm run build".'),
    );
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, options.mode);

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    setHeaders(response, filePath) {
      const immutable = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  await app.register(async function pages(scope) {
    // The page handler reads request bodies itself (form actions), as a stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      async handler(request, reply) {
        const controller = new AbortController();
        reply.raw.once('close', () => controller.abort());
        const nonce = randomBytes(16).toString('base64');
        const consentRevision = options.consentRevision ?? 1;
        const tagManagerId = options.tagManagerId ?? null;
        const context: SiteLoadContext = {
          services: options.services,
          cspNonce: nonce,
          publicSettings: { environment: options.mode, consentRevision, tagManagerId },
        };
        // The web app declares AppLoadContext as SiteLoadContext; the server does not see that augmentation.
        const response = await handle(toWebRequest(request, controller.signal), context as unknown as Record<string, unknown>);
        if (response.headers.get('content-type')?.startsWith('text/html')) {
          const cookies = parseCookieHeader(request.headers.cookie);
          const tracking = readStoredConsent((name) => cookies.get(name), consentRevision).tracking === 'yes';
          reply.header(
            'Content-Security-Policy',
            pageContentSecurityPolicy(nonce, options.iframeHosts, { tagManager: tagManagerId !== null && tracking }),
          );
          // Each page carries its own script nonce and follows the visitor's consent cookies
          // (cookie bar, players): no shared cache may keep it and hand it to someone else.
          if (!response.headers.has('cache-control')) reply.header('Cache-Control', 'private, no-cache');
        }
        return sendWebResponse(reply, response);
      },
    });
  });
}
