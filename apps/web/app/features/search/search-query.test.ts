import { describe, expect, it } from 'vitest';
import { searchQueryOf } from './search-query';

describe('search words of an address', () => {
  it('reads searchQuery in any case, trimmed, and nothing when absent', () => {
    expect(searchQueryOf(new URL('http://x/en/searchPage?searchQuery=%20salt%20marsh%20'))).toBe('salt marsh');
    expect(searchQueryOf(new URL('http://x/en/searchPage?searchquery=dyke'))).toBe('dyke');
    expect(searchQueryOf(new URL('http://x/en/searchPage'))).toBeNull();
  });
});
