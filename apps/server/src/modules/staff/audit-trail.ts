import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isoDateTimeSchema } from '@zilt/contracts/common';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** The highest page asked for; beyond it the list is empty anyway. */
const maxPage = 100_000;

/** `GET /api/v1/admin/audit`: every filter optional; `from` inclusive, `to` exclusive. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().min(1).max(320).optional(),
  kind: z.string().trim().min(1).max(100).optional(),
  targetType: z.string().trim().min(1).max(100).optional(),
  targetId: z.string().trim().min(1).max(200).optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
  page: z.coerce.number().int().min(1).max(maxPage).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  kind: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  parameters: z.record(z.string(), z.unknown()),
  ok: z.boolean(),
  message: z.string().nullable(),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** The audit trail as admins read it: every kind of entry, filtered, newest first, a page at a time. */
export async function readAuditTrail(db: Database, query: AuditQuery): Promise<z.infer<typeof auditPageSchema>> {
  const filters: SQL[] = [];
  if (query.actor) filters.push(eq(auditLog.actor, query.actor));
  if (query.kind) filters.push(eq(auditLog.kind, query.kind));
  if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
  if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) filters.push(lt(auditLog.at, new Date(query.to)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      kind: row.kind,
      targetType: row.targetType,
      targetId: row.targetId,
      parameters: row.parameters,
      ok: row.ok,
      message: row.message,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}
