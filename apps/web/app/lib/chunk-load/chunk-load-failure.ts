// How browsers and bundlers word a script chunk of the site that failed to load.
const chunkFailure =
  /dynamically imported module|importing a module script failed|unable to preload css|error loading dynamically imported module|chunkloaderror|loading chunk \d+ failed/i;

/** Whether `error` is a script chunk of the site that failed to load (offer a reload). */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && (chunkFailure.test(error.message) || error.name === 'ChunkLoadError');
}
