import type { Language } from '@zilt/contracts/common';
import type { TranslationTree } from '@zilt/contracts/translations';

// The table's rows: every key of every namespace (`roles.director` of `team`) with its text in
// each language, or undefined where the language lacks it. Incomplete keys (a language empty or
// missing) come first, then by namespace and key.

export interface TranslationRow {
  id: string;
  namespace: string;
  key: string;
  texts: Partial<Record<Language, string>>;
}

export type NamespacesByLanguage = Partial<Record<Language, ReadonlyMap<string, TranslationTree>>>;

/** The keys of a tree joined by `.`, each with its text. */
export function flattenTree(tree: TranslationTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix === '' ? name : `${prefix}.${name}`;
    if (typeof value === 'string') flat.set(key, value);
    else for (const [inner, text] of flattenTree(value, key)) flat.set(inner, text);
  }
  return flat;
}

export function isIncomplete(row: TranslationRow, languages: readonly Language[]): boolean {
  return languages.some((language) => !row.texts[language]);
}

export function rowId(namespace: string, key: string): string {
  return `${namespace}:${key}`;
}

export function translationRows(namespaces: NamespacesByLanguage, languages: readonly Language[]): TranslationRow[] {
  const rows = new Map<string, TranslationRow>();
  for (const language of languages) {
    for (const [namespace, tree] of namespaces[language] ?? []) {
      for (const [key, text] of flattenTree(tree)) {
        const id = rowId(namespace, key);
        const row = rows.get(id) ?? { id, namespace, key, texts: {} };
        row.texts[language] = text;
        rows.set(id, row);
      }
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      Number(isIncomplete(b, languages)) - Number(isIncomplete(a, languages)) ||
      a.namespace.localeCompare(b.namespace) ||
      a.key.localeCompare(b.key),
  );
}
