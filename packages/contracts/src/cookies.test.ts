import { describe, expect, it } from 'vitest';
import { storedConsentOfCookieHeader } from './consent-rules.ts';
import { parseCookieHeader } from './cookies.ts';

describe('reading a Cookie header', () => {
  it('drops the double quotes around a value and decodes percent-encoding', () => {
    const cookies = parseCookieHeader('tracking-cookies="yes"; name=a%20b; empty=; quoted=""');
    expect(cookies.get('tracking-cookies')).toBe('yes');
    expect(cookies.get('name')).toBe('a b');
    expect(cookies.get('empty')).toBe('');
    expect(cookies.get('quoted')).toBe('');
  });

  it('keeps the first of a repeated name', () => {
    expect(parseCookieHeader('a=1; b=2; a=3').get('a')).toBe('1');
    expect(parseCookieHeader('a="1"; a=3').get('a')).toBe('1');
  });

  it('skips malformed pairs and values without failing', () => {
    const cookies = parseCookieHeader('junk; =nameless; bad=%E0%A4%A; ok=1;;  ; also = 2 ');
    expect([...cookies]).toEqual([
      ['ok', '1'],
      ['also', '2'],
    ]);
    expect(parseCookieHeader(undefined).size).toBe(0);
    expect(parseCookieHeader(null).size).toBe(0);
    expect(parseCookieHeader('').size).toBe(0);
  });

  it('reads quoted consent cookies the same as plain ones', () => {
    const quoted = 'video-cookies="no"; tracking-cookies="yes"; showCookies="no"; consent-revision="2"';
    const plain = 'video-cookies=no; tracking-cookies=yes; showCookies=no; consent-revision=2';
    expect(storedConsentOfCookieHeader(quoted, 2)).toEqual({ decided: true, video: 'no', tracking: 'yes' });
    expect(storedConsentOfCookieHeader(plain, 2)).toEqual(storedConsentOfCookieHeader(quoted, 2));
  });
});
