// How the compiled server is run (by `npm start` and by the bench, which measures what runs).

/**
 * Environment added to the server process: glibc's malloc keeps up to two memory arenas
 * instead of one per thread. Compression and file reads run on libuv's worker threads; with an
 * arena each, freed memory stayed spread over many arenas and resident (measured: 358 MB
 * against 321 MB after 5,000 mixed requests on the embedded database).
 */
export function serverProcessEnv(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}
