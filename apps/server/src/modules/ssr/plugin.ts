import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { storedConsentOfCookieHeader } from '@zilt/contracts/consent-rules';
import {
  inlineStyleHashesHeader,
  pageExpiresHeader,
  pageExpiryOf,
  runtimeScriptHashesHeader,
} from '@zilt/contracts/page-cache';
import type { SiteLoadContext, SiteServices } from '@zilt/contracts/site-services';
import { isStudioPath } from '@zilt/contracts/studio-address';
import { AdmissionQueue } from '../../lib/admission-queue.ts';
import { refuseOverloaded } from '../../lib/load-shedding.ts';
import type { MemoryAnswers } from '../../lib/memory-answers.ts';
import { cachedPageHeaders, isCacheablePage, pageCacheKey, pagesRoute } from '../page-cache/page-rules.ts';
import { type PageCache, pageCacheHeader, writeCachedPage } from '../page-cache/page-cache.ts';
import { registerClientAssets } from './client-assets.ts';
import { servicesWithTestFaults } from './test-faults.ts';
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
  /** Keeps rendered pages; without it every page is rendered per request. */
  pageCache?: PageCache;
  /** `MAP_STYLE_URL`: a tile service's style; its origin may then be fetched by the map. */
  mapStyleUrl?: string | undefined;
  /** Renders at a time and renders waiting (`RENDER_CONCURRENCY`, `RENDER_QUEUE_LIMIT`); beyond, 503. */
  renderLimits: { concurrency: number; queueLimit: number; retryAfterSeconds: number };
  /** A HubSpot-compatible form script; its origin may serve scripts, data and frames. */
  formProviderScriptUrl?: string | undefined;
  /** `SITE_URL`: the public origin of canonical and shared addresses; the request's own without it. */
  siteUrl?: string | undefined;
  /** Answers sent from memory before the framework: the hashed assets join them, up to `maxBytes` (`ASSET_MEMORY_MAX_BYTES`). */
  assetMemory?: { answers: MemoryAnswers; maxBytes: number };
}

/** Where the tag manager's script comes from (allowed only after tracking consent). */
export const tagManagerOrigin = 'https://www.googletagmanager.com';

/**
 * Hosts that content blocks may frame besides our own pages: the privacy-enhanced embed hosts
 * of YouTube and Vimeo. The video and iframe blocks load them only after video consent.
 */
export const videoFrameHosts = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The page's Content-Security-Policy: scripts only from us and with this response's nonce, or,
 * for a page served from the page cache, only inline scripts with the hashes of that page's own
 * (docs/decisions/006-page-cache.md), plus the tag manager's host when one is configured (the
 * app loads it only after tracking consent: a cached page has no nonce that could let it in
 * at the moment the visitor allows tracking); frames from us, the video hosts
 * and the iframe hosts the operator configures. Frames carry no nonce, so the video hosts are
 * listed before consent too: the app itself creates those frames only after consent, which lets
 * a consent given in a media prompt load the video without a reload (docs/privacy.md).
 *
 * Style elements: only from us, and inline only those with the hashes of the page's own (its
 * first paint's stylesheets, a map's still), so markup that reaches a page some other way
 * cannot restyle it or read it out through selectors. Style attributes stay allowed: they
 * reach one element only, and an editor's embed code styles its elements with them. Browsers
 * without the split directives read `style-src` as before. A configured form provider adds
 * style elements of its own when its forms are drawn, so with one, inline style elements are
 * allowed as a whole.
 *
 * The content studio (`studio`) gets the same policy, which its block editor needs as it is
 * (its scripts are ours, with the nonce; its inline style elements and attributes and its
 * canvas, a frame of our own written with `srcdoc`, are allowed; its stylesheet comes without
 * the editor's web font from another host), and two restrictions more: no other page may frame
 * it (an editor's clicks cannot be stolen), and no tag manager, which the studio never loads.
 */
export function pageContentSecurityPolicy(
  scripts: { nonce: string } | { hashes: readonly string[] },
  iframeHosts: readonly string[] = [],
  options: {
    tagManager?: boolean;
    mapStyleUrl?: string | undefined;
    formProviderScriptUrl?: string | undefined;
    studio?: boolean;
    /** The hashes (`sha256-…`) of the page's inline style elements. */
    styleHashes?: readonly string[];
  } = {},
): string {
  // A configured form provider (HubSpot) loads its script, sends its forms and may frame parts.
  const formOrigins = options.formProviderScriptUrl ? [new URL(options.formProviderScriptUrl).origin] : [];
  const frameSources = ["'self'", ...videoFrameHosts, ...iframeHosts, ...formOrigins];
  const inline = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  const tagManager = options.tagManager === true && options.studio !== true;
  const scriptSources = ["'self'", ...inline, ...(tagManager ? [tagManagerOrigin] : []), ...formOrigins];
  // The default basemap comes from us; a configured tile service's style, tiles and images
  // come from its origin. The map's worker is a script file of our own ('self').
  const mapOrigins = options.mapStyleUrl ? [new URL(options.mapStyleUrl).origin] : [];
  const anyInlineStyle = options.studio === true || formOrigins.length > 0;
  const styleElements = anyInlineStyle
    ? []
    : [
        ['style-src-elem', "'self'", ...(options.styleHashes ?? []).map((hash) => `'${hash}'`)].join(' '),
        "style-src-attr 'unsafe-inline'",
      ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    ...styleElements,
    ['img-src', "'self'", 'data:', ...mapOrigins].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...mapOrigins, ...formOrigins].join(' '),
    "worker-src 'self'",
    `frame-src ${frameSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    options.studio ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
  ].join('; ');
}

/** The headers already set on a reply (by the hooks that ran), as strings. */
function headersSoFar(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * Serves the web app's client assets and hands every other path to React Router's server
 * build (SSR); the loaders get the site services, the request's log and the visitor's consent
 * through the load context.
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
  // Outside production, errors of loaders reach the error page with their name and message
  // (React Router hides them in every mode but its development mode).
  const handle = createRequestHandler(build, options.mode === 'production' ? 'production' : 'development');

  await registerClientAssets(app, clientDir, options.assetMemory);

  const consentRevision = options.consentRevision ?? 1;
  const tagManagerId = options.tagManagerId ?? null;
  const pageCache = options.pageCache;
  // Pages from the cache cost next to nothing; a render costs milliseconds of the event loop,
  // so renders run a few at a time and a bounded number wait (see AdmissionQueue).
  const limits = options.renderLimits;
  const renders = new AdmissionQueue(limits.concurrency, limits.queueLimit);
  app.decorate('pageRenders', renders);

  await app.register(async function pages(scope) {
    // The page handler reads request bodies itself (form actions), as a stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: pagesRoute,
      schema: { hide: true },
      async handler(request, reply) {
        // The consent cookies are read once, here: the cache key, the policy and the page agree on them.
        const consent = storedConsentOfCookieHeader(request.headers.cookie, consentRevision);
        const studio = isStudioPath(request.url.split('?')[0] ?? '');
        const policyOf = (scripts: Parameters<typeof pageContentSecurityPolicy>[0], styleHashes: readonly string[]) =>
          pageContentSecurityPolicy(scripts, options.iframeHosts, {
            tagManager: tagManagerId !== null,
            mapStyleUrl: options.mapStyleUrl,
            formProviderScriptUrl: options.formProviderScriptUrl,
            studio,
            styleHashes,
          });
        // Hits were answered before any hook ran (page-hits.ts); what reaches here renders.
        const cacheKey = pageCacheKey(request, consent, options.mode);

        const controller = new AbortController();
        reply.raw.once('close', () => controller.abort());
        // Beyond the queue, 503 with Retry-After (a visitor who left while waiting never sees it).
        const admission = await renders.admit(controller.signal);
        if (!admission.admitted) return refuseOverloaded(reply, limits.retryAfterSeconds);
        try {
          const generation = pageCache?.generation ?? 0;
          const nonce = randomBytes(16).toString('base64');
          const context: SiteLoadContext = {
            services: servicesWithTestFaults(options.services, request, options.mode),
            log: request.log,
            consent,
            cspNonce: nonce,
            publicSettings: {
              environment: options.mode,
              consentRevision,
              tagManagerId,
              mapStyleUrl: options.mapStyleUrl ?? null,
              formProviderScriptUrl: options.formProviderScriptUrl ?? null,
              siteUrl: options.siteUrl ?? null,
            },
          };
          // The web app declares AppLoadContext as SiteLoadContext; the server does not see that augmentation.
          // A HEAD request is rendered as its GET: the same headers, and the body left out when sent.
          const response = await handle(
            toWebRequest(request, controller.signal, request.method === 'HEAD' ? 'GET' : request.method),
            context as unknown as Record<string, unknown>,
          );
          const contentType = response.headers.get('content-type') ?? '';
          const styleHashes = (response.headers.get(inlineStyleHashesHeader) ?? '').split(' ').filter(Boolean);
          response.headers.delete(inlineStyleHashesHeader);
          const policy = (scripts: Parameters<typeof pageContentSecurityPolicy>[0]) => policyOf(scripts, styleHashes);
          if (pageCache && cacheKey !== null && isCacheablePage(response)) {
            const entry = await pageCache.fill(cacheKey, generation, {
              status: response.status,
              contentType,
              body: Buffer.from(await response.arrayBuffer()),
              runtimeScriptHashes: (response.headers.get(runtimeScriptHashesHeader) ?? '').split(' ').filter(Boolean),
              expiresAt: pageExpiryOf(response.headers),
              // The headers set so far (security headers) and the page's own are kept with the
              // entry: every later hit sends exactly these.
              headers: (scripts) => ({ ...headersSoFar(reply), ...cachedPageHeaders(policy, scripts) }),
            });
            // Written straight to the connection as a hit is: no later hook, serializer or compression runs.
            reply.hijack();
            writeCachedPage(request.raw, reply.raw, entry, 'miss');
            return reply;
          }
          response.headers.delete(runtimeScriptHashesHeader);
          response.headers.delete(pageExpiresHeader);
          if (contentType.startsWith('text/html')) reply.header('Content-Security-Policy', policy({ nonce }));
          // The studio may not be framed at all (older browsers read this header, not the policy).
          if (studio) reply.header('X-Frame-Options', 'DENY');
          // Not from the cache: a page with this response's nonce, or one that must not be kept
          // (an error state, a preview, another status than 200): no cache may keep it.
          if (!response.headers.has('cache-control')) reply.header('Cache-Control', 'no-store');
          if (pageCache) reply.header(pageCacheHeader, 'bypass');
          return sendWebResponse(reply, response);
        } finally {
          // The document is complete once the handler answers; only sending its bytes is left.
          admission.release();
        }
      },
    });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The page renders running and waiting (tests and diagnostics read it). */
    pageRenders: AdmissionQueue;
  }
}
