import { formatIssuePath } from './issues.ts';

// What any JSON value we accept must satisfy before a schema looks at it: nesting the
// validator and the store can walk without running out of stack, and text PostgreSQL can
// store (no NUL character, no unpaired UTF-16 surrogate). Zod-free, so the server can check
// a request body before validation and the browser could use it too.

/** Deepest nesting of objects and arrays accepted in a JSON body or a content package. */
export const maxJsonDepth = 64;

/** Text PostgreSQL can store: no NUL character and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !unpairedSurrogate.test(text);
}

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorableTextMessage = 'must not contain a NUL character or an unpaired surrogate';

/** A problem at a place in a value: `path` as `pages[0].title`, `(root)` for the value itself. */
export interface ValueProblem {
  path: string;
  message: string;
}

/**
 * The first problem of a parsed JSON value, or undefined when it has none:
 * nesting deeper than `maxDepth`, or a key or string that is not storable text. Walks without
 * recursion, so any depth is safe to check.
 */
export function findJsonValueProblem(value: unknown, maxDepth = maxJsonDepth): ValueProblem | undefined {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (typeof current.value === 'string') {
      if (!isStorableText(current.value))
        return { path: formatIssuePath(current.path), message: unstorableTextMessage };
      continue;
    }
    if (typeof current.value !== 'object' || current.value === null) continue;
    if (current.path.length >= maxDepth) {
      return { path: formatIssuePath(current.path), message: `nested deeper than ${maxDepth} levels` };
    }
    if (Array.isArray(current.value)) {
      current.value.forEach((item, index) => pending.push({ value: item, path: [...current.path, index] }));
      continue;
    }
    for (const [key, item] of Object.entries(current.value)) {
      if (!isStorableText(key)) {
        return { path: formatIssuePath([...current.path, key]), message: `key ${unstorableTextMessage}` };
      }
      pending.push({ value: item, path: [...current.path, key] });
    }
  }
  return undefined;
}
