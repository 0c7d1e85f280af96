import { setFlagsFromString } from 'node:v8';

/**
 * Limits how far the JavaScript heap may grow past what survived the last full collection
 * before the next one runs (`HEAP_GROWTH_PERCENT`). By default V8 lets a small heap grow to
 * several times its live size: a server under steady traffic keeps about 60 MB live and held
 * well over 100 MB of garbage between full collections, and its resident memory followed. Set
 * at run time rather than as a command-line option, so that every way of starting the server
 * takes the setting, and a Node release that no longer knows it warns and carries on instead of
 * refusing to start.
 */
export function limitHeapGrowth(percent: number | undefined): void {
  if (percent !== undefined) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
