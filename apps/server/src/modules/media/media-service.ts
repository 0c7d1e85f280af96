import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { languages, type Language } from '@zilt/contracts/languages';
import {
  altTextParameter,
  mediaLibraryPrefix,
  type MediaAltTexts,
  type MediaItem,
  type MediaListQuery,
  type MediaUpdate,
  type MediaTeamMemberUse,
  type MediaUse,
} from '@zilt/contracts/media';
import type { Database } from '../../db/client.ts';
import { mediaFiles, mediaItems, teamMembers } from '../../db/schema.ts';
import { alphanumericId } from '../../lib/ids.ts';
import { recordEdit } from '../audit/edit-audit.ts';
import { checkFile, type AcceptedFile } from './file-check.ts';

type Row = typeof mediaItems.$inferSelect;

export type MediaOutcome<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: 400 | 404 | 409 | 413;
      message: string;
      problems?: string[];
      usedBy?: MediaUse[];
      usedByTeamMembers?: MediaTeamMemberUse[];
    };

export interface MediaLimits {
  /** Largest file taken, in bytes (MEDIA_MAX_BYTES). */
  maxBytes: number;
  /** Largest image taken, in bytes: what the image route reads. */
  maxImageBytes: number;
}

/** A library file as the public routes and the image route read it. */
export interface OpenedMedia {
  id: string;
  kind: Row['kind'];
  contentType: string;
  /** The name part of the address (`{name}.{extension}`), for Content-Disposition. */
  name: string;
  sha256: string;
  byteSize: number;
  /** The bytes: from this process's disk copy when it has one, else from the database. */
  bytes(): Promise<Buffer>;
}

const idLength = 16;

const kindWithArticle: Record<Row['kind'], string> = { image: 'An image', document: 'A document' };

/** What the audit trail keeps of an item: everything but the bytes and the dates. */
function auditedMetadata(row: Row) {
  return {
    kind: row.kind,
    address: row.address,
    filename: row.filename,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    sha256: row.sha256,
    alt: row.alt,
    title: row.title,
    version: row.version,
  };
}

function toItem(row: Row): MediaItem {
  return {
    id: row.id,
    kind: row.kind,
    address: row.address,
    filename: row.filename,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    sha256: row.sha256,
    alt: row.alt as Record<string, string>,
    title: row.title,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
  };
}

/**
 * The name part of an address from an uploaded file's name: its base name without extension,
 * in lower-case ASCII letters, digits and hyphens (at most 60), `file` when nothing is left.
 */
export function addressName(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  const withoutExtension = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const name = withoutExtension
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return name || 'file';
}

/** The text a page's JSON holds wherever it references the item (its address or an image route address). */
function referenceMarker(id: string): string {
  return `library/${id}/`;
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Alt texts and title an item must have: every language's alt text for an image, a title for a document. */
function missingTexts(
  kind: Row['kind'],
  alt: MediaAltTexts,
  title: string | null,
  altName: (language: Language) => string,
) {
  const problems: string[] = [];
  if (kind === 'image') {
    for (const language of languages) {
      if (!alt[language]) problems.push(`${altName(language)}: required for an image (its alt text in ${language})`);
    }
  }
  if (kind === 'document' && !title) problems.push('title: required for a document');
  return problems;
}

/** A 400 naming the first missing field as the error handler names bad input (`Invalid query parameter "alt.en": …`). */
function invalid<T>(problems: string[], part: 'query parameter' | 'body field'): MediaOutcome<T> {
  const first = problems[0] ?? '';
  const colon = first.indexOf(':');
  return {
    ok: false,
    status: 400,
    message: `Invalid ${part} "${first.slice(0, colon)}": ${first.slice(colon + 2)}`,
    problems,
  };
}

/**
 * The media library: uploads checked by content, texts per language, search, where each item
 * is used, replacing a file at the same address and deleting unused items. Every change is
 * written with its audit entry in one transaction. `cacheDir` holds this process's copies of
 * files read from the database (named by their SHA-256, so a replaced file is never served stale).
 */
export function createMediaService(db: Database, options: MediaLimits & { cacheDir: string }) {
  async function usesOf(target: Pick<Database, 'execute'>, id: string): Promise<MediaUse[]> {
    const marker = referenceMarker(id);
    // The published revision of each page and its newest revision when that is a newer draft.
    const result = await target.execute(sql`
      with newest as (
        select distinct on (node_id) node_id, id from node_revisions order by node_id, created_at desc, id desc
      )
      select n.id as node_id, n.source, n.language, n.slug, r.id as revision_id, r.title,
        case when r.id = n.published_revision_id then 'published' else 'draft' end as status
      from nodes n
      join node_revisions r on r.node_id = n.id
      left join newest on newest.node_id = n.id
      where (r.id = n.published_revision_id or r.id = newest.id)
        and (strpos(r.header::text, ${marker}) > 0 or strpos(r.blocks::text, ${marker}) > 0)
      order by n.source, n.language, n.slug, status desc`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
    return rows.map((row) => ({
      nodeId: Number(row['node_id']),
      source: String(row['source']),
      language: String(row['language']),
      slug: String(row['slug']),
      title: String(row['title']),
      revisionId: String(row['revision_id']),
      status: row['status'] === 'published' ? 'published' : 'draft',
    }));
  }

  async function teamMemberUsesOf(target: Pick<Database, 'select'>, id: string): Promise<MediaTeamMemberUse[]> {
    const rows = await target
      .select({ id: teamMembers.id, name: teamMembers.name, surname: teamMembers.surname })
      .from(teamMembers)
      .where(sql`strpos(${teamMembers.imageUrl}, ${referenceMarker(id)}) > 0`)
      .orderBy(teamMembers.position, teamMembers.id);
    return rows.map((row) => ({ id: row.id, name: `${row.name} ${row.surname}`.trim() }));
  }

  async function find(id: string): Promise<Row | undefined> {
    const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
    return row;
  }

  function notFound<T>(id: string): MediaOutcome<T> {
    return { ok: false, status: 404, message: `No media item "${id}"` };
  }

  async function checked(bytes: Buffer): Promise<MediaOutcome<AcceptedFile>> {
    const check = await checkFile(bytes, options);
    if (!check.ok) return { ok: false, status: check.status, message: check.message };
    return { ok: true, value: check };
  }

  function itemCacheDir(id: string): string {
    return path.join(options.cacheDir, id);
  }

  /** Drops this process's copies of an item's file (after a replacement or deletion). */
  async function forget(id: string): Promise<void> {
    if (!/^[A-Za-z0-9]+$/.test(id)) return;
    await rm(itemCacheDir(id), { recursive: true, force: true });
  }

  return {
    async upload(
      bytes: Buffer,
      query: { filename: string; title?: string | undefined } & Partial<Record<`alt.${Language}`, string | undefined>>,
      actor: string,
    ): Promise<MediaOutcome<MediaItem>> {
      const file = await checked(bytes);
      if (!file.ok) return file;
      const alt: MediaAltTexts = {};
      for (const language of languages) {
        const value = query[altTextParameter(language)];
        if (value) alt[language] = value;
      }
      const title = query.title || null;
      const problems = missingTexts(file.value.kind, alt, title, altTextParameter);
      if (problems.length > 0) return invalid(problems, 'query parameter');
      const id = alphanumericId(idLength);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(mediaItems)
          .values({
            id,
            kind: file.value.kind,
            address: `${mediaLibraryPrefix}${id}/${addressName(query.filename)}.${file.value.extension}`,
            filename: query.filename,
            contentType: file.value.contentType,
            byteSize: bytes.length,
            width: file.value.width,
            height: file.value.height,
            sha256: sha256Of(bytes),
            alt,
            title,
            createdBy: actor,
            updatedBy: actor,
          })
          .returning();
        if (!inserted) throw new Error('the media item was not stored');
        await tx.insert(mediaFiles).values({ mediaId: id, bytes });
        await recordEdit(tx, {
          actor,
          kind: 'media.upload',
          targetType: 'media',
          targetId: id,
          after: auditedMetadata(inserted),
        });
        return inserted;
      });
      return { ok: true, value: toItem(row) };
    },

    async replace(
      id: string,
      bytes: Buffer,
      filename: string | undefined,
      actor: string,
    ): Promise<MediaOutcome<MediaItem>> {
      const current = await find(id);
      if (!current) return notFound(id);
      const file = await checked(bytes);
      if (!file.ok) return file;
      if (file.value.kind !== current.kind) {
        return {
          ok: false,
          status: 400,
          message: `${kindWithArticle[current.kind]} can only be replaced by another ${current.kind}; this file is ${kindWithArticle[file.value.kind].toLowerCase()}`,
        };
      }
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(mediaItems)
          .set({
            filename: filename ?? before.filename,
            contentType: file.value.contentType,
            byteSize: bytes.length,
            width: file.value.width,
            height: file.value.height,
            sha256: sha256Of(bytes),
            version: before.version + 1,
            updatedAt: new Date(),
            updatedBy: actor,
          })
          .where(eq(mediaItems.id, id))
          .returning();
        if (!after) throw new Error('the media item was not updated');
        await tx.update(mediaFiles).set({ bytes }).where(eq(mediaFiles.mediaId, id));
        await recordEdit(tx, {
          actor,
          kind: 'media.replace',
          targetType: 'media',
          targetId: id,
          before: auditedMetadata(before),
          after: auditedMetadata(after),
        });
        return after;
      });
      if (!row) return notFound(id);
      await forget(id);
      return { ok: true, value: toItem(row) };
    },

    async update(id: string, change: MediaUpdate, actor: string): Promise<MediaOutcome<MediaItem>> {
      return db.transaction(async (tx): Promise<MediaOutcome<MediaItem>> => {
        const [before] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for('update');
        if (!before) return notFound(id);
        const alt: MediaAltTexts = { ...before.alt };
        for (const language of languages) {
          const value = change.alt?.[language];
          if (value === undefined) continue;
          if (value) alt[language] = value;
          else delete alt[language];
        }
        const title = change.title === undefined ? before.title : change.title || null;
        const problems = missingTexts(before.kind, alt, title, (language) => `alt.${language}`);
        if (problems.length > 0) return invalid(problems, 'body field');
        // Nothing changes: no new version and no audit entry.
        const sameAlt = languages.every((language) => alt[language] === before.alt[language]);
        if (sameAlt && title === before.title) return { ok: true, value: toItem(before) };
        const [after] = await tx
          .update(mediaItems)
          .set({ alt, title, version: before.version + 1, updatedAt: new Date(), updatedBy: actor })
          .where(eq(mediaItems.id, id))
          .returning();
        if (!after) throw new Error('the media item was not updated');
        await recordEdit(tx, {
          actor,
          kind: 'media.update',
          targetType: 'media',
          targetId: id,
          before: auditedMetadata(before),
          after: auditedMetadata(after),
        });
        return { ok: true, value: toItem(after) };
      });
    },

    /** Deletes an item no page uses (its published revision or current draft); 409 with the pages otherwise. */
    async remove(id: string, actor: string): Promise<MediaOutcome<null>> {
      const outcome = await db.transaction(async (tx): Promise<MediaOutcome<null>> => {
        const [before] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for('update');
        if (!before) return notFound(id);
        const usedBy = await usesOf(tx, id);
        const usedByTeamMembers = await teamMemberUsesOf(tx, id);
        if (usedBy.length > 0 || usedByTeamMembers.length > 0) {
          const users = [
            ...usedBy.map((use) => `${use.source}/${use.language}/${use.slug} (${use.status}, "${use.title}")`),
            ...usedByTeamMembers.map((member) => `team member ${member.id} (${member.name})`),
          ];
          return {
            ok: false,
            status: 409,
            message: `The media item is in use and cannot be deleted: ${users.join(', ')}`,
            problems: users,
            usedBy,
            usedByTeamMembers,
          };
        }
        await tx.delete(mediaItems).where(eq(mediaItems.id, id));
        await recordEdit(tx, {
          actor,
          kind: 'media.delete',
          targetType: 'media',
          targetId: id,
          before: auditedMetadata(before),
        });
        return { ok: true, value: null };
      });
      if (outcome.ok) await forget(id);
      return outcome;
    },

    async get(
      id: string,
    ): Promise<MediaOutcome<MediaItem & { usedBy: MediaUse[]; usedByTeamMembers: MediaTeamMemberUse[] }>> {
      const row = await find(id);
      if (!row) return notFound(id);
      const [usedBy, usedByTeamMembers] = await Promise.all([usesOf(db, id), teamMemberUsesOf(db, id)]);
      return { ok: true, value: { ...toItem(row), usedBy, usedByTeamMembers } };
    },

    /** Items newest first; every word of `q` must be in the file name, the title or an alt text. */
    async list(query: MediaListQuery) {
      const conditions: SQL[] = [];
      if (query.kind) conditions.push(eq(mediaItems.kind, query.kind));
      for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
        const pattern = containsPattern(word);
        const matches = [
          ilike(mediaItems.filename, pattern),
          ilike(mediaItems.title, pattern),
          ...languages.map((language) => sql`${mediaItems.alt} ->> ${language} ilike ${pattern}`),
        ];
        conditions.push(or(...matches)!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mediaItems)
          .where(where)
          .orderBy(desc(mediaItems.updatedAt), desc(mediaItems.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(mediaItems).where(where),
      ]);
      return { items: rows.map(toItem), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /**
     * The file at `/media/library/{id}/{name}`, or undefined when no item has that address. Reads
     * the item's row only; the bytes when asked, from this process's copy when it has one.
     */
    async open(id: string, name: string): Promise<OpenedMedia | undefined> {
      if (!/^[A-Za-z0-9]+$/.test(id)) return undefined;
      const [row] = await db
        .select({
          id: mediaItems.id,
          kind: mediaItems.kind,
          address: mediaItems.address,
          contentType: mediaItems.contentType,
          sha256: mediaItems.sha256,
          byteSize: mediaItems.byteSize,
        })
        .from(mediaItems)
        .where(eq(mediaItems.id, id));
      if (!row || row.address !== `${mediaLibraryPrefix}${id}/${name}`) return undefined;
      const copy = path.join(itemCacheDir(id), `${row.sha256}.bin`);
      return {
        id: row.id,
        kind: row.kind,
        contentType: row.contentType,
        name,
        sha256: row.sha256,
        byteSize: row.byteSize,
        async bytes() {
          try {
            return await readFile(copy);
          } catch {
            // No copy in this process yet.
          }
          const [file] = await db
            .select({ bytes: mediaFiles.bytes })
            .from(mediaFiles)
            .where(eq(mediaFiles.mediaId, id));
          if (!file) throw new Error(`media item ${id} has no file`);
          // The file may have been replaced since the row was read: only the bytes of that version are kept.
          if (sha256Of(file.bytes) === row.sha256) {
            await mkdir(path.dirname(copy), { recursive: true });
            const temporary = `${copy}.${process.pid}.${Date.now()}.tmp`;
            await writeFile(temporary, file.bytes);
            await rename(temporary, copy);
          }
          return file.bytes;
        },
      };
    },

    forget,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
