import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Subscriber passwords are hashed with scrypt (memory-hard, built into Node): 2^15 rounds of
// a 32 MiB working set (N = 32768, r = 8, p = 1), a random 16-byte salt per password. The
// parameters are stored with the hash, so they can be raised later without breaking old hashes.

const parameters = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;
/** Room for N = 2^15 with r = 8 (128 · N · r = 32 MiB) and a margin. */
const maxmem = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, parameters);
  return [
    'scrypt',
    parameters.N,
    parameters.r,
    parameters.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** A hash no password matches: checked against when a login names no known user, so both take as long. */
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `stored`; a missing or malformed hash matches nothing (in the same time). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await decoyHash);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
