import type { FastifyInstance, HTTPMethods } from 'fastify';
import { hubPath } from '@zilt/contracts/admin-hub';
import { sendError } from './http-errors.ts';

// Everything under /api answers JSON, never the site's HTML page: an unknown path is a JSON
// 404, a known path asked with another method a JSON 405 naming the allowed ones (`Allow`).
// The health checks (`/healthz`, `/readyz`) answer a wrong method the same way. A path with
// doubled slashes (`//api/wp/getPage`) is the same route as with single ones (the router
// ignores them), and spellings that still reach the page handler answer JSON too.
// `/adminDashboardHub` is the realtime hub's socket.io path: what socket.io does not answer
// there (any address that is not a socket.io request) is a JSON 404, never a page.

const fallbackMethods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const apiPrefix = '/api';
/** Paths outside /api that answer JSON alone (load balancers and probes read them). */
const jsonOnlyPaths = ['/healthz', '/readyz'];

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
  // Repeated slashes are one: `//api/x` is a path, not an address of the host "api".
  const path = decodeSafely(raw)
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  try {
    return new URL(path, 'http://localhost').pathname;
  } catch {
    return path;
  }
}

function isJsonOnly(path: string): boolean {
  return isUnder(path, apiPrefix) || jsonOnlyPaths.some((jsonPath) => path.toLowerCase() === jsonPath);
}

/** Whether the path (in any spelling) belongs to the API, the health checks or the reserved hub. */
export function isReservedForJson(url: string): boolean {
  const path = resolvedPath(url);
  return isJsonOnly(path) || isUnder(path, hubPath);
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
    if (!isJsonOnly(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let entry = known.find((candidate) => candidate.pattern.source === routePattern(route.url).source);
    if (!entry) {
      entry = { pattern: routePattern(route.url), methods: new Set() };
      known.push(entry);
    }
    for (const method of methods) entry.methods.add(method);
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
  });

  /** The methods the routes matching `path` (as it resolves) answer. */
  function allowedMethods(url: string): string[] {
    const path = resolvedPath(url);
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
        if (allowed.length > 0 && !allowed.includes(request.method)) {
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

  // Spellings that reach the page handler (`/api%2Fv1…`, `/en/../api/…`) and wrong methods on
  // the health checks (which the page handler would take) answer JSON too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '/*' || !isReservedForJson(request.url)) return;
    const path = request.url.split('?')[0];
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('Allow', allowed.join(', '));
      return sendError(reply, 405, `${path} does not answer ${request.method}; it answers ${allowed.join(', ')}`);
    }
    return sendError(reply, 404, `No route answers ${request.method} ${path}`);
  });
}
