/** The search words of an address: `searchQuery` (spec §2), read without regard to its case. */
export function searchQueryOf(url: URL): string | null {
  for (const [name, value] of url.searchParams) {
    if (name.toLowerCase() === 'searchquery') return value.trim();
  }
  return null;
}
