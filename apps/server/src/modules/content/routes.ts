import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableLanguagesResponseSchema,
  contactOptionsResponseSchema,
  encodeMenuResponse,
  encodePageResponse,
  errorResponseSchema,
  getPageQuerySchema,
  langQuerySchema,
  menuResponseSchema,
  pageResponseSchema,
  resolveLanguage,
  teamMembersResponseSchema,
  translationsResponseSchema,
} from '@zilt/contracts/api';
import { sourceSchema, type Source } from '@zilt/contracts/common';
import { emptyContactOptions } from '@zilt/contracts/contact-options';
import type { MenuLocation } from '@zilt/contracts/menu';
import { teamMembersTestFault } from '../ssr/test-faults.ts';
import type { ContentReader } from './read-service.ts';

const sources = sourceSchema.options;
const menuRoutes: { path: string; location: MenuLocation }[] = [
  { path: 'getMain', location: 'main' },
  { path: 'getFooter', location: 'footer' },
  { path: 'getCopyright', location: 'copyright' },
];

/**
 * The public content API the browser reads (pages, menus, languages, translations, overview
 * items, taxonomies, contact options, team members), for each content source (`wp`, `dp`, `sp`).
 */
export function contentRoutes(
  reader: ContentReader,
  options: { mode: 'production' | 'development' | 'test' },
): FastifyPluginAsyncZod {
  return async function registerContentRoutes(app) {
    for (const source of sources) registerSourceRoutes(source);

    function registerSourceRoutes(source: Source) {
      const tags = [`content (${source})`];

      app.get(
        `/api/${source}/getPage`,
        {
          schema: {
            tags,
            summary: 'A published page by slug and language; slug "not-found" is the not-found page',
            querystring: getPageQuerySchema,
            response: { 200: pageResponseSchema, 404: errorResponseSchema },
          },
        },
        async (request, reply) => {
          const language = resolveLanguage(request.query.lang);
          const page = await reader.getPage(source, language, request.query.slug);
          if (!page) {
            return reply.code(404).send({
              error: 'Not Found',
              message: `No published page "${request.query.slug}" in language "${language}"`,
            });
          }
          return encodePageResponse(page);
        },
      );

      for (const { path, location } of menuRoutes) {
        app.get(
          `/api/${source}/${path}`,
          {
            schema: {
              tags,
              summary: `The ${location} menu; an empty list when there is none`,
              querystring: langQuerySchema,
              response: { 200: menuResponseSchema },
            },
          },
          async (request) =>
            encodeMenuResponse(await reader.getMenu(source, resolveLanguage(request.query.lang), location)),
        );
      }

      app.get(
        `/api/${source}/getAvailableLanguages`,
        {
          schema: {
            tags,
            summary: 'The languages the site is published in',
            response: { 200: availableLanguagesResponseSchema },
          },
        },
        async () => reader.getAvailableLanguages(source),
      );

      app.get(
        `/api/${source}/getContactOptions`,
        {
          schema: {
            tags,
            summary: 'The footer contact column and social links; every text empty when there are none',
            querystring: langQuerySchema,
            response: { 200: contactOptionsResponseSchema },
          },
        },
        async (request) =>
          (await reader.getContactOptions(source, resolveLanguage(request.query.lang))) ?? emptyContactOptions,
      );
    }

    app.get(
      '/api/v1/teamMembers',
      { schema: { tags: ['team'], summary: 'Every team member', response: { 200: teamMembersResponseSchema } } },
      async (request, reply) => {
        const fault = teamMembersTestFault(request, options.mode);
        if (fault) {
          // A test server's faulty answer breaks the documented schema on purpose: sent as it is.
          const untyped = reply as unknown as FastifyReply;
          untyped.serializer(JSON.stringify).code(fault.status);
          return untyped.send(fault.body ?? { error: 'Test fault', message: `asked to answer ${fault.status}` });
        }
        return reader.getTeamMembers();
      },
    );

    const translationRoutes: { path: string; source: Source }[] = [
      { path: '/wp/translations.json', source: 'wp' },
      { path: '/api/v1/sharepoint/translations.json', source: 'sp' },
    ];
    for (const { path, source } of translationRoutes) {
      app.get(
        path,
        {
          schema: {
            tags: ['translations'],
            summary: `i18next resources of the ${source} source: language → namespace → key → text`,
            response: { 200: translationsResponseSchema },
          },
        },
        async (_request, reply) => {
          reply.header('Cache-Control', 'public, max-age=60');
          return reader.getTranslations(source);
        },
      );
    }
  };
}
