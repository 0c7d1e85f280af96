import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import { languages } from '@zilt/contracts/languages';
import { absoluteUrl, publicSources, sitemapUrlLimit } from '@zilt/contracts/site-addresses';
import { robotsTxt, securityTxt, webManifest } from './site-files.ts';
import type { SitemapService } from './sitemap-service.ts';
import { sitemapFilePath, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

export interface SeoRouteOptions {
  sitemaps: SitemapService;
  /** `SITE_URL`: the public origin every absolute address starts with; the request's own without it. */
  siteUrl: string | undefined;
  /** Where security.txt sends reports (`mailto:` or `https:`). */
  securityContact: string;
  /** Rises on every content change (the page cache's generation): kept sitemaps are then dropped. */
  contentGeneration: () => number;
  /** Addresses per sitemap file; the sitemaps.org limit unless a test asks for fewer. */
  urlsPerFile?: number;
  now?: () => Date;
}

/** The site's public origin: `SITE_URL`, or the origin the request names (behind no proxy). */
export function siteOriginOf(request: FastifyRequest, siteUrl: string | undefined): string {
  return siteUrl ?? `${request.protocol}://${request.host}`;
}

const sitemapFileSchema = z.object({
  file: z
    .string()
    .regex(/^(wp|dp)-(en|nl)-[1-9]\d{0,5}\.xml$/, 'expected {wp|dp}-{en|nl}-{part}.xml, e.g. wp-en-1.xml')
    .describe('The source, language and part of one sitemap file'),
});

const manifestQuerySchema = z.object({
  lang: z
    .enum(languages, { error: 'expected en or nl' })
    .optional()
    .describe("The start page's language (en by default)"),
});

const manifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  dir: z.literal('ltr'),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
});

const textAnswer = z.string().describe('The file as text');

/**
 * robots.txt, the sitemaps (an index per source and language, split past the sitemaps.org limit
 * of 50,000 addresses per file), the web app manifest and security.txt. Sitemaps are built once
 * per content version and origin: a published or unpublished page shows in the next answer.
 */
export function seoRoutes(options: SeoRouteOptions): FastifyPluginAsyncZod {
  const perFile = options.urlsPerFile ?? sitemapUrlLimit;
  const now = options.now ?? (() => new Date());
  // Built sitemaps by origin and path, for the content version they were built from.
  const built = new Map<string, string>();
  let builtGeneration = -1;
  // Without SITE_URL every Host a request names is an origin of its own: a bound on what is kept.
  let builtChars = 0;
  const maxBuiltChars = 64 * 1024 * 1024;
  async function keep(key: string, build: () => Promise<string>): Promise<string> {
    const generation = options.contentGeneration();
    if (generation !== builtGeneration) {
      built.clear();
      builtChars = 0;
      builtGeneration = generation;
    }
    const kept = built.get(key);
    if (kept !== undefined) return kept;
    const text = await build();
    // A change during the build made it stale: send it, keep it not.
    if (options.contentGeneration() === generation && builtChars + text.length <= maxBuiltChars) {
      built.set(key, text);
      builtChars += text.length;
    }
    return text;
  }

  return async function registerSeoRoutes(app) {
    app.get(
      '/robots.txt',
      {
        schema: {
          tags: ['site files'],
          summary: 'Crawling rules: the public site yes; /dev, /studio, the API (but its public reads) and previews no',
          response: { 200: textAnswer },
        },
      },
      async (request, reply) => {
        reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
        return robotsTxt(siteOriginOf(request, options.siteUrl));
      },
    );

    app.get(
      '/sitemap.xml',
      {
        schema: {
          tags: ['site files'],
          summary: 'The sitemap index: one or more files per source (wp, dp) and language',
          response: { 200: textAnswer },
        },
      },
      async (request, reply) => {
        const origin = siteOriginOf(request, options.siteUrl);
        const xml = await keep(`${origin} index`, async () => {
          const counts = await options.sitemaps.counts(publicSources);
          const files = counts.flatMap((counted) =>
            Array.from({ length: Math.ceil(counted.pages / perFile) }, (_, index) => ({
              loc: absoluteUrl(origin, sitemapFilePath(counted.source, counted.language, index + 1)),
              lastModified: counted.lastModified,
            })),
          );
          return sitemapIndexXml(files);
        });
        reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=60');
        return xml;
      },
    );

    app.get(
      '/sitemaps/:file',
      {
        schema: {
          tags: ['site files'],
          summary: 'One sitemap file: published, indexable pages with their last change and language alternates',
          params: sitemapFileSchema,
          response: { 200: textAnswer, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const [source, language, part] = request.params.file.replace(/\.xml$/, '').split('-') as [
          'wp' | 'dp',
          'en' | 'nl',
          string,
        ];
        const origin = siteOriginOf(request, options.siteUrl);
        const offset = (Number(part) - 1) * perFile;
        const xml = await keep(`${origin} ${request.params.file}`, async () => {
          const entries = await options.sitemaps.entries(source, language, offset, perFile);
          // Part 1 always exists (perhaps empty); a further part only while it has addresses.
          return entries.length === 0 && offset > 0 ? '' : urlSetXml(source, entries, origin);
        });
        if (xml === '') {
          return reply.code(404).send({ error: 'Not Found', message: `file: sitemap part ${part} has no addresses` });
        }
        reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=60');
        return xml;
      },
    );

    app.get(
      '/manifest.webmanifest',
      {
        schema: {
          tags: ['site files'],
          summary: 'The web app manifest: name, colours, icons, and the start page in the language asked for',
          querystring: manifestQuerySchema,
          response: { 200: manifestSchema, 400: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
        return webManifest(request.query.lang ?? 'en');
      },
    );

    app.get(
      '/.well-known/security.txt',
      {
        schema: {
          tags: ['site files'],
          summary: 'Where to report a security problem (RFC 9116)',
          response: { 200: textAnswer },
        },
      },
      async (request, reply) => {
        reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400');
        return securityTxt(siteOriginOf(request, options.siteUrl), options.securityContact, now());
      },
    );
  };
}
