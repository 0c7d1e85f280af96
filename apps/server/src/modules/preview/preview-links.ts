import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@zilt/contracts/common';
import { isLanguage } from '@zilt/contracts/languages';
import { maxDatabaseInteger } from '@zilt/contracts/text';
import {
  defaultPreviewValidityHours,
  hasPreviewShape,
  previewLinkPath,
  type PreviewRequest,
  type PreviewSource,
} from '@zilt/contracts/preview-link';
import type { SitePage, SiteServices } from '@zilt/contracts/site-services';
import type { Database } from '../../db/client.ts';
import { nodeRevisions, nodes, signingKeys } from '../../db/schema.ts';
import { normaliseSlug } from '../content/read-service.ts';

// Drafts are not public: a draft revision of a page of the agency site (dp) or the main site (wp)
// is shown only through a link that names the node, the revision, the language and an expiry
// (and, for the main site, the source), signed with the server's key
// (HMAC-SHA256). A link whose signature does not match, or whose time has passed, shows nothing.

/** Links name pages of the Drupal-style source, the agency site's CMS pages, unless they name another. */
const previewSource: PreviewSource = 'dp';
const keyPurpose = 'preview-links';

export interface PreviewLink {
  /** The address on this site, e.g. `/spa/drupal/en/node-preview/12/abc?expires=…&signature=…`. */
  path: string;
  expiresAt: string;
  language: Language;
  status: SitePage['status'];
}

export interface NodeRevisions {
  nodeId: number;
  language: Language;
  slug: string;
  publishedRevisionId: string | null;
  revisions: { revisionId: string; status: SitePage['status']; title: string; createdAt: string }[];
}

/** What a link's signature covers; a link of the agency site (dp) keeps its first form, others name their source. */
function signedText(source: PreviewSource, language: string, nodeId: number, revisionId: string, expires: number) {
  const text = `${language}\n${nodeId}\n${revisionId}\n${expires}`;
  return source === previewSource ? text : `${source}\n${text}`;
}

export function createPreviewLinks(db: Database, readRevision: SiteServices['getPageRevision']) {
  let key: Promise<Buffer> | undefined;

  /** The signing key: read once per process; the first process to need it makes it. */
  function signingKey(): Promise<Buffer> {
    key ??= (async () => {
      await db
        .insert(signingKeys)
        .values({ purpose: keyPurpose, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(signingKeys).where(eq(signingKeys.purpose, keyPurpose));
      if (!row) throw new Error('the preview signing key could not be stored');
      return Buffer.from(row.secret, 'base64url');
    })().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  }

  async function signature(
    source: PreviewSource,
    language: string,
    nodeId: number,
    revisionId: string,
    expires: number,
  ) {
    return createHmac('sha256', await signingKey())
      .update(signedText(source, language, nodeId, revisionId, expires))
      .digest('base64url');
  }

  return {
    /**
     * A signed link to one revision of a page of `source` (the agency site's unless named), or
     * null when there is no such revision.
     */
    async createLink(
      nodeId: number,
      revisionId: string,
      options: { validForHours?: number; now?: Date; source?: PreviewSource } = {},
    ): Promise<PreviewLink | null> {
      const source = options.source ?? previewSource;
      // Node ids live in an integer column: a larger number (the command takes any digits) names no node.
      if (!Number.isInteger(nodeId) || nodeId < 1 || nodeId > maxDatabaseInteger) return null;
      const [row] = await db
        .select({ language: nodes.language, status: nodeRevisions.status })
        .from(nodeRevisions)
        .innerJoin(nodes, eq(nodes.id, nodeRevisions.nodeId))
        .where(and(eq(nodes.id, nodeId), eq(nodeRevisions.id, revisionId), eq(nodes.source, source)))
        .limit(1);
      if (!row) return null;
      const now = options.now ?? new Date();
      const expires = Math.floor(now.getTime() / 1000) + (options.validForHours ?? defaultPreviewValidityHours) * 3600;
      const path = previewLinkPath({
        source,
        language: row.language,
        nodeId,
        revisionId,
        expires,
        signature: await signature(source, row.language, nodeId, revisionId, expires),
      });
      return { path, expiresAt: new Date(expires * 1000).toISOString(), language: row.language, status: row.status };
    },

    /** The revision a preview address names, when its signature holds and it has not expired. */
    async previewPage(request: PreviewRequest, now = new Date()): Promise<SitePage | null> {
      if (!hasPreviewShape(request) || !request.signature || !request.expires) return null;
      if (!/^\d{1,12}$/.test(request.expires)) return null;
      const expires = Number(request.expires);
      if (expires * 1000 <= now.getTime()) return null;
      const language = request.language.toLowerCase();
      if (!isLanguage(language)) return null;
      const nodeId = Number(request.nodeId);
      if (nodeId > maxDatabaseInteger) return null;
      const source = request.source ?? previewSource;
      const expected = Buffer.from(await signature(source, language, nodeId, request.revisionId, expires));
      const presented = Buffer.from(request.signature);
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
      return readRevision(source, language, nodeId, request.revisionId);
    },

    /** A page's node and its revisions, newest first, so an editor can pick one to preview. */
    async revisionsOf(language: Language, slug: string): Promise<NodeRevisions | null> {
      const [node] = await db
        .select()
        .from(nodes)
        .where(
          and(
            eq(nodes.source, previewSource),
            eq(nodes.language, language),
            sql`lower(${nodes.slug}) = ${normaliseSlug(slug)}`,
          ),
        )
        .limit(1);
      if (!node) return null;
      const rows = await db
        .select({
          revisionId: nodeRevisions.id,
          status: nodeRevisions.status,
          title: nodeRevisions.title,
          createdAt: nodeRevisions.createdAt,
        })
        .from(nodeRevisions)
        .where(eq(nodeRevisions.nodeId, node.id))
        .orderBy(desc(nodeRevisions.createdAt), desc(nodeRevisions.status));
      return {
        nodeId: node.id,
        language: node.language,
        slug: node.slug,
        publishedRevisionId: node.publishedRevisionId,
        revisions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
