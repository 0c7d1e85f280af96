import type { MenuItem } from '@zilt/contracts/menu';

/** Menu entries in the CMS's order: lowest `Weight` first, ties in the order given. */
export function sortByWeight(items: readonly MenuItem[]): MenuItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.Weight - b.item.Weight || a.index - b.index)
    .map(({ item }) => item);
}
