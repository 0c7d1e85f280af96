/** The search words of an address: the `searchQuery` parameter, its name read without regard to case. */
export function searchQueryOf(url: URL): string | null {
  for (const [name, value] of url.searchParams) {
    if (name.toLowerCase() === 'searchquery') return value.trim();
  }
  return null;
}
