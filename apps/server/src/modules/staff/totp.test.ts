import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, totpCode, totpStepAt } from './totp.ts';

// RFC 6238, appendix B: the SHA-1 seed is the ASCII text "12345678901234567890"; the table gives
// eight-digit codes, whose last six digits are the six-digit codes an authenticator shows.
const seed = Buffer.from('12345678901234567890', 'ascii');
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  for (const [seconds, code] of vectors) {
    it(`gives the RFC's code ${code} at ${seconds} s`, () => {
      const step = totpStepAt(new Date(seconds * 1000));
      expect(totpCode(seed, step, 8)).toBe(code);
      expect(totpCode(seed, step)).toBe(code.slice(2));
    });
  }

  it('accepts the code of the step before and after, not two steps away, and each code once', () => {
    const secret = base32Encode(seed);
    const at = new Date(1111111111 * 1000);
    const step = totpStepAt(at);
    expect(matchTotp(secret, totpCode(seed, step - 1), at, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(seed, step + 1), at, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(seed, step - 2), at, null)).toBeUndefined();
    expect(matchTotp(secret, totpCode(seed, step), at, step)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', at, null)).toBeUndefined();
  });

  it('reads back the base32 it writes (RFC 4648 test vector)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(seed))).toEqual(seed);
  });
});
