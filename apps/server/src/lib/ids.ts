import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric id (62 letters; 16 characters carry about 95 bits). */
export function alphanumericId(length = 16): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  for (const byte of bytes) {
    // 248 = 4 × 62: dropping larger bytes keeps every letter equally likely.
    if (byte >= 248) continue;
    id += alphabet[byte % 62];
    if (id.length === length) return id;
  }
  return id + alphanumericId(length - id.length);
}
