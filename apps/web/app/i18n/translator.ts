import type { Language } from '@zilt/contracts/languages';

// The interface texts of one language, read from the translations the root loader hands over:
// `resources[language][namespace]` is a tree of texts addressed by dotted keys. What the texts
// use, and all this supports: a namespace prefix (`team:title`), `{{name}}` placeholders,
// plural forms chosen by `count` (`key_one`, `key_other`, by the language's plural rules) and a
// `defaultValue`. A text missing in the language is taken from English; a text missing in both
// shows its key.

/** Texts per language and namespace. */
export type Resource = Record<string, Record<string, unknown>>;

export type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: string };

export type TFunction = (key: string, options?: TranslateOptions) => string;

const fallbackLanguage = 'en';
const defaultNamespace = 'common';
const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function textAt(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class Translator {
  private readonly plurals: Intl.PluralRules;
  private readonly fixed = new Map<string, TFunction>();

  constructor(
    readonly language: Language,
    private readonly resources: Resource,
  ) {
    this.plurals = new Intl.PluralRules(language);
  }

  private find(namespace: string, key: string, count: number | undefined): string | undefined {
    const keys = count === undefined ? [key] : [`${key}_${this.plurals.select(count)}`, `${key}_other`, key];
    for (const language of [this.language, fallbackLanguage])
      for (const candidate of keys) {
        const text = textAt(this.resources[language]?.[namespace], candidate);
        if (text !== undefined) return text;
      }
    return undefined;
  }

  /** The text of `key` in `namespace` (or the key's own `namespace:` prefix), filled in. */
  translate(namespace: string, key: string, options: TranslateOptions = {}): string {
    const separator = key.indexOf(':');
    const [ns, path] = separator > 0 ? [key.slice(0, separator), key.slice(separator + 1)] : [namespace, key];
    const text = this.find(ns, path, options.count) ?? options.defaultValue ?? key;
    return text.replace(placeholder, (whole, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? whole : String(value);
    });
  }

  /** A translation function for one namespace (the default one without); the same function each time. */
  getFixedT(namespace?: string | null): TFunction {
    const ns = namespace ?? defaultNamespace;
    let t = this.fixed.get(ns);
    if (!t) {
      t = (key, options) => this.translate(ns, key, options);
      this.fixed.set(ns, t);
    }
    return t;
  }
}
