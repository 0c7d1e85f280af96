import { formatIssuePath } from '@zilt/contracts/issues';
import type { TranslationTree } from '@zilt/contracts/translations';

// Setting and removing single keys of a namespace's translation tree. A key path joins the keys
// of nested groups by `.` (`roles.director`). Keys are read and written as own properties only,
// so a key such as `__proto__` is a key like any other and never reaches an object's prototype.

export type TranslationPatchResult = { ok: true; tree: TranslationTree } | { ok: false; problems: string[] };

function ownValue(group: TranslationTree, key: string): string | TranslationTree | undefined {
  return Object.hasOwn(group, key) ? group[key] : undefined;
}

function putValue(group: TranslationTree, key: string, value: string | TranslationTree): void {
  Object.defineProperty(group, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The tree with `remove` applied first (a missing key is no error), then `set`: each text is
 * written at its path, and groups on the way are made when missing. Setting a path through a
 * text (`title.short` where `title` is a text), or a text where a group is, is refused, with the
 * key named as `set["title.short"]`.
 */
export function applyTranslationPatch(
  tree: TranslationTree,
  patch: { set: Record<string, string>; remove: readonly string[] },
): TranslationPatchResult {
  const result = structuredClone(tree);
  const problems: string[] = [];
  for (const path of patch.remove) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let group: TranslationTree | undefined = result;
    for (const key of keys) {
      const next: string | TranslationTree | undefined = ownValue(group, key);
      group = typeof next === 'object' ? next : undefined;
      if (!group) break;
    }
    if (group && Object.hasOwn(group, last)) delete group[last];
  }
  for (const [path, text] of Object.entries(patch.set)) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let group = result;
    let blocked = false;
    for (const [index, key] of keys.entries()) {
      const next = ownValue(group, key);
      if (typeof next === 'string') {
        const through = keys.slice(0, index + 1).join('.');
        problems.push(`${formatIssuePath(['set', path])}: "${through}" is a text, not a group of keys`);
        blocked = true;
        break;
      }
      if (next === undefined) {
        const made: TranslationTree = {};
        putValue(group, key, made);
        group = made;
      } else {
        group = next;
      }
    }
    if (blocked) continue;
    if (typeof ownValue(group, last) === 'object') {
      problems.push(`${formatIssuePath(['set', path])}: "${path}" is a group of keys; set its keys one by one`);
      continue;
    }
    putValue(group, last, text);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, tree: result };
}
