import { isRouteErrorResponse } from 'react-router';
import { isChunkLoadFailure } from '../../lib/chunk-load/chunk-load-failure';

// What went wrong when a page could not be shown, as the visitor should hear it: no connection
// ('Very serious connectionerror'), no access ('Access denied'), not found, or a crash.

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

// Chromium, Firefox, Safari and undici word a failed fetch differently.
const networkFailure = /failed to fetch|networkerror|load failed|network request failed|fetch failed/i;

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

/**
 * The state the site's menus put the whole page in: 'Access denied' when the menu read
 * answered 401, the failed state with its status when it failed otherwise, none when loaded.
 */
export function classifyMenuState(site: { menuState: string; menuStatus: number | null }): ClassifiedError | null {
  if (site.menuState === 'loaded') return null;
  if (site.menuState === 'unauthorized') return { kind: 'unauthorized', status: 401 };
  return { kind: 'failed', status: site.menuStatus ?? 500 };
}
