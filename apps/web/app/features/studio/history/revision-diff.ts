// Compares two revisions of a page (in the page form the editing API stores): which page fields
// changed, and which blocks were added, removed, moved or changed, with each changed field's old
// and new value. Blocks carry no ids, so they are paired: identical blocks first, then blocks of
// the same kind in order; a pair out of the order the others keep counts as moved.

type Content = Readonly<Record<string, unknown>>;

/** One changed value: `before` or `after` is undefined when the field is new or gone. */
export interface FieldChange {
  /** Where the value sits, as code would write it: `header.title`, `items[0].title`. */
  path: string;
  before: unknown;
  after: unknown;
}

export type BlockChange =
  | { change: 'added'; kind: string; after: number }
  | { change: 'removed'; kind: string; before: number }
  | {
      change: 'changed' | 'unchanged';
      kind: string;
      before: number;
      after: number;
      moved: boolean;
      fields: FieldChange[];
    };

export interface RevisionComparison {
  page: FieldChange[];
  blocks: BlockChange[];
}

/** Fields of a revision that change with every save or are shown elsewhere. */
const skippedPageFields = new Set(['blocks', 'lastUpdated', 'status']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every plain value inside `value` by its path; empty lists and objects count as values. */
function leaves(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (Array.isArray(value) && value.length) {
    value.forEach((item, index) => leaves(item, `${path}[${index}]`, into));
  } else if (isRecord(value) && Object.keys(value).length) {
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value);
  }
  return into;
}

/** The values that differ between two objects, in the order their paths first appear. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before, '', new Map());
  const next = leaves(after, '', new Map());
  const paths = [...new Set([...old.keys(), ...next.keys()])];
  return paths.flatMap((path) => {
    const was = old.get(path);
    const is = next.get(path);
    return JSON.stringify(was) === JSON.stringify(is) ? [] : [{ path, before: was, after: is }];
  });
}

function kindOf(block: unknown): string {
  return isRecord(block) && typeof block.kind === 'string' ? block.kind : '?';
}

/** The positions in `sequence` of its longest increasing run (not necessarily contiguous). */
function longestIncreasing(sequence: readonly number[]): Set<number> {
  const length = sequence.map(() => 1);
  const previous = sequence.map(() => -1);
  for (let i = 0; i < sequence.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (sequence[j]! < sequence[i]! && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
  }
  const kept = new Set<number>();
  let at = length.indexOf(Math.max(0, ...length));
  while (at >= 0) {
    kept.add(at);
    at = previous[at]!;
  }
  return kept;
}

function compareBlocks(before: readonly unknown[], after: readonly unknown[]): BlockChange[] {
  const pairOf = new Map<number, number>(); // newer index → older index
  const used = new Set<number>();
  const text = before.map((block) => JSON.stringify(block));
  // Identical blocks, nearest position first.
  after.forEach((block, index) => {
    const written = JSON.stringify(block);
    const candidates = text.flatMap((other, at) => (other === written && !used.has(at) ? [at] : []));
    const nearest = candidates.sort((a, b) => Math.abs(a - index) - Math.abs(b - index))[0];
    if (nearest !== undefined) {
      pairOf.set(index, nearest);
      used.add(nearest);
    }
  });
  // Then blocks of the same kind, in order.
  after.forEach((block, index) => {
    if (pairOf.has(index)) return;
    const match = before.findIndex((other, at) => !used.has(at) && kindOf(other) === kindOf(block));
    if (match >= 0) {
      pairOf.set(index, match);
      used.add(match);
    }
  });
  const paired = [...pairOf.keys()].sort((a, b) => a - b);
  const inOrder = longestIncreasing(paired.map((index) => pairOf.get(index)!));
  const moved = new Set(paired.filter((_, position) => !inOrder.has(position)));

  const removed = before.flatMap((block, index) => (used.has(index) ? [] : [index]));
  const changes: BlockChange[] = [];
  const emitRemovedBefore = (limit: number) => {
    while (removed.length && removed[0]! < limit) {
      const index = removed.shift()!;
      changes.push({ change: 'removed', kind: kindOf(before[index]), before: index });
    }
  };
  after.forEach((block, index) => {
    const old = pairOf.get(index);
    if (old === undefined) {
      changes.push({ change: 'added', kind: kindOf(block), after: index });
      return;
    }
    if (!moved.has(index)) emitRemovedBefore(old);
    const fields = changedFields(before[old], block);
    changes.push({
      change: fields.length ? 'changed' : 'unchanged',
      kind: kindOf(block),
      before: old,
      after: index,
      moved: moved.has(index),
      fields,
    });
  });
  emitRemovedBefore(Infinity);
  return changes;
}

/** What changed from the `before` revision to the `after` one. */
export function compareRevisions(before: Content, after: Content): RevisionComparison {
  const pageOnly = (content: Content) =>
    Object.fromEntries(Object.entries(content).filter(([key]) => !skippedPageFields.has(key)));
  const blocks = (content: Content) => (Array.isArray(content.blocks) ? content.blocks : []);
  return {
    page: changedFields(pageOnly(before), pageOnly(after)),
    blocks: compareBlocks(blocks(before), blocks(after)),
  };
}
