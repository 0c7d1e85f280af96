import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nodes, overviewEntries, searchDocuments } from '../../db/schema.ts';

export interface RebuiltIndex {
  /** Nodes read (published or not). */
  nodes: number;
  /** Rows of the overview lists: published nodes other than the not-found page. */
  overviewEntries: number;
  /** Search documents: published nodes the site search may find. */
  searchDocuments: number;
}

/**
 * Rebuilds what the overview lists and the site search read (the overview rows and the search
 * documents) from each node's published revision in the store, in one transaction: the same
 * rows the database trigger keeps when a revision is published. Nothing else is written.
 */
export async function rebuildContentIndex(db: Database): Promise<RebuiltIndex> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [read] = await tx.select({ count: sql<number>`count(*)::int` }).from(nodes);
    await tx.execute(sql`select refresh_overview_entry(${nodes.id}) from ${nodes}`);
    const [entries] = await tx.select({ count: sql<number>`count(*)::int` }).from(overviewEntries);
    const [documents] = await tx.select({ count: sql<number>`count(*)::int` }).from(searchDocuments);
    return {
      nodes: Number(read?.count ?? 0),
      overviewEntries: Number(entries?.count ?? 0),
      searchDocuments: Number(documents?.count ?? 0),
    };
  });
}
