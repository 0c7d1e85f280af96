import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Block } from '@zilt/contracts/blocks';
import type { Language, Source } from '@zilt/contracts/common';
import type { ConsentChoices, ConsentRecordRequest } from '@zilt/contracts/consent';
import type { ContactOptions } from '@zilt/contracts/contact-options';
import type { FormDefinition } from '@zilt/contracts/form-definition';
import type { PageStatus } from '@zilt/contracts/content-package';
import type { MediaAltTexts, MediaKind } from '@zilt/contracts/media';
import type { MenuItem, MenuLocation } from '@zilt/contracts/menu';
import type { BreadcrumbList, NodeType, PageHeader, PageKind, TaxonomyTerm, Template } from '@zilt/contracts/page';
import type { ProjectPlace } from '@zilt/contracts/project';
import type {
  GenericEntityKind,
  OriginalPaymentType,
  PaymentFrequency,
  PaymentStatus,
  RecurrentPaymentStatus,
  SubscriptionKind,
} from '@zilt/contracts/subscriber-rules';
import type { TranslationTree } from '@zilt/contracts/translations';
import type { HubJob } from '@zilt/contracts/admin-hub';

// Columns hold only what the content package import validated with the contracts' schemas, so
// they carry the contracts' types: jsonb columns their shape, fixed-value text columns their
// values.

/** Every node the site shows: pages, news, events, team-member pages and projects. */
export const nodes = pgTable(
  'nodes',
  {
    id: serial('id').primaryKey(),
    source: text('source').$type<Source>().notNull(),
    language: text('language').$type<Language>().notNull(),
    slug: text('slug').notNull(),
    nodeType: text('node_type').$type<NodeType>().notNull(),
    translationKey: text('translation_key'),
    publishedRevisionId: text('published_revision_id'),
    /** When an editor moved the node to the trash; a trashed node is not published and not served. */
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    /** The revision that was published when the node was trashed: restoring publishes it again. */
    trashedPublishedRevisionId: text('trashed_published_revision_id'),
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
    status: text('status').$type<PageStatus>().notNull(),
    contentHash: text('content_hash').notNull(),
    title: text('title').notNull(),
    template: text('template').$type<Template>().notNull(),
    pageKind: text('page_kind').$type<PageKind>().notNull(),
    header: jsonb('header').$type<PageHeader>().notNull(),
    breadcrumbs: jsonb('breadcrumbs').$type<BreadcrumbList>().notNull(),
    blocks: jsonb('blocks').$type<Block[]>().notNull(),
    taxonomyTerms: jsonb('taxonomy_terms').$type<TaxonomyTerm[]>().notNull(),
    /** A project's place on the map (coordinates, theme, actor types); null on other nodes. */
    project: jsonb('project').$type<ProjectPlace>(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull(),
    /** Who saved the revision through the editing API (a staff member or a token's name); null for imports. */
    author: text('author'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('node_revisions_node_idx').on(table.nodeId, table.createdAt)],
);

/**
 * Publications and unpublications an editor planned for a time. The periodic task applies each
 * once it is due (claimed with FOR UPDATE SKIP LOCKED, so several processes never apply one
 * twice) and sets `applied_at`; a cancelled one is deleted.
 */
export const pageSchedules = pgTable(
  'page_schedules',
  {
    id: serial('id').primaryKey(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    action: text('action').$type<'publish' | 'unpublish'>().notNull(),
    /** The revision to publish; null publishes the newest revision at the time it is due. */
    revisionId: text('revision_id'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    index('page_schedules_due_idx')
      .on(table.dueAt)
      .where(sql`${table.appliedAt} is null`),
    index('page_schedules_node_idx').on(table.nodeId),
  ],
);

/**
 * Former addresses of nodes: a page whose slug changed is still found at its old slug, which
 * answers with a permanent redirect to the page's present address. One old slug names one node
 * per source and language (matched without case); a page that takes the slug itself wins.
 */
export const pageRedirects = pgTable(
  'page_redirects',
  {
    source: text('source').$type<Source>().notNull(),
    language: text('language').$type<Language>().notNull(),
    slug: text('slug').notNull(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('page_redirects_source_language_slug_key').on(table.source, table.language, sql`lower(${table.slug})`),
    index('page_redirects_node_idx').on(table.nodeId),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the overview lists read about each published node, kept by a database trigger whenever
 * a node's published revision changes (migrations 0003, 0004): the date it sorts by, its
 * taxonomy terms as `vocabulary:name` in lower case and the four digits of an event's postcode.
 * Rows stay narrow so that counting and filtering thousands of them stays fast.
 */
export const overviewEntries = pgTable(
  'overview_entries',
  {
    nodeId: integer('node_id')
      .primaryKey()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    source: text('source').$type<Source>().notNull(),
    language: text('language').$type<Language>().notNull(),
    nodeType: text('node_type').$type<NodeType>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    termKeys: text('term_keys').array().notNull(),
    postcode4: integer('postcode4'),
  },
  (table) => [
    index('overview_entries_by_date_idx').on(
      table.source,
      table.language,
      table.nodeType,
      table.startsAt.desc().nullsLast(),
      table.title,
      table.nodeId,
    ),
    index('overview_entries_by_title_idx').on(table.source, table.language, table.nodeType, table.title, table.nodeId),
    index('overview_entries_terms_idx').using('gin', table.termKeys),
  ],
);

/** The site search's document of each published node: its readable text, stemmed in its language. */
export const searchDocuments = pgTable(
  'search_documents',
  {
    nodeId: integer('node_id')
      .primaryKey()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    language: text('language').notNull(),
    /** What the item is (page, news, event, project, team member): shown with each hit and filtered on. */
    nodeType: text('node_type').$type<NodeType>().notNull().default('page'),
    searchText: text('search_text').notNull(),
    searchDocument: tsvector('search_document').notNull(),
    /** The title alone, stemmed: small, so ranking by the title costs little. */
    titleDocument: tsvector('title_document')
      .notNull()
      .default(sql`''::tsvector`),
  },
  // One search index per language: a search always names its language, so the index finds the
  // hits of that language only and the documents of the other are never read to be filtered out.
  (table) => [
    index('search_documents_en_idx')
      .using('gin', table.searchDocument)
      .where(sql`${table.language} = 'en'`),
    index('search_documents_nl_idx')
      .using('gin', table.searchDocument)
      .where(sql`${table.language} = 'nl'`),
  ],
);

export const menus = pgTable(
  'menus',
  {
    source: text('source').$type<Source>().notNull(),
    language: text('language').$type<Language>().notNull(),
    location: text('location').$type<MenuLocation>().notNull(),
    items: jsonb('items').$type<MenuItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.language, table.location] })],
);

export const languages = pgTable(
  'languages',
  {
    source: text('source').$type<Source>().notNull(),
    code: text('code').$type<Language>().notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.code] })],
);

export const contactOptions = pgTable(
  'contact_options',
  {
    source: text('source').$type<Source>().notNull(),
    language: text('language').$type<Language>().notNull(),
    options: jsonb('options').$type<ContactOptions>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.language] })],
);

export const translations = pgTable(
  'translations',
  {
    source: text('source').$type<Source>().notNull(),
    language: text('language').notNull(),
    namespace: text('namespace').notNull(),
    entries: jsonb('entries').$type<TranslationTree>().notNull(),
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
  /** After this moment the token is refused as if revoked; null: it does not expire. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Proof of consent: what a visitor chose, when, under which text revision. No IP address, no user agent. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    consentId: text('consent_id').notNull(),
    choices: jsonb('choices').$type<ConsentChoices>().notNull(),
    action: text('action').$type<ConsentRecordRequest['action']>().notNull(),
    revision: integer('revision').notNull(),
    language: text('language').$type<Language>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consent_records_recorded_idx').on(table.recordedAt),
    index('consent_records_consent_idx').on(table.consentId),
  ],
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

// Subscribers: the relational store ("PG") of what support staff act on. Money is kept in
// euro cents; every user-owned row goes when its user is deleted. The search-document store
// ("ES") and the change queues between the two stores follow below.

/** The subscription catalogue: each kind (Pro, Student, Teacher) with each payment frequency. */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  kind: text('kind').$type<SubscriptionKind>().notNull(),
  paymentFrequency: text('payment_frequency').$type<PaymentFrequency>().notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('EUR'),
  canBeChosenDirectlyByUser: boolean('can_be_chosen_directly_by_user').notNull(),
  businessCentralId: text('business_central_id'),
  businessCentralNumber: text('business_central_number'),
  lastSentToBusinessCentral: timestamp('last_sent_to_business_central', { withTimezone: true }),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    username: text('username').notNull(),
    /** Title of a country of the lookup data. */
    country: text('country'),
    /** Code of a language of the lookup data. */
    language: text('language'),
    job: text('job'),
    sharepointId: text('sharepoint_id'),
    businessCentralNumber: text('business_central_number'),
    blocked: boolean('blocked').notNull().default(false),
    lastLoginAttempt: timestamp('last_login_attempt', { withTimezone: true }),
    trialDaysAllotted: integer('trial_days_allotted').notNull(),
    cachedTrialDaysLeft: integer('cached_trial_days_left').notNull(),
    /** scrypt hash `scrypt$N$r$p$salt$hash` (base64url parts); null until a password is set. */
    passwordHash: text('password_hash'),
    companyTitle: text('company_title'),
    companyVat: text('company_vat'),
    companyAddress: text('company_address'),
    companyPostcode: text('company_postcode'),
    companyCity: text('company_city'),
    companyBusinessCentralNumber: text('company_business_central_number'),
    companyCountry: text('company_country'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender'),
    enable2fa: boolean('enable_2fa').notNull().default(false),
    mustChangePasswordAtNextLogin: boolean('must_change_password_at_next_login').notNull().default(false),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    emailConfirmed: boolean('email_confirmed').notNull().default(true),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    consecutiveSuccessfulPayments: integer('consecutive_successful_payments').notNull().default(0),
    userInactiveSent: boolean('user_inactive_sent').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves on every change of the user or of anything the user owns (compared with the ES document). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_surname_idx').on(table.surname),
  ],
);

/**
 * A user's subscriptions: at most one active (no end date), any number terminated. A
 * terminated subscription still gives access until NextPaymentDateWhenTerminated.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    dateStarted: timestamp('date_started', { withTimezone: true }).notNull(),
    dateEnded: timestamp('date_ended', { withTimezone: true }),
    nextPaymentDateWhenTerminated: timestamp('next_payment_date_when_terminated', { withTimezone: true }),
    ongoingRecurrentPaymentId: uuid('ongoing_recurrent_payment_id'),
  },
  (table) => [
    index('user_subscriptions_user_idx').on(table.userId, table.dateStarted),
    uniqueIndex('user_subscriptions_one_active_key')
      .on(table.userId)
      .where(sql`${table.dateEnded} is null`),
  ],
);

export const recurrentPayments = pgTable(
  'recurrent_payments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<RecurrentPaymentStatus>().notNull(),
    frequency: text('frequency').$type<PaymentFrequency>().notNull(),
    nextPaymentDate: timestamp('next_payment_date', { withTimezone: true }).notNull(),
    originalTransactionKey: text('original_transaction_key').notNull(),
    originalPaymentType: text('original_payment_type').$type<OriginalPaymentType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recurrent_payments_user_idx').on(table.userId),
    index('recurrent_payments_active_idx')
      .on(table.nextPaymentDate)
      .where(sql`${table.status} = 'Active'`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recurrentPaymentId: uuid('recurrent_payment_id').references(() => recurrentPayments.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** When it was paid, or for an open payment when it was created. */
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull(),
    /** When an open payment is due; null once paid. */
    dueDate: timestamp('due_date', { withTimezone: true }),
    paymentReference: text('payment_reference').notNull(),
    description: text('description').notNull(),
  },
  (table) => [
    uniqueIndex('payments_reference_key').on(sql`lower(${table.paymentReference})`),
    index('payments_user_date_idx').on(table.userId, table.paymentDate.desc()),
  ],
);

/** Name and address an invoice is billed to. */
export interface InvoiceBillTo {
  Address: string;
  City: string;
  CompanyName: string;
  Country: string;
  MemberId: string;
  NameSurname: string;
  Postcode: string;
  VAT: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    invoiceInfoDate: timestamp('invoice_info_date', { withTimezone: true }).notNull(),
    invoiceInfoNumber: text('invoice_info_number').notNull(),
    serviceDescription: text('service_description').notNull(),
    serviceFrom: timestamp('service_from', { withTimezone: true }).notNull(),
    serviceTo: timestamp('service_to', { withTimezone: true }).notNull(),
    billTo: jsonb('bill_to').$type<InvoiceBillTo>().notNull(),
    /** The accounting system's invoice document, as the JSON text it sent (read and checked when served). */
    jsonBody: text('json_body').notNull(),
    /** When BCLogin delivered the invoice to the Business-Central-style endpoint; null until then. */
    lastSentToBusinessCentral: timestamp('last_sent_to_business_central', { withTimezone: true }),
    /** When BCLogin wrote the invoice to the outbox export instead (no endpoint configured). */
    exportedForBusinessCentralAt: timestamp('exported_for_business_central_at', { withTimezone: true }),
    /** BCLogin runs that tried to send the invoice; a send that failed is retried until the limit. */
    businessCentralAttempts: integer('business_central_attempts').notNull().default(0),
    businessCentralLastError: text('business_central_last_error'),
  },
  (table) => [
    index('invoices_user_date_idx').on(table.userId, table.invoiceInfoDate.desc()),
    index('invoices_business_central_pending_idx')
      .on(table.id)
      .where(sql`${table.lastSentToBusinessCentral} is null and ${table.exportedForBusinessCentralAt} is null`),
  ],
);

/** Browser sessions of subscribers (the checkout calls); only a SHA-256 hash of the cookie value is kept. */
export const subscriberSessions = pgTable(
  'subscriber_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('subscriber_sessions_user_idx').on(table.userId),
    index('subscriber_sessions_expires_idx').on(table.expiresAt),
  ],
);

// Lookup data of the checkout: fixed lists, filled by the migration.

export const lookupCountries = pgTable('lookup_countries', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull().unique(),
  businessCentralCode: text('business_central_code').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
});

export const lookupIdealIssuers = pgTable('lookup_ideal_issuers', {
  id: uuid('id').primaryKey(),
  bic: text('bic').notNull().unique(),
  title: text('title').notNull(),
});

export const lookupJobs = pgTable('lookup_jobs', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull().unique(),
});

export const lookupLanguages = pgTable('lookup_languages', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
});

// Generic entities A, B and C (support's test actions on both stores), linked A–B and B–C.

const genericEntityColumns = () => ({
  id: uuid('id').primaryKey(),
  label: text('label').notNull(),
  /** Counts the updates. */
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const entitiesA = pgTable('entities_a', genericEntityColumns());
export const entitiesB = pgTable('entities_b', genericEntityColumns());
export const entitiesC = pgTable('entities_c', genericEntityColumns());

export const linksAB = pgTable(
  'links_ab',
  {
    aId: uuid('a_id')
      .notNull()
      .references(() => entitiesA.id, { onDelete: 'cascade' }),
    bId: uuid('b_id')
      .notNull()
      .references(() => entitiesB.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.aId, table.bId] }), index('links_ab_b_idx').on(table.bId)],
);

export const linksBC = pgTable(
  'links_bc',
  {
    bId: uuid('b_id')
      .notNull()
      .references(() => entitiesB.id, { onDelete: 'cascade' }),
    cId: uuid('c_id')
      .notNull()
      .references(() => entitiesC.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.bId, table.cId] }), index('links_bc_c_idx').on(table.cId)],
);

/** What a document of the search-document store describes: a user or a generic entity. */
export type StoreDocumentKind = 'user' | GenericEntityKind;

/**
 * The search-document store ("ES"): one denormalised JSON document per user and per generic
 * entity saved there, with its own update time. The GIN index answers containment queries
 * on any field of the documents.
 */
export const storeDocuments = pgTable(
  'store_documents',
  {
    kind: text('kind').$type<StoreDocumentKind>().notNull(),
    id: uuid('id').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('store_documents_document_idx').using('gin', sql`${table.document} jsonb_path_ops`),
  ],
);

export type StoreChangeOperation = 'upsert' | 'delete';

/**
 * Changes written to the relational store that the search-document store has not taken yet
 * (drained in id order by the PG → ES flush job). The document is built when the change is taken.
 */
export const pgToEsQueue = pgTable('pg_to_es_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<StoreDocumentKind>().notNull(),
  entityId: uuid('entity_id').notNull(),
  operation: text('operation').$type<StoreChangeOperation>().notNull(),
  enqueuedAt: timestamp('enqueued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Changes written to the search-document store that the relational store has not taken yet (the ES → PG flush job). */
export const esToPgQueue = pgTable('es_to_pg_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<StoreDocumentKind>().notNull(),
  entityId: uuid('entity_id').notNull(),
  operation: text('operation').$type<StoreChangeOperation>().notNull(),
  enqueuedAt: timestamp('enqueued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every support change, kept for good: who (the token's name), what (kind, target and its
 * parameters without secrets), whether it was done and the answer given. A database trigger
 * refuses updates and deletes (migration 0007).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    ok: boolean('ok').notNull(),
    message: text('message'),
  },
  (table) => [index('audit_log_target_idx').on(table.targetId, table.at), index('audit_log_at_idx').on(table.at)],
);

/** Forms of our own form provider, imported from content packages (one row per form id). */
export const forms = pgTable('forms', {
  id: text('id').primaryKey(),
  source: text('source').$type<Source>().notNull(),
  definition: jsonb('definition').$type<FormDefinition>().notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every accepted form submission (the provider's forms and the agency site's contact form), with
 * the checked values by field name. No client address is kept.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id').notNull(),
    language: text('language').$type<Language>().notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The event a registration is for (its key), when the form was sent from an event's page. */
    eventKey: text('event_key'),
    /**
     * A registration's address, lower-cased, when the form takes one entry per address: the
     * unique index keeps a second entry of one address (for one event) out.
     */
    entryAddress: text('entry_address'),
  },
  (table) => [
    index('form_submissions_form_idx').on(table.formId, table.submittedAt),
    uniqueIndex('form_submissions_one_entry_idx')
      .on(table.formId, sql`coalesce(${table.eventKey}, '')`, table.entryAddress)
      .where(sql`${table.entryAddress} is not null`),
  ],
);

/**
 * Submissions still to be forwarded to their form's webhook. A row is written in the same
 * transaction as its submission and removed only once the webhook took it; a failed attempt
 * moves `next_attempt_at` later (back-off).
 */
export const formWebhookOutbox = pgTable(
  'form_webhook_outbox',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_webhook_outbox_due_idx').on(table.nextAttemptAt)],
);

/**
 * Mails still to be sent (notifications, confirmations, newsletter confirmation links). A row is
 * written in the same transaction as the submission that asks for it, and removed once the mail
 * was handed to the SMTP server (or written to the outbox folder); a failed attempt moves
 * `next_attempt_at` later (back-off), and after the last allowed attempt the row stays with
 * `given_up_at` set and its last error, for staff to see.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is: `notification`, `confirmation` or `newsletter-opt-in`. */
    kind: text('kind').notNull(),
    submissionId: integer('submission_id').references(() => formSubmissions.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.nextAttemptAt)],
);

/**
 * Newsletter sign-ups awaiting or having their confirmation (double opt-in). Only the SHA-256 of
 * the confirmation link's token is kept. A sign-up counts as subscribed once `confirmed_at` is
 * set; one still unconfirmed at `expires_at` is deleted.
 */
export const newsletterSignUps = pgTable(
  'newsletter_sign_ups',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    formId: text('form_id').notNull(),
    submissionId: integer('submission_id').references(() => formSubmissions.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    index('newsletter_sign_ups_email_idx').on(table.email),
    index('newsletter_sign_ups_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * Runs of the admin hub's maintenance jobs, shared by every server process: a client that
 * connects (or reconnects) learns each job's latest state from here.
 */
export const hubJobRuns = pgTable(
  'hub_job_runs',
  {
    id: text('id').primaryKey(),
    job: text('job').$type<HubJob>().notNull(),
    state: text('state').$type<'running' | 'done' | 'error'>().notNull(),
    /** The name of the token that started the run. */
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('hub_job_runs_job_started_idx').on(table.job, table.startedAt)],
);

/**
 * The lines the hub's jobs write to the System page's log, kept so that a page that opens (or
 * reloads) shows the recent log; older lines are pruned when a job starts.
 */
export const hubLogLines = pgTable(
  'hub_log_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    job: text('job').$type<HubJob>().notNull(),
    runId: text('run_id').notNull(),
    line: text('line').notNull(),
  },
  (table) => [index('hub_log_lines_at_idx').on(table.at)],
);

/**
 * Changes waiting to be sent to the SharePoint-style endpoint. A row is sent (or, with no
 * endpoint configured, written to the outbox export) once; a failed send is retried by later
 * flushes until it has been attempted the configured number of times.
 */
export const sharePointOutbox = pgTable(
  'sharepoint_outbox',
  {
    id: serial('id').primaryKey(),
    /** What changed, e.g. `user`. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    operation: text('operation').$type<'upsert' | 'delete'>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
  },
  (table) => [
    index('sharepoint_outbox_pending_idx')
      .on(table.id)
      .where(sql`${table.sentAt} is null and ${table.exportedAt} is null`),
  ],
);

/**
 * Secret keys the server signs with (draft preview links), one per purpose. Made once on first
 * use and shared by every server process and command through the database.
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes: node-postgres reads them as a Buffer, PGlite as a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The media library: one row per uploaded image or document, its texts and what its file is.
 * The address (`/media/library/{id}/{name}.{extension}`) stays when the file is replaced; the
 * SHA-256 and the version change with it. The bytes are in `media_files`, so listing and
 * searching never read them (decision 016).
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<MediaKind>().notNull(),
    address: text('address').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    alt: jsonb('alt').$type<MediaAltTexts>().notNull(),
    title: text('title'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [
    uniqueIndex('media_items_address_key').on(table.address),
    index('media_items_updated_idx').on(table.updatedAt, table.id),
  ],
);

/** The bytes of each library item, written in the same transaction as its row. */
export const mediaFiles = pgTable('media_files', {
  mediaId: text('media_id')
    .primaryKey()
    .references(() => mediaItems.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * Staff accounts: editors, support staff and admins. The password is kept as an argon2id hash
 * (null until set through a one-time link); the TOTP secret is kept as it is (the server must
 * compute codes from it) and counts only once `totp_enabled_at` is set. The e-mail address is
 * stored lower-case, one account per address.
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  role: text('role').notNull(),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last time step a code was accepted for: a code is good once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of a TOTP second factor, as SHA-256 hashes; a used one is marked. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_account_idx').on(table.accountId)],
);

/** One-time links to set a password (a new account, a reset): only the token's SHA-256 is kept. */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_password_links_account_idx').on(table.accountId)],
);

/**
 * Staff sessions, shared by every server process: only the SHA-256 of the cookie's token is
 * kept. A session waiting for its second factor (`second_factor_pending`) grants nothing but that
 * step. It ends after `idle` without use or at `expires_at`, whichever comes first.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    secondFactorPending: boolean('second_factor_pending').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_account_idx').on(table.accountId)],
);
