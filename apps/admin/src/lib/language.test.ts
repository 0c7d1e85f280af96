import { describe, expect, it } from 'vitest';
import { adminLanguage, adminPrefix } from './language.ts';

describe('the Mini-Admin language', () => {
  it('is Dutch unless the path below /dev starts with en', () => {
    expect(adminLanguage('/dev/home')).toBe('nl');
    expect(adminLanguage('/dev/')).toBe('nl');
    expect(adminLanguage('/dev/en/data')).toBe('en');
    expect(adminLanguage('/dev/EN/system')).toBe('en');
    expect(adminLanguage('/dev/nl/data')).toBe('nl');
    // Two letters that merely begin a longer segment are not a language.
    expect(adminLanguage('/dev/english')).toBe('nl');
    expect(adminLanguage('/dev/fr/data')).toBe('nl');
  });

  it('keeps the language segment in links', () => {
    expect(adminPrefix('/dev/en/data')).toBe('/dev/en');
    expect(adminPrefix('/dev/data')).toBe('/dev');
    expect(adminPrefix('/dev/nl')).toBe('/dev/nl');
  });
});
