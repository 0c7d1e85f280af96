import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { registerErrorHandling } from './lib/http-errors.ts';
import { loggerOptions } from './lib/logger.ts';
import { AuthFailureLimiter, requireToken } from './modules/auth/guard.ts';
import { createTokenService } from './modules/auth/token-service.ts';
import { createConsentService } from './modules/consent/consent-service.ts';
import { consentRoutes } from './modules/consent/routes.ts';
import { createPackageService } from './modules/content/package-service.ts';
import { createContentReader } from './modules/content/read-service.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { contentWriteRoutes } from './modules/content/write-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { createRateCounter, type RateCounter } from './modules/rate-limit/rate-counter.ts';
import { registerSsr } from './modules/ssr/plugin.ts';

export const staticDir = fileURLToPath(new URL('../static', import.meta.url));

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: DestinationStream;
  /** Serve the web app's pages (off in API-only tests). */
  serveWeb?: boolean;
}

/** Builds the whole server: API, static files and the server-rendered web app. */
export async function buildApp({ config, database, logStream, serveWeb = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: false },
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    // Pages get their own nonce-based policy from the SSR plugin.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.NODE_ENV === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Zilt API', version: '1.0.0', description: 'Content, subscriber and job API of the Zilt site.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const reader = createContentReader(database.db);
  const packages = createPackageService(database.db);
  const tokens = createTokenService(database.db);
  const counter = createRateCounter(database.db);
  const limiter = new AuthFailureLimiter(counter, config.AUTH_FAILURE_LIMIT, config.AUTH_FAILURE_WINDOW_SECONDS * 1000);
  const consent = createConsentService(database.db);
  app.decorate('services', { reader, packages, tokens, consent, counter });

  await app.register(healthRoutes(() => database.ping()));
  await app.register(contentRoutes(reader));
  await app.register(consentRoutes(consent, { perMinute: config.CONSENT_RATE_LIMIT_PER_MINUTE, counter }));
  await app.register(contentWriteRoutes(packages, requireToken(tokens, limiter, 'content'), () => undefined));

  await app.register(imageRoutes({ mediaDir: path.join(config.contentDir, 'media'), cacheDir: path.join(config.dataDir, 'image-cache') }));
  await app.register(fastifyStatic, {
    root: path.join(staticDir, 'images'),
    prefix: '/images/',
    decorateReply: false,
    maxAge: '1h',
  });
  await app.register(fastifyStatic, {
    root: path.join(config.contentDir, 'media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1h',
  });

  if (serveWeb) {
    await registerSsr(app, {
      buildDir: config.webBuildDir,
      services: reader,
      mode: config.NODE_ENV,
      iframeHosts: config.IFRAME_HOSTS,
      consentRevision: config.CONSENT_REVISION,
      tagManagerId: config.TAG_MANAGER_ID,
    });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      reader: ReturnType<typeof createContentReader>;
      packages: ReturnType<typeof createPackageService>;
      tokens: ReturnType<typeof createTokenService>;
      consent: ReturnType<typeof createConsentService>;
      counter: RateCounter;
    };
  }
}
