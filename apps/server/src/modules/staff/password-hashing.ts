import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

// Staff passwords are hashed with argon2id at OWASP's current minimum: 19 MiB of memory, two
// passes, one lane (decision 017). The parameters travel inside the PHC string, so raising them
// later leaves older hashes readable.
// `algorithm: 2` is the package's Algorithm.Argon2id (a const enum that cannot be imported as a value).
const parameters: Options = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export function hashStaffPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), parameters);
}

/** A hash no password matches: checked when there is none to check, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `stored`; a missing or unreadable hash matches nothing, in the same time. */
export async function verifyStaffPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null || !stored.startsWith('$argon2id$')) {
    decoyHash ??= hashStaffPassword(randomBytes(16).toString('hex'));
    await verify(await decoyHash, password.normalize('NFKC')).catch(() => false);
    return false;
  }
  return verify(stored, password.normalize('NFKC')).catch(() => false);
}
