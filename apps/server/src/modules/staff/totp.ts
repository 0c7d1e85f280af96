import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Time-based one-time passwords as RFC 6238 defines them and authenticator apps expect:
// HMAC-SHA-1, a 30-second step, six digits (RFC 4226's dynamic truncation).

export const totpStepSeconds = 30;
const digits = 6;
/** Codes of the step before and after the current one are accepted too (clock drift of a phone). */
const acceptedDrift = 1;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth:// links carry secrets. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += base32Alphabet[(value << (5 - bits)) & 31];
  return output;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index === -1) throw new Error('not a base32 text');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret of 160 bits (RFC 4226's recommended length), base32-encoded. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step a moment falls in. */
export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / totpStepSeconds);
}

/** The code of one time step (HOTP of the step counter, RFC 4226 §5.3). */
export function totpCode(secret: Buffer, step: number, length = digits): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** length;
  return String(binary).padStart(length, '0');
}

/**
 * The time step `code` belongs to, within the accepted drift around `at`, or undefined. A step at
 * or before `lastUsedStep` never matches: each code is good once.
 */
export function matchTotp(
  secretBase32: string,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const secret = base32Decode(secretBase32);
  const current = totpStepAt(at);
  let matched: number | undefined;
  for (let step = current - acceptedDrift; step <= current + acceptedDrift; step += 1) {
    const expected = Buffer.from(totpCode(secret, step));
    // Every candidate is compared, in constant time, so the timing does not tell which one matched.
    if (timingSafeEqual(expected, Buffer.from(code)) && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}

/** The link an authenticator app reads (as a QR code or typed): issuer Zilt, the account's address. */
export function otpauthUrl(secretBase32: string, email: string): string {
  const label = encodeURIComponent(`Zilt:${email}`);
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer: 'Zilt',
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return `otpauth://totp/${label}?${query}`;
}
