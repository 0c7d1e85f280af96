import { z } from 'zod';
import { text, shortText } from './text.ts';

// Translations in i18next's resource format: namespace → key → text, where a key may hold a
// nested group of keys (`{ "roles": { "director": "Director" } }` is `roles.director`).

export type TranslationTree = { [key: string]: string | TranslationTree };

export const translationTreeSchema: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(shortText().min(1), z.union([text(), translationTreeSchema])),
);

/** i18next resources: `{ [language]: { [namespace]: TranslationTree } }`. */
export const translationResourcesSchema = z.record(
  shortText().min(1),
  z.record(shortText().min(1), translationTreeSchema),
);
export type TranslationResources = z.infer<typeof translationResourcesSchema>;
