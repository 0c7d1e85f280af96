import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Every node the site shows: pages, news, events, team-member pages and projects. */
export const nodes = pgTable(
  'nodes',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    nodeType: text('node_type').notNull(),
    translationKey: text('translation_key'),
    publishedRevisionId: text('published_revision_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('nodes_source_language_slug_key').on(table.source, table.language, sql`lower(${table.slug})`),
    index('nodes_translation_idx').on(table.source, table.translationKey),
  ],
);

/** An immutable version of a node. A node points at one published revision; newer ones may be drafts. */
export const nodeRevisions = pgTable(
  'node_revisions',
  {
    id: text('id').primaryKey(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    contentHash: text('content_hash').notNull(),
    title: text('title').notNull(),
    template: text('template').notNull(),
    pageKind: text('page_kind').notNull(),
    header: jsonb('header').notNull(),
    breadcrumbs: jsonb('breadcrumbs').notNull(),
    blocks: jsonb('blocks').notNull(),
    taxonomyTerms: jsonb('taxonomy_terms').notNull(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('node_revisions_node_idx').on(table.nodeId, table.createdAt)],
);

export const menus = pgTable(
  'menus',
  {
    source: text('source').notNull(),
    language: text('language').notNull(),
    location: text('location').notNull(),
    items: jsonb('items').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.language, table.location] })],
);

export const languages = pgTable(
  'languages',
  {
    source: text('source').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.code] })],
);

export const contactOptions = pgTable(
  'contact_options',
  {
    source: text('source').notNull(),
    language: text('language').notNull(),
    options: jsonb('options').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.language] })],
);

export const translations = pgTable(
  'translations',
  {
    source: text('source').notNull(),
    language: text('language').notNull(),
    namespace: text('namespace').notNull(),
    entries: jsonb('entries').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.language, table.namespace] })],
);

export const teamMembers = pgTable('team_members', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  companyRole: text('company_role').notNull(),
  imageUrl: text('image_url').notNull(),
  age: integer('age').notNull(),
  position: integer('position').notNull(),
});

/** Operator-issued API tokens; only the SHA-256 hash of a token is kept. */
export const apiTokens = pgTable('api_tokens', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  scope: text('scope').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Proof of consent: what a visitor chose, when, under which text revision. No IP address, no user agent. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    consentId: text('consent_id').notNull(),
    choices: jsonb('choices').notNull(),
    action: text('action').notNull(),
    revision: integer('revision').notNull(),
    language: text('language').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_records_recorded_idx').on(table.recordedAt), index('consent_records_consent_idx').on(table.consentId)],
);

/**
 * Fixed-window request counters shared by every server process (failed token checks, consent
 * records). The key holds a digest of the client address, never the address itself; a row
 * whose window has ended is reset by the next hit or removed by the purge.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_counters_window_ends_idx').on(table.windowEndsAt)],
);
