import { z } from 'zod';
import { isStorableText, unstorableTextMessage } from './json-limits.ts';

// Bounded text for every string a client or a content package sends: what the database can
// hold. Free text is stored inside JSON documents; short text is also a key or sits in an
// index, whose entries PostgreSQL limits to a few kilobytes.

/** Longest free text (rich-text bodies, HTML blocks), in characters. */
export const maxTextLength = 100_000;
/** Longest identifier-like text: slugs, keys, ids, namespaces, in characters. */
export const maxShortTextLength = 200;

/** Free text: at most 100,000 characters, storable. */
export function text(maxLength = maxTextLength) {
  return z.string().max(maxLength).refine(isStorableText, unstorableTextMessage);
}

/** Identifier-like text that is a key or is indexed: at most 200 characters, storable. */
export function shortText() {
  return text(maxShortTextLength);
}

/** Largest value of a PostgreSQL `integer` column. */
export const maxDatabaseInteger = 2_147_483_647;

/** A whole number a PostgreSQL `integer` column holds. */
export function databaseInteger() {
  return z
    .number()
    .int()
    .min(-maxDatabaseInteger - 1)
    .max(maxDatabaseInteger);
}

/** A number stored inside a JSON document: finite and within ±1,000,000,000. */
export function boundedNumber() {
  return z.number().min(-1_000_000_000).max(1_000_000_000);
}

/** Largest width or height of an image or embed, in pixels. */
export const maxImageDimension = 20_000;
