import { z } from 'zod';

// The activity screen of the Mini-Admin: the audit trail of support changes (Dev/Change) and of
// the hub's jobs, newest first, a page at a time, optionally of one subscriber.

/** Entries on one page of the activity list. */
export const activityPageSize = 25;

/** The highest page number asked for; beyond it the list is empty anyway. */
const maxActivityPage = 100_000;

/**
 * `GET /api/v1/Dev/Activity`: `subscriber` is an e-mail address or a subscriber's id (a
 * subscriber that was deleted is found by id only); `page` counts from 1.
 */
export const activityQuerySchema = z.object({
  subscriber: z.string().trim().min(1).max(320).optional(),
  page: z.coerce.number().int().min(1).max(maxActivityPage).default(1),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** One record of the audit trail: who (the token's name, never the token), what, when, and how it ended. */
export const activityEntrySchema = z.object({
  Id: z.number().int(),
  At: z.string(),
  Actor: z.string(),
  /** A change kind (such as `ChangeCountry`) or a job (such as `BCLogin`). */
  Kind: z.string(),
  /** `user`, `job`, or the generic entity (`A`, `B`, `C`, `AB`, `BC`). */
  TargetType: z.string(),
  TargetId: z.string().nullable(),
  /** What the change was given; secrets appear as "[not recorded]". */
  Parameters: z.record(z.string(), z.unknown()),
  Ok: z.boolean(),
  Message: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityResponseSchema = z.object({
  Entries: z.array(activityEntrySchema),
  Page: z.number().int(),
  PageSize: z.number().int(),
  Total: z.number().int(),
  /** The subscriber the list is filtered to (their id), when a filter was given. */
  SubscriberId: z.string().nullable(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
