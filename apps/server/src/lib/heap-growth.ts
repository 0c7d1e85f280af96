import { setFlagsFromString } from 'node:v8';

/**
 * How far the JavaScript heap may grow past what survived the last full collection before the
 * next one runs: a quarter. By default V8 lets a small heap grow to several times its live
 * size, so a server under steady traffic (which keeps about 60 MB live) held well over 100 MB
 * of garbage between full collections, and its resident memory followed. Set at run time rather
 * than as a command-line option, so that every way of starting the server has it, and a Node
 * release that no longer knows the setting warns and carries on instead of refusing to start.
 */
export const heapGrowthPercent = 25;

export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${heapGrowthPercent}`);
}
