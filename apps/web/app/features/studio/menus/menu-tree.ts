import { maxMenuDepth, type MenuItem } from '@zilt/contracts/menu';

// The menu as the tree editor holds it: each item with a key of its own (titles and links
// repeat), its children beside it. Moves work on a copy and answer null when the move is not
// possible (the first item up, an item past the deepest level); the order of each list is the
// order saved (`Weight` 10, 20, … when the tree is written back).

export interface TreeItem {
  key: string;
  Title: string;
  Url: string;
  /** What the editor does not change (a dropdown's call-to-action panel, ShowChildren) stays as read. */
  rest: Pick<MenuItem, 'CTAItem' | 'ShowChildren'>;
  children: TreeItem[];
}

let lastKey = 0;

export function newKey(): string {
  lastKey += 1;
  return `menu-item-${lastKey}`;
}

export function newItem(): TreeItem {
  return { key: newKey(), Title: '', Url: '', rest: {}, children: [] };
}

function byWeight(items: readonly MenuItem[]): MenuItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.Weight - b.item.Weight || a.index - b.index)
    .map(({ item }) => item);
}

export function treeFromMenu(items: readonly MenuItem[]): TreeItem[] {
  return byWeight(items).map((item) => {
    const rest: TreeItem['rest'] = {};
    if (item.CTAItem !== undefined) rest.CTAItem = item.CTAItem;
    if (item.ShowChildren !== undefined) rest.ShowChildren = item.ShowChildren;
    return { key: newKey(), Title: item.Title, Url: item.Url, rest, children: treeFromMenu(item.Children) };
  });
}

export function menuFromTree(tree: readonly TreeItem[]): MenuItem[] {
  return tree.map((item, index) => ({
    Title: item.Title,
    Url: item.Url,
    Weight: (index + 1) * 10,
    Children: menuFromTree(item.children),
    ...item.rest,
  }));
}

interface Place {
  list: TreeItem[];
  index: number;
  /** The list holding the parent, and the parent's place in it (null at the top). */
  parentList: TreeItem[] | null;
  parentIndex: number;
  depth: number;
}

function place(tree: TreeItem[], key: string): Place | null {
  const visit = (list: TreeItem[], parentList: TreeItem[] | null, parentIndex: number, depth: number): Place | null => {
    for (const [index, item] of list.entries()) {
      if (item.key === key) return { list, index, parentList, parentIndex, depth };
      const found = visit(item.children, list, index, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return visit(tree, null, -1, 1);
}

/** Levels an item and its descendants take: 1 for an item without children. */
function height(item: TreeItem): number {
  return 1 + Math.max(0, ...item.children.map(height));
}

function copy(tree: readonly TreeItem[]): TreeItem[] {
  return tree.map((item) => ({ ...item, children: copy(item.children) }));
}

export type Move = 'up' | 'down' | 'indent' | 'outdent';

/** The tree after a move of the item, or null when that move is not possible. */
export function moveItem(tree: readonly TreeItem[], key: string, move: Move): TreeItem[] | null {
  const next = copy(tree);
  const at = place(next, key);
  if (!at) return null;
  const { list, index } = at;
  const item = list[index]!;
  switch (move) {
    case 'up':
      if (index === 0) return null;
      list.splice(index - 1, 2, item, list[index - 1]!);
      return next;
    case 'down':
      if (index === list.length - 1) return null;
      list.splice(index, 2, list[index + 1]!, item);
      return next;
    case 'indent': {
      // The item becomes the last child of the item above it.
      const above = list[index - 1];
      if (!above || at.depth + height(item) > maxMenuDepth) return null;
      list.splice(index, 1);
      above.children.push(item);
      return next;
    }
    case 'outdent':
      // The item follows its parent.
      if (!at.parentList) return null;
      list.splice(index, 1);
      at.parentList.splice(at.parentIndex + 1, 0, item);
      return next;
  }
}

/** Whether a move is possible (to offer it only then). */
export function canMove(tree: readonly TreeItem[], key: string, move: Move): boolean {
  return moveItem(tree, key, move) !== null;
}

function contains(item: TreeItem, key: string): boolean {
  return item.children.some((child) => child.key === key || contains(child, key));
}

/**
 * The tree with an item (and its children) put just before or after another item, at that
 * item's level; null when the target is the item itself or inside it, or it would lie too deep.
 */
export function dropItem(
  tree: readonly TreeItem[],
  key: string,
  targetKey: string,
  side: 'before' | 'after',
): TreeItem[] | null {
  const next = copy(tree);
  const from = place(next, key);
  if (!from || key === targetKey) return null;
  const item = from.list[from.index]!;
  if (contains(item, targetKey)) return null;
  from.list.splice(from.index, 1);
  const to = place(next, targetKey);
  if (!to || to.depth - 1 + height(item) > maxMenuDepth) return null;
  to.list.splice(side === 'before' ? to.index : to.index + 1, 0, item);
  return next;
}

export function removeItem(tree: readonly TreeItem[], key: string): TreeItem[] {
  const next = copy(tree);
  const at = place(next, key);
  at?.list.splice(at.index, 1);
  return next;
}

/** The tree with a new item last below `parentKey`, or last at the top without one. */
export function addItem(tree: readonly TreeItem[], item: TreeItem, parentKey?: string): TreeItem[] | null {
  const next = copy(tree);
  if (parentKey === undefined) return [...next, item];
  const at = place(next, parentKey);
  if (!at || at.depth >= maxMenuDepth) return null;
  at.list[at.index]!.children.push(item);
  return next;
}

export function updateItem(
  tree: readonly TreeItem[],
  key: string,
  change: Partial<Pick<TreeItem, 'Title' | 'Url'>>,
): TreeItem[] {
  const next = copy(tree);
  const at = place(next, key);
  if (at) at.list[at.index] = { ...at.list[at.index]!, ...change };
  return next;
}

/** Where an item is, for announcements: its position among its siblings and its level. */
export function positionOf(tree: readonly TreeItem[], key: string): { position: number; of: number; level: number } {
  const at = place(tree as TreeItem[], key);
  return at ? { position: at.index + 1, of: at.list.length, level: at.depth } : { position: 0, of: 0, level: 0 };
}

/** The issue paths of an item's fields (`[0].Children[1]`), as the contracts' issues name them. */
export function itemPaths(tree: readonly TreeItem[], prefix = ''): Map<string, string> {
  const paths = new Map<string, string>();
  tree.forEach((item, index) => {
    const path = prefix === '' ? `[${index}]` : `${prefix}.Children[${index}]`;
    paths.set(item.key, path);
    for (const [key, childPath] of itemPaths(item.children, path)) paths.set(key, childPath);
  });
  return paths;
}

/** The item with the key, at any depth. */
export function findItem(tree: readonly TreeItem[], key: string): TreeItem | undefined {
  for (const item of tree) {
    if (item.key === key) return item;
    const found = findItem(item.children, key);
    if (found) return found;
  }
  return undefined;
}

/** The keys of the list holding the item, in order. */
export function siblingKeys(tree: readonly TreeItem[], key: string): string[] {
  if (tree.some((item) => item.key === key)) return tree.map((item) => item.key);
  for (const item of tree) {
    const found = siblingKeys(item.children, key);
    if (found.length > 0) return found;
  }
  return [];
}
