// Support changes (Dev/Change): the user change kinds, the generic entity changes, the refusals
// and the SharePoint-style list's account queue.

import { eq } from 'drizzle-orm';
import type { StorageTarget } from '@zilt/contracts/subscribers';
import { type ChangeRequest, type EntityChangeKind, type UserChangeKind } from '@zilt/contracts/support-api';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import type { SupportMessage } from '@zilt/contracts/support-messages';
import { ChangeRefused, type ChangeDone } from './change-refused.ts';
import { entityChangeHandlers } from './entity-changes.ts';
import {
  queueAccountRemovalForSharePoint,
  queueAccountsForSharePoint,
  sharePointEffectOfChange,
} from './sharepoint-accounts.ts';
import { enqueuePgChange } from '../subscriber-store/stores.ts';
import { userChangeHandlers } from './user-changes.ts';
import { loadSubscriberUser } from '../subscriber-store/user-reader.ts';

export type ChangeOutcome =
  { ok: true; message: SupportMessage; id?: string } | { ok: false; status: 400 | 404 | 409; message: SupportMessage };

interface AuditEntry {
  actor: string;
  kind: string;
  targetType: string;
  targetId: string | null;
  parameters: Record<string, unknown>;
}

/** Parameter names whose values are secrets: the audit log records that they were given, not what they were. */
const secretParameter = /password/i;

function auditParameters(parameters: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(parameters).map(([name, value]) => [name, secretParameter.test(name) ? '[not recorded]' : value]),
  );
}

const isUserChange = (kind: string): kind is UserChangeKind => kind in userChangeHandlers;

function entityTarget(
  kind: EntityChangeKind,
  parameters: Record<string, unknown>,
): { type: string; id: string | null } {
  if (kind.endsWith('AB')) return { type: 'AB', id: `${String(parameters['AId'])}:${String(parameters['BId'])}` };
  if (kind.endsWith('BC')) return { type: 'BC', id: `${String(parameters['BId'])}:${String(parameters['CId'])}` };
  return { type: kind.slice(-1), id: typeof parameters['guid'] === 'string' ? parameters['guid'] : null };
}

/** The store an entity change names, at the top of the request or inside its member (not both, differently). */
function chosenStore(
  request: { SaveTo?: StorageTarget | undefined },
  parameters: { SaveTo?: StorageTarget | undefined },
) {
  if (request.SaveTo && parameters.SaveTo && request.SaveTo !== parameters.SaveTo) {
    throw new ChangeRefused(400, 'StorageConflict', { request: request.SaveTo, member: parameters.SaveTo });
  }
  const store = request.SaveTo ?? parameters.SaveTo;
  if (!store) throw new ChangeRefused(400, 'StorageRequired');
  return store;
}

/** PostgreSQL's code for a unique or exclusion violation: a concurrent change wrote the same key first. */
const uniqueViolation = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === uniqueViolation) return true;
  }
  return false;
}

/**
 * Support changes (`POST /api/v1/Dev/Change`). Each one is one transaction: it locks its
 * target, checks the rules against the target's present state, writes, queues the change for
 * the search-document store (and, for an account change, for the SharePoint-style list) and
 * appends an audit record. A refused change writes nothing but its audit record, which says why.
 */
export function createChangeService(db: Database) {
  async function appendAudit(target: Database, entry: AuditEntry, ok: boolean, message: string) {
    await target.insert(auditLog).values({ ...entry, ok, message });
  }

  async function changeUser(
    tx: Database,
    kind: UserChangeKind,
    userId: string,
    parameters: object,
  ): Promise<ChangeDone> {
    const now = new Date();
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!locked) throw new ChangeRefused(404, 'UserNotFound', { id: userId });
    const user = await loadSubscriberUser(tx, userId);
    if (!user) throw new ChangeRefused(404, 'UserNotFound', { id: userId });
    const handler = userChangeHandlers[kind] as (context: unknown, parameters: object) => Promise<ChangeDone>;
    const done = await handler({ tx, now, user }, parameters);
    if (kind === 'DeleteUser') {
      await enqueuePgChange(tx, 'user', userId, 'delete');
    } else {
      await tx.update(users).set({ updatedAt: now }).where(eq(users.id, userId));
      await enqueuePgChange(tx, 'user', userId);
    }
    // In the same transaction: a change whose SharePoint item cannot be queued is not made.
    const effect = sharePointEffectOfChange[kind];
    if (effect === 'delete') await queueAccountRemovalForSharePoint(tx, user);
    if (effect === 'upsert') await queueAccountsForSharePoint(tx, [userId]);
    return done;
  }

  return {
    /** Makes the change `request` asks for, as `actor` (the name of the token that asked). */
    async apply(request: ChangeRequest, actor: string): Promise<ChangeOutcome> {
      const kind = request.ChangeKind;
      const parameters = ((request as Record<string, unknown>)[kind] ?? {}) as Record<string, unknown>;
      const entry: AuditEntry = isUserChange(kind)
        ? {
            actor,
            kind,
            targetType: 'user',
            targetId: (request as { UserId: string }).UserId,
            parameters: auditParameters(parameters),
          }
        : (() => {
            const target = entityTarget(kind, parameters);
            const saveTo = (request as { SaveTo?: StorageTarget }).SaveTo;
            return {
              actor,
              kind,
              targetType: target.type,
              targetId: target.id,
              parameters: auditParameters({ ...parameters, ...(saveTo ? { SaveTo: saveTo } : {}) }),
            };
          })();
      try {
        const done = await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          let result: ChangeDone;
          if (isUserChange(kind)) {
            result = await changeUser(tx, kind, entry.targetId!, parameters);
          } else {
            const store = chosenStore(request as { SaveTo?: StorageTarget }, parameters);
            const handler = entityChangeHandlers[kind] as (context: unknown, parameters: object) => Promise<ChangeDone>;
            result = await handler({ tx, now: new Date(), store }, parameters);
            if (entry.targetId === null && result.id) entry.targetId = result.id;
          }
          await appendAudit(tx, entry, true, result.message.text);
          return result;
        });
        return { ok: true, message: done.message, ...(done.id ? { id: done.id } : {}) };
      } catch (error) {
        const refusal =
          error instanceof ChangeRefused
            ? error
            : isUniqueViolation(error)
              ? new ChangeRefused(409, 'ConcurrentChange')
              : undefined;
        if (!refusal) throw error;
        await appendAudit(db, entry, false, refusal.message);
        return { ok: false, status: refusal.status, message: refusal.reason };
      }
    },
  };
}

export type ChangeService = ReturnType<typeof createChangeService>;
