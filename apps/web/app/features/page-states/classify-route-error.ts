import { isRouteErrorResponse } from 'react-router';

// What went wrong when a page could not be shown, as the visitor should hear it (spec §4, §8).

export type RouteErrorKind =
  /** The server could not be reached (the loader's data request failed): 'Very serious connectionerror'. */
  | 'connection'
  /** A script chunk of the site failed to load: offer a reload. */
  | 'chunk'
  /** The menu (or page) answered 401: 'Access denied'. */
  | 'unauthorized'
  | 'not-found'
  /** The server answered with another error status. */
  | 'failed'
  /** An uncaught error while rendering: the 'Error log' crash page. */
  | 'crash';

export interface ClassifiedError {
  kind: RouteErrorKind;
  status?: number;
}

const chunkFailure =
  /dynamically imported module|importing a module script failed|unable to preload css|error loading dynamically imported module|chunkloaderror|loading chunk \d+ failed/i;
// Chromium, Firefox, Safari and undici word a failed fetch differently.
const networkFailure = /failed to fetch|networkerror|load failed|network request failed|fetch failed/i;

/** Whether `error` is a script chunk of the site that failed to load (offer a reload). */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && (chunkFailure.test(error.message) || error.name === 'ChunkLoadError');
}

export function classifyRouteError(error: unknown): ClassifiedError {
  if (isRouteErrorResponse(error)) {
    if (error.status === 401) return { kind: 'unauthorized', status: 401 };
    if (error.status === 404) return { kind: 'not-found', status: 404 };
    return { kind: 'failed', status: error.status };
  }
  if (error instanceof Error) {
    if (isChunkLoadFailure(error)) return { kind: 'chunk' };
    if (error.name === 'TypeError' && networkFailure.test(error.message)) return { kind: 'connection' };
  }
  return { kind: 'crash' };
}
