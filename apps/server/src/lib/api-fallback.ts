import type { FastifyInstance, HTTPMethods } from 'fastify';
import { hubPath } from '@zilt/contracts/admin-hub';
import { sendError } from './http-errors.ts';

// Everything under /api answers JSON, never the site's HTML page: an unknown path is a JSON
// 404, a known path asked with another method a JSON 405 naming the allowed ones (`Allow`).
// `/adminDashboardHub` is the realtime hub's socket.io path: what socket.io does not answer
// there (any address that is not a socket.io request) is a JSON 404, never a page.

const fallbackMethods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const apiPrefix = '/api';

function isUnder(path: string, prefix: string): boolean {
  const lower = path.toLowerCase();
  const base = prefix.toLowerCase();
  return lower === base || lower.startsWith(`${base}/`);
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path a request names once `%2F`-style escapes are decoded and `.`/`..` segments
 * resolved, e.g. `/en/..%2Fapi/x` → `/api/x`; used to recognise /api variants.
 */
export function resolvedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return new URL(decodeSafely(raw).replace(/\\/g, '/'), 'http://localhost').pathname;
  } catch {
    return raw;
  }
}

/** Whether the path (in any spelling) belongs to the API or the reserved hub. */
export function isReservedForJson(url: string): boolean {
  const path = resolvedPath(url);
  return isUnder(path, apiPrefix) || isUnder(path, hubPath);
}

function routePattern(url: string): RegExp {
  const pattern = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\*/g, '.*');
    })
    .join('/');
  return new RegExp(`^${pattern}$`, 'i');
}

/**
 * Registers the JSON answers for unknown /api paths, wrong methods and the reserved hub path.
 * Call before the API's routes are added: it learns their paths and methods as they are.
 */
export function registerApiFallback(app: FastifyInstance): void {
  const known: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config && (route.config as { fallback?: boolean }).fallback) return;
    if (!isUnder(route.url, apiPrefix)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let entry = known.find((candidate) => candidate.pattern.source === routePattern(route.url).source);
    if (!entry) {
      entry = { pattern: routePattern(route.url), methods: new Set() };
      known.push(entry);
    }
    for (const method of methods) entry.methods.add(method);
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
  });

  function allowedMethods(url: string): string[] {
    const path = url.split('?')[0] ?? '';
    const methods = new Set<string>();
    for (const entry of known) if (entry.pattern.test(path)) entry.methods.forEach((method) => methods.add(method));
    return fallbackMethods.filter((method) => methods.has(method));
  }

  for (const url of [apiPrefix, `${apiPrefix}/*`]) {
    app.route({
      method: fallbackMethods,
      url,
      config: { fallback: true },
      schema: { hide: true },
      handler(request, reply) {
        const allowed = allowedMethods(request.url);
        const path = request.url.split('?')[0];
        if (allowed.length > 0) {
          reply.header('Allow', allowed.join(', '));
          return sendError(reply, 405, `${path} does not answer ${request.method}; it answers ${allowed.join(', ')}`);
        }
        return sendError(reply, 404, `No route answers ${request.method} ${path}`);
      },
    });
  }

  for (const url of [hubPath, `${hubPath}/*`]) {
    app.route({
      method: fallbackMethods,
      url,
      config: { fallback: true },
      schema: { hide: true },
      handler: (_request, reply) =>
        sendError(reply, 404, `${hubPath} is the realtime hub: connect with a socket.io client (path "${hubPath}")`),
    });
  }

  // Spellings that reach the page handler (`/api%2Fv1…`, `/en/../api/…`) answer JSON too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '/*' || !isReservedForJson(request.url)) return;
    return sendError(reply, 404, `No route answers ${request.method} ${request.url.split('?')[0]}`);
  });
}
