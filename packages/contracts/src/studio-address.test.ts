import { describe, expect, it } from 'vitest';
import { isStudioPath, studioLanguageOf } from './studio-address.ts';

describe('studio addresses', () => {
  it('are /studio and below, and nothing that merely starts with the word', () => {
    expect(isStudioPath('/studio')).toBe(true);
    expect(isStudioPath('/studio/en')).toBe(true);
    expect(isStudioPath('/studio/pages/12')).toBe(true);
    expect(isStudioPath('/studios')).toBe(false);
    expect(isStudioPath('/en/studio')).toBe(false);
  });

  it('speak Dutch unless below /studio/en', () => {
    expect(studioLanguageOf('/studio')).toBe('nl');
    expect(studioLanguageOf('/studio/pages')).toBe('nl');
    expect(studioLanguageOf('/studio/en')).toBe('en');
    expect(studioLanguageOf('/studio/en/pages')).toBe('en');
    expect(studioLanguageOf('/studio/english')).toBe('nl');
  });
});
