import { describe, expect, it } from 'vitest';
import { maxMenuDepth, type MenuItem } from '@zilt/contracts/menu';
import {
  addItem,
  dropItem,
  itemPaths,
  menuFromTree,
  moveItem,
  newItem,
  removeItem,
  treeFromMenu,
  type TreeItem,
} from './menu-tree';

function item(Title: string, Weight: number, Children: MenuItem[] = []): MenuItem {
  return { Title, Url: `/${Title}`, Weight, Children };
}

/** The tree's titles, children in brackets: `a b[c d]`. */
function shape(tree: readonly TreeItem[]): string {
  return tree.map((entry) => entry.Title + (entry.children.length > 0 ? `[${shape(entry.children)}]` : '')).join(' ');
}

function keyOf(tree: readonly TreeItem[], title: string): string {
  for (const entry of tree) {
    if (entry.Title === title) return entry.key;
    const inner = entry.children.length > 0 ? keyOf(entry.children, title) : '';
    if (inner) return inner;
  }
  return '';
}

const menu = [item('b', 20, [item('d', 20), item('c', 10)]), item('a', 10), item('e', 30)];

describe('the menu tree editor', () => {
  it('reads the menu in Weight order and writes it back numbered 10, 20, … in the order shown', () => {
    const tree = treeFromMenu([{ ...menu[1]!, CTAItem: null, ShowChildren: false }, menu[0]!, menu[2]!]);
    expect(shape(tree)).toBe('a b[c d] e');
    const written = menuFromTree(tree);
    expect(written.map((entry) => [entry.Title, entry.Weight])).toEqual([
      ['a', 10],
      ['b', 20],
      ['e', 30],
    ]);
    expect(written[0]).toMatchObject({ CTAItem: null, ShowChildren: false });
    expect(written[1]!.Children.map((entry) => [entry.Title, entry.Weight])).toEqual([
      ['c', 10],
      ['d', 20],
    ]);
  });

  it('moves up and down among siblings, and not past the ends', () => {
    const tree = treeFromMenu(menu);
    expect(shape(moveItem(tree, keyOf(tree, 'e'), 'up')!)).toBe('a e b[c d]');
    expect(shape(moveItem(tree, keyOf(tree, 'c'), 'down')!)).toBe('a b[d c] e');
    expect(moveItem(tree, keyOf(tree, 'a'), 'up')).toBeNull();
    expect(moveItem(tree, keyOf(tree, 'd'), 'down')).toBeNull();
    expect(shape(tree)).toBe('a b[c d] e');
  });

  it('indents under the item above and outdents to just after the parent', () => {
    const tree = treeFromMenu(menu);
    expect(shape(moveItem(tree, keyOf(tree, 'e'), 'indent')!)).toBe('a b[c d e]');
    expect(shape(moveItem(tree, keyOf(tree, 'c'), 'outdent')!)).toBe('a b[d] c e');
    expect(moveItem(tree, keyOf(tree, 'a'), 'indent')).toBeNull();
    expect(moveItem(tree, keyOf(tree, 'a'), 'outdent')).toBeNull();
  });

  it('never builds a menu deeper than the contracts allow', () => {
    let tree = treeFromMenu([item('1', 10)]);
    for (let level = 2; level <= maxMenuDepth; level++) {
      const child = { ...newItem(), Title: String(level) };
      tree = addItem(tree, child, keyOf(tree, String(level - 1)))!;
    }
    expect(addItem(tree, newItem(), keyOf(tree, String(maxMenuDepth)))).toBeNull();
    // `x` with a child is two levels: after `4` (level 4) it reaches level 5, after the fifth level it would not.
    tree = addItem(tree, { ...newItem(), Title: 'x', children: [{ ...newItem(), Title: 'y' }] })!;
    expect(dropItem(tree, keyOf(tree, 'x'), keyOf(tree, '4'), 'after')).not.toBeNull();
    expect(dropItem(tree, keyOf(tree, 'x'), keyOf(tree, String(maxMenuDepth)), 'after')).toBeNull();
    expect(moveItem(tree, keyOf(tree, 'x'), 'indent')).not.toBeNull();
  });

  it('drops an item before or after another at its level, never into itself', () => {
    const tree = treeFromMenu(menu);
    expect(shape(dropItem(tree, keyOf(tree, 'e'), keyOf(tree, 'c'), 'before')!)).toBe('a b[e c d]');
    expect(shape(dropItem(tree, keyOf(tree, 'a'), keyOf(tree, 'e'), 'after')!)).toBe('b[c d] e a');
    expect(dropItem(tree, keyOf(tree, 'b'), keyOf(tree, 'd'), 'after')).toBeNull();
    expect(dropItem(tree, keyOf(tree, 'b'), keyOf(tree, 'b'), 'after')).toBeNull();
  });

  it('removes an item with its children and names each item the way the contracts’ issues do', () => {
    const tree = treeFromMenu(menu);
    expect(shape(removeItem(tree, keyOf(tree, 'b')))).toBe('a e');
    const paths = itemPaths(tree);
    expect(paths.get(keyOf(tree, 'd'))).toBe('[1].Children[1]');
    expect(paths.get(keyOf(tree, 'e'))).toBe('[2]');
  });
});
