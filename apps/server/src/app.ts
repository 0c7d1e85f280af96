import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerApiFallback } from './lib/api-fallback.ts';
import { answerHeadLikeGet } from './lib/head-requests.ts';
import { registerErrorHandling } from './lib/http-errors.ts';
import { exemptRoutesFromLoadShedding, registerLoadShedding } from './lib/load-shedding.ts';
import { loggerOptions, redactUrl } from './lib/logger.ts';
import { createMemoryAnswers } from './lib/memory-answers.ts';
import { serverRoot } from './lib/server-root.ts';
import { AuthFailureLimiter } from './modules/auth/guard.ts';
import { createTokenService } from './modules/auth/token-service.ts';
import { createConsentService } from './modules/consent/consent-service.ts';
import { consentRoutes } from './modules/consent/routes.ts';
import { consentChoiceFormRoutes } from './modules/consent/choice-form-routes.ts';
import { createPackageService } from './modules/content/package-service.ts';
import { createContentReader, type ContentReader } from './modules/content/read-service.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { contentWriteRoutes } from './modules/content/write-routes.ts';
import { createEditorRecords } from './modules/editor-records/record-service.ts';
import { editorRecordRoutes } from './modules/editor-records/routes.ts';
import { createTaxonomyEditor } from './modules/editor-records/taxonomy-service.ts';
import { createPageDashboard } from './modules/editor-pages/page-dashboard.ts';
import { createPageEditor } from './modules/editor-pages/page-editor.ts';
import { editorPageRoutes } from './modules/editor-pages/routes.ts';
import { createFormService } from './modules/forms/form-service.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { createMailSender } from './modules/mail/mail-sender.ts';
import { folderTransport, smtpTransport } from './modules/mail/mail-transport.ts';
import { createNewsletterSignUps } from './modules/mail/newsletter-sign-ups.ts';
import { newsletterRoutes } from './modules/mail/routes.ts';
import { createSubmissionMail } from './modules/mail/submission-mail.ts';
import { formOverviewRoutes } from './modules/forms/overview-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createMetrics, type Metrics } from './modules/metrics/metrics.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { warnOfUntrustedProxy } from './lib/proxy-warning.ts';
import { createBusinessCentralLogin } from './modules/hub/bc-login.ts';
import { createHubJobs } from './modules/hub/hub-jobs.ts';
import { createJobRunner } from './modules/hub/job-runner.ts';
import { createJobRuns } from './modules/hub/job-runs.ts';
import { registerHub } from './modules/hub/plugin.ts';
import { createImageService, maxSourceBytes } from './modules/images/image-service.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { createMediaService } from './modules/media/media-service.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { createOverviewService } from './modules/overview/overview-service.ts';
import { loadPostcodeCentroids } from './modules/overview/postcode-centroids.ts';
import { overviewRoutes } from './modules/overview/routes.ts';
import { mapRoutes } from './modules/map/routes.ts';
import { createRateCounter, type RateCounter } from './modules/rate-limit/rate-counter.ts';
import { registerApiReadCache } from './modules/page-cache/api-read-cache.ts';
import { createCaching } from './modules/page-cache/caching.ts';
import { pageCacheHits } from './modules/page-cache/page-hits.ts';
import { createPreviewLinks } from './modules/preview/preview-links.ts';
import { previewRoutes } from './modules/preview/routes.ts';
import { registerSsr } from './modules/ssr/plugin.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { createSitemapService } from './modules/seo/sitemap-service.ts';
import { postcodeCentreReader } from './modules/seo/postcode-centre.ts';
import { registerAdminApp } from './modules/admin-app/plugin.ts';
import { createChangeService } from './modules/support-changes/change-service.ts';
import { createCheckoutService } from './modules/checkout/checkout-service.ts';
import { checkoutRoutes } from './modules/checkout/checkout-routes.ts';
import { createSubscriberSearch } from './modules/support-search/search-service.ts';
import { supportRoutes } from './modules/support-api/support-routes.ts';
import { activityRoutes } from './modules/support-activity/activity-routes.ts';
import { createAccountService } from './modules/staff/account-service.ts';
import { adminRoutes } from './modules/staff/admin-routes.ts';
import { createSessionService } from './modules/staff/session-service.ts';
import { createSignIn } from './modules/staff/sign-in.ts';
import { actorOf, createStaffGuard } from './modules/staff/staff-guard.ts';
import { staffRoutes } from './modules/staff/staff-routes.ts';
import { createActivityService } from './modules/support-activity/activity-service.ts';

export const staticDir = path.join(serverRoot, 'static');

/** Log levels at which a request's answer is logged. */
const infoLevels = new Set(['info', 'debug', 'trace']);

/**
 * The API documentation's own policy: Swagger UI loads its scripts and styles from our host
 * (no inline script), fetches the OpenAPI document from us and draws icons as data: images.
 */
export const apiDocsContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets style attributes on its elements.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: DestinationStream;
  /** Serve the web app's pages (off in API-only tests). */
  serveWeb?: boolean;
  /** The present: planned publications, staff sessions, links and codes are checked against it (tests move it); the system clock by default. */
  clock?: () => Date;
}

/** Builds the whole server: API, static files and the server-rendered web app. */
export async function buildApp({
  config,
  database,
  logStream,
  serveWeb = true,
  clock = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  // Cached pages and hashed assets are answered by the HTTP server's listener, before Fastify.
  const memoryAnswers = createMemoryAnswers();
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    serverFactory: memoryAnswers.serverFactory,
    // `//api/wp/getPage` is the route `/api/wp/getPage`: repeated slashes name no other path.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: false, ignoreDuplicateSlashes: true },
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    // HEAD is answered by the GET routes themselves (answerHeadLikeGet).
    exposeHeadRoutes: false,
  });
  answerHeadLikeGet(app);
  // Every request is counted, pages from the page cache too: before the page-cache hook.
  const metrics = createMetrics();
  metrics.instrument(app);
  const lifecycle = { stopping: false };
  app.decorate('lifecycle', lifecycle);
  app.decorate('metrics', metrics);
  if (!config.TRUST_PROXY) warnOfUntrustedProxy(app);
  // Cached pages and API answers are kept compressed; a page hit is answered before any other hook.
  const caching = await createCaching(createContentReader(database.db), config.REDIS_URL, app.log);
  app.addHook('onClose', () => caching.close());
  if (serveWeb) {
    memoryAnswers.add(
      pageCacheHits(caching.pageCache, {
        consentRevision: config.CONSENT_REVISION,
        mode: config.NODE_ENV,
        trustProxy: config.TRUST_PROXY,
      }),
    );
  }
  // Answers from memory are counted as the framework counts the others, and logged in one line
  // (or one in MEMORY_ANSWER_LOG_EVERY).
  const logEvery = config.MEMORY_ANSWER_LOG_EVERY;
  let unlogged = 0;
  memoryAnswers.observe((request, answer, startedAt) => {
    metrics.countMemoryAnswer(request.method ?? 'GET', answer, startedAt);
    if (logEvery === 0 || !infoLevels.has(app.log.level)) return;
    unlogged += 1;
    if (unlogged < logEvery) return;
    unlogged = 0;
    app.log.info(
      {
        req: { method: request.method, url: redactUrl(request.url ?? ''), remoteAddress: request.socket.remoteAddress },
        res: { statusCode: answer.status },
        responseTime: Number(process.hrtime.bigint() - startedAt) / 1e6,
        ...(answer.pageCache ? { pageCache: answer.pageCache } : {}),
        ...(logEvery > 1 ? { oneIn: logEvery } : {}),
      },
      'request completed from memory',
    );
  });
  memoryAnswers.registerHook(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerApiFallback(app);
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.LOAD_SHED_EVENT_LOOP_DELAY_MS,
    retryAfterSeconds: config.LOAD_SHED_RETRY_AFTER_SECONDS,
  });

  await app.register(fastifyHelmet, {
    // Pages get their own nonce-based policy from the SSR plugin.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.NODE_ENV === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  // The API read cache's hooks come before compression: it keeps answers compressed.
  registerApiReadCache(app, caching.pageCache, config.NODE_ENV);
  await app.register(fastifyCompress, { threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Zilt API', version: '1.0.0', description: 'Content, subscriber and job API of the Zilt site.' },
      // Each scope of API token is its own scheme, so the document says which token a route needs.
      components: {
        securitySchemes: {
          contentToken: { type: 'http', scheme: 'bearer', description: 'An API token of scope "content"' },
          supportToken: { type: 'http', scheme: 'bearer', description: 'An API token of scope "support"' },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'zilt_staff',
            description:
              'A staff session (cookie `__Host-zilt_staff` over HTTPS, `zilt_staff` on a development server over HTTP); state-changing requests also need the same-site Origin and the X-CSRF-Token header',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Every GET route answers HEAD too (answerHeadLikeGet); the document lists the GET alone.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      for (const item of Object.values(document.openapiObject.paths ?? {})) delete (item as { head?: unknown }).head;
      return document.openapiObject;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: apiDocsContentSecurityPolicy });

  const reader = caching.services;
  const packages = createPackageService(database.db);
  const tokens = createTokenService(database.db);
  const counter = createRateCounter(database.db);
  const limiter = new AuthFailureLimiter(counter, config.AUTH_FAILURE_LIMIT, config.AUTH_FAILURE_WINDOW_SECONDS * 1000);
  const staffAccounts = createAccountService(database.db, { linkHours: config.STAFF_LINK_HOURS, now: clock });
  const staffSessions = createSessionService(
    database.db,
    { idleMs: config.STAFF_SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000 },
    clock,
  );
  const staffGuard = createStaffGuard({ sessions: staffSessions, tokens, limiter, mode: config.NODE_ENV });
  // Support routes: a signed-in support member (or admin), or a token of the support scope.
  const supportAccess = () => staffGuard.staffAccess({ roles: ['support'], tokenScope: 'support' });
  // Content writes and previews: a signed-in editor (or admin), or a token of the content scope.
  const editorAccess = () => staffGuard.staffAccess({ roles: ['editor'], tokenScope: 'content' });
  // Form submissions are read by support (the Mini-Admin) and by editors (the studio's forms), or a support token.
  const submissionReaderAccess = () => staffGuard.staffAccess({ roles: ['support', 'editor'], tokenScope: 'support' });
  const consent = createConsentService(database.db);
  const centroids = await loadPostcodeCentroids();
  const overview = createOverviewService(database.db, centroids);
  const forms = createFormService(database.db);
  const subscribers = {
    search: createSubscriberSearch(database.db),
    changes: createChangeService(database.db),
    checkout: createCheckoutService(database.db),
  };
  const newsletter = createNewsletterSignUps(database.db, { confirmHours: config.NEWSLETTER_CONFIRM_HOURS });
  // Without an SMTP server, mails are written to the outbox folder as .eml files.
  const mail = createMailSender({
    db: database.db,
    transport: config.SMTP_HOST
      ? smtpTransport({
          host: config.SMTP_HOST,
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE,
          user: config.SMTP_USER,
          password: config.SMTP_PASSWORD,
        })
      : folderTransport(path.join(config.dataDir, 'outbox', 'mail')),
    from: config.MAIL_FROM,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await mail.idle();
    mail.close();
  });
  const pageEditor = createPageEditor({
    db: database.db,
    clock,
    contentChanged: caching.contentChanged,
    readRevision: (...args) => reader.getPageRevision(...args),
  });
  app.decorate('services', {
    reader,
    pageEditor,
    packages,
    tokens,
    consent,
    counter,
    overview,
    forms,
    subscribers,
    newsletter,
    mail,
    staff: { accounts: staffAccounts, sessions: staffSessions },
  });

  await app.register(
    healthRoutes(
      () => database.ping(),
      () => app.isUnderPressure(),
      () => lifecycle.stopping,
    ),
  );
  await app.register(
    metricsRoutes(metrics, {
      allow: config.METRICS_ALLOW,
      token: config.METRICS_TOKEN,
      trustProxy: config.TRUST_PROXY,
    }),
  );
  await app.register(contentRoutes(reader, { mode: config.NODE_ENV }));
  await app.register(overviewRoutes(overview));
  await app.register(mapRoutes(reader));
  await app.register(consentRoutes(consent, { perMinute: config.CONSENT_RATE_LIMIT_PER_MINUTE, counter }));
  await app.register(
    consentChoiceFormRoutes(consent, {
      perMinute: config.CONSENT_RATE_LIMIT_PER_MINUTE,
      counter,
      revision: config.CONSENT_REVISION,
    }),
  );
  await app.register(
    formRoutes(forms, {
      counter,
      submitLimit: config.FORM_SUBMIT_LIMIT,
      submitWindowSeconds: config.FORM_SUBMIT_WINDOW_SECONDS,
      minimumFillMs: config.FORM_MIN_FILL_SECONDS * 1000,
      translations: () => reader.getTranslations('wp'),
      requireSubmissionReader: submissionReaderAccess(),
      mail: createSubmissionMail({
        newsletter,
        contactNotifyTo: config.CONTACT_FORM_NOTIFY_EMAIL,
        siteUrl: config.SITE_URL,
      }),
      onStored: () => mail.kick(),
    }),
  );
  await app.register(newsletterRoutes(newsletter, { requireSupport: supportAccess() }));
  await app.register(
    supportRoutes({
      ...subscribers,
      requireSupportToken: supportAccess(),
      actorOf,
      counter,
      perMinute: config.SUPPORT_RATE_LIMIT_PER_MINUTE,
    }),
  );
  await app.register(
    activityRoutes({
      activity: createActivityService(database.db),
      requireSupportToken: supportAccess(),
      counter,
      perMinute: config.SUPPORT_RATE_LIMIT_PER_MINUTE,
    }),
  );
  await app.register(formOverviewRoutes(database.db, supportAccess()));
  await app.register(
    checkoutRoutes({ checkout: subscribers.checkout, counter, loginPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE }),
  );
  // Editors and admins signed in, or a script with a token of the content scope.
  const requireEditor = editorAccess();
  await app.register(contentWriteRoutes(packages, requireEditor, caching.contentChanged, config.NODE_ENV));
  const previews = createPreviewLinks(database.db, (...args) => reader.getPageRevision(...args));
  await app.register(previewRoutes(previews, requireEditor));
  // The editing API of menus, translations, team, forms, contact options and taxonomies.
  await app.register(
    editorRecordRoutes({
      records: createEditorRecords(database.db, { contentChanged: caching.contentChanged }),
      taxonomies: createTaxonomyEditor(database.db, { contentChanged: caching.contentChanged }),
      guard: requireEditor,
      actorOf,
    }),
  );

  // The media library keeps its files in the database, so every process serves the same ones
  // (decision 016); each process keeps copies it has read, and resized images, under DATA_DIR.
  const media = createMediaService(database.db, {
    maxBytes: config.MEDIA_MAX_BYTES,
    maxImageBytes: Math.min(config.MEDIA_MAX_BYTES, maxSourceBytes),
    cacheDir: path.join(config.dataDir, 'media-cache'),
  });
  const images = createImageService({
    mediaDir: path.join(config.contentDir, 'media'),
    cacheDir: path.join(config.dataDir, 'image-cache'),
    openLibraryImage: async (id, name) => {
      const file = await media.open(id, name);
      return file && { id: file.id, kind: file.kind, version: file.sha256, bytes: () => file.bytes() };
    },
  });
  await app.register(
    mediaRoutes({
      media,
      requireEditor,
      actorOf,
      maxBytes: config.MEDIA_MAX_BYTES,
      onChanged: async (id) => {
        await images.forgetLibraryImage(id);
        await caching.contentChanged();
      },
    }),
  );
  await app.register(
    editorPageRoutes({
      editor: pageEditor,
      dashboard: createPageDashboard({ db: database.db, editor: pageEditor }),
      previews,
      guard: requireEditor,
      actorOf,
    }),
  );

  await app.register(
    staffRoutes({
      accounts: staffAccounts,
      sessions: staffSessions,
      guard: staffGuard,
      signIn: createSignIn({
        db: database.db,
        accounts: staffAccounts,
        sessions: staffSessions,
        counter,
        limits: {
          perAddress: config.STAFF_SIGN_IN_LIMIT,
          addressWindowMs: config.STAFF_SIGN_IN_WINDOW_SECONDS * 1000,
          lockoutFailures: config.STAFF_LOCKOUT_FAILURES,
          lockoutWindowMs: config.STAFF_LOCKOUT_SECONDS * 1000,
        },
      }),
    }),
  );
  await app.register(
    adminRoutes({
      db: database.db,
      accounts: staffAccounts,
      tokens,
      requireAdmin: staffGuard.staffAccess({ roles: ['admin'] }),
      siteUrl: config.SITE_URL,
      mailLinks: config.SMTP_HOST !== undefined,
      onMailQueued: () => mail.kick(),
    }),
  );

  const runs = createJobRuns(database.db);
  const hub = await registerHub(app, {
    tokens,
    limiter,
    staffActor: (handshake, csrf) => staffGuard.hubActor(handshake, csrf),
    runs,
    redisUrl: config.REDIS_URL,
    createRunner: (broadcast) =>
      metrics.countInvokes(
        createJobRunner({
          runs,
          tryLock: (key) => database.tryLock(key),
          broadcast: (event, ...args) => {
            if (event === 'JobState') metrics.jobState(...(args as Parameters<typeof metrics.jobState>));
            broadcast(event, ...args);
          },
          log: app.log,
          work: createHubJobs({
            db: database.db,
            reader,
            contentChanged: caching.contentChanged,
            businessCentral: createBusinessCentralLogin(database.db, {
              tokenUrl: config.BC_TOKEN_URL,
              clientId: config.BC_CLIENT_ID,
              clientSecret: config.BC_CLIENT_SECRET,
              scope: config.BC_SCOPE,
              invoicesUrl: config.BC_INVOICES_URL,
              maxAttempts: config.BC_MAX_ATTEMPTS,
              exportDir: path.join(config.dataDir, 'outbox'),
            }),
            sharePoint: {
              url: config.SHAREPOINT_URL,
              token: config.SHAREPOINT_TOKEN,
              maxAttempts: config.SHAREPOINT_MAX_ATTEMPTS,
              exportDir: path.join(config.dataDir, 'outbox'),
            },
          }),
        }),
      ),
  });
  metrics.observe({
    // Without the web app's build no page renders (the SSR plugin is not there).
    renders: () => (app.hasDecorator('pageRenders') ? app.pageRenders : { running: 0, waiting: 0, refused: 0 }),
    shedding: () => app.isUnderPressure(),
    database: () => database.stats?.(),
    hubConnections: hub.connections,
  });

  await app.register(
    seoRoutes({
      sitemaps: createSitemapService(database.db),
      siteUrl: config.SITE_URL,
      securityContact: config.SECURITY_CONTACT ?? `mailto:${config.CONTACT_FORM_NOTIFY_EMAIL}`,
      contentGeneration: () => caching.pageCache.generation,
    }),
  );
  await app.register(imageRoutes(images));
  // Files sent as they are: never shed under load.
  await app.register(async function files(scope) {
    exemptRoutesFromLoadShedding(scope);
    await scope.register(fastifyStatic, {
      root: path.join(staticDir, 'images'),
      prefix: '/images/',
      decorateReply: false,
      maxAge: '1h',
    });
    await scope.register(fastifyStatic, {
      root: path.join(config.contentDir, 'media'),
      prefix: '/media/',
      decorateReply: false,
      maxAge: '1h',
    });
  });

  if (serveWeb) {
    await registerAdminApp(app, config.adminBuildDir);
    await registerSsr(app, {
      buildDir: config.webBuildDir,
      services: {
        ...reader,
        ...overview,
        getPreviewPage: (request, now) => previews.previewPage(request, now),
        checkNewsletterToken: (token) => newsletter.check(token),
        confirmNewsletterSignUp: (token) => newsletter.confirm(token),
        getPostcodeCentre: postcodeCentreReader(centroids),
      },
      mode: config.NODE_ENV,
      iframeHosts: config.IFRAME_HOSTS,
      consentRevision: config.CONSENT_REVISION,
      tagManagerId: config.TAG_MANAGER_ID,
      pageCache: caching.pageCache,
      mapStyleUrl: config.MAP_STYLE_URL,
      renderLimits: {
        concurrency: config.RENDER_CONCURRENCY,
        queueLimit: config.RENDER_QUEUE_LIMIT,
        retryAfterSeconds: config.LOAD_SHED_RETRY_AFTER_SECONDS,
      },
      formProviderScriptUrl: config.FORM_PROVIDER_SCRIPT_URL,
      siteUrl: config.SITE_URL,
      assetMemory: { answers: memoryAnswers, maxBytes: config.ASSET_MEMORY_MAX_BYTES },
    });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `stopping` makes /readyz fail (a graceful shutdown sets it first). */
    lifecycle: { stopping: boolean };
    metrics: Metrics;
    services: {
      reader: ContentReader;
      packages: ReturnType<typeof createPackageService>;
      tokens: ReturnType<typeof createTokenService>;
      consent: ReturnType<typeof createConsentService>;
      counter: RateCounter;
      overview: ReturnType<typeof createOverviewService>;
      forms: ReturnType<typeof createFormService>;
      newsletter: ReturnType<typeof createNewsletterSignUps>;
      mail: ReturnType<typeof createMailSender>;
      pageEditor: ReturnType<typeof createPageEditor>;
      staff: {
        accounts: ReturnType<typeof createAccountService>;
        sessions: ReturnType<typeof createSessionService>;
      };
      subscribers: {
        search: ReturnType<typeof createSubscriberSearch>;
        changes: ReturnType<typeof createChangeService>;
        checkout: ReturnType<typeof createCheckoutService>;
      };
    };
  }
}
