import { inArray } from 'drizzle-orm';
import type { UserChangeKind } from '@zilt/contracts/support-api';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { enqueueSharePointChanges, type SharePointChange } from '../hub/sharepoint-outbox.ts';

// The SharePoint-style list keeps one item per subscriber account (the user's SharepointId
// names it): who the subscriber is, how to reach them, whether they are blocked, their trial
// days and until when their subscription gives access. A change to any of these is queued for
// FlushChangesToSP in the transaction that makes it, so a change that cannot be queued is not
// made either. Passwords, payments and invoices never go to the list.

/** What a support change sends to the SharePoint-style list. */
export type SharePointEffect = 'upsert' | 'delete' | 'none';

/**
 * Each user change kind and what it sends: the account as it is after the change (`upsert`),
 * the account's removal (`delete`), or nothing, when it changes nothing the list keeps. A kind
 * missing here fails to compile, so a new kind has to decide.
 */
export const sharePointEffectOfChange: { [K in UserChangeKind]: SharePointEffect } = {
  AddTrialDays: 'upsert',
  Block: 'upsert',
  Unblock: 'upsert',
  ChangeCountry: 'upsert',
  ChangeEmailAddress: 'upsert',
  ChangeNextPaymentDate: 'upsert',
  // The password is a secret; it stays in this database as a hash.
  ChangePassword: 'none',
  // Payments belong to the payment records, not to the account list.
  CreateOpenPayment: 'none',
  CreateStudentSubscription: 'upsert',
  CreateTeacherSubscription: 'upsert',
  DeleteUser: 'delete',
  DeletePayment: 'none',
  ExtendPayment: 'none',
  TerminateSubscription: 'upsert',
  TerminateSubscriptionAndRevokeAccess: 'upsert',
  TerminateStudentSubscription: 'upsert',
  TerminateTeacherSubscription: 'upsert',
};

type UserRow = typeof users.$inferSelect;

/** The account as the SharePoint-style list holds it (field names as the support API writes them). */
export function sharePointAccount(row: UserRow): Record<string, unknown> {
  const hasCompany = row.companyTitle !== null;
  return {
    Id: row.id,
    SharepointId: row.sharepointId,
    Name: row.name,
    Surname: row.surname,
    Email: row.email,
    PhoneNumber: row.phoneNumber,
    Username: row.username,
    Country: row.country,
    Language: row.language,
    Job: row.job,
    BusinessCentralNumber: row.businessCentralNumber,
    Blocked: row.blocked,
    TrialDaysAllotted: row.trialDaysAllotted,
    SubscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    Company: hasCompany
      ? {
          Title: row.companyTitle,
          VAT: row.companyVat,
          Address: row.companyAddress,
          Postcode: row.companyPostcode,
          City: row.companyCity,
          BusinessCentralNumber: row.companyBusinessCentralNumber,
          Country: row.companyCountry,
        }
      : null,
    Created: row.createdAt.toISOString(),
    Modified: row.updatedAt.toISOString(),
  };
}

/**
 * Queues the accounts of `userIds` as they now stand in `tx` (new subscribers, or a change to
 * them); call it inside the transaction that wrote them.
 */
export async function queueAccountsForSharePoint(tx: Database, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [...userIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const changes: SharePointChange[] = userIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ entity: 'user', entityId: id, operation: 'upsert' as const, payload: sharePointAccount(row) }] : [];
  });
  await enqueueSharePointChanges(tx, changes);
}

/** Queues the removal of a deleted account, named by its id and SharePoint item id. */
export async function queueAccountRemovalForSharePoint(
  tx: Database,
  account: { Id: string; SharepointId: string | null; Email: string },
): Promise<void> {
  await enqueueSharePointChanges(tx, [
    {
      entity: 'user',
      entityId: account.Id,
      operation: 'delete',
      payload: { Id: account.Id, SharepointId: account.SharepointId, Email: account.Email },
    },
  ]);
}
