import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/**
 * One entry of the audit trail for an edit made through the editing API or a sign-in: who
 * (a staff member's e-mail address or an API token's name), what kind of change, on what, and
 * for small records the record before and after. Written in the transaction of the change it
 * describes, so an entry exists exactly when the change does.
 */
export interface EditAuditEntry {
  actor: string;
  /** What was done, e.g. `page.publish`, `media.delete`, `menu.update`, `staff.sign-in`. */
  kind: string;
  /** What it was done to, e.g. `page`, `media`, `menu`, `staff`. */
  targetType: string;
  targetId: string | null;
  /** What identifies the change beyond its target (a revision id, a language); never a secret. */
  details?: Record<string, unknown>;
  /** The small record before and after the change (absent for pages and files: their revisions keep them). */
  before?: unknown;
  after?: unknown;
  ok?: boolean;
  message?: string;
}

/** Appends `entry` to the audit trail through `target` (the database or the change's transaction). */
export async function recordEdit(target: Database, entry: EditAuditEntry): Promise<void> {
  const parameters: Record<string, unknown> = { ...entry.details };
  if (entry.before !== undefined) parameters.before = entry.before;
  if (entry.after !== undefined) parameters.after = entry.after;
  await target.insert(auditLog).values({
    actor: entry.actor,
    kind: entry.kind,
    targetType: entry.targetType,
    targetId: entry.targetId,
    parameters,
    ok: entry.ok ?? true,
    message: entry.message ?? null,
  });
}
