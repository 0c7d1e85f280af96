import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import {
  isValidEmailAddress,
  maxPasswordLength,
  maxPaymentAmount,
  maxTrialDaysChange,
  minPasswordLength,
  storageTargets,
} from './subscriber-rules.ts';
import {
  invoiceSchema,
  paymentSchema,
  recurrentPaymentSchema,
  subscriberUserSchema,
  subscriptionSchema,
  activeSubscriptionSchema,
  terminatedSubscriptionSchema,
} from './subscribers.ts';
import { shortText } from './text.ts';

// The support API (`/api/v1/Dev/…`) and the subscriber checkout calls (`/api/v1/Account/…`,
// `/api/v1/Checkout/…`), shared by the server and the Mini-Admin.

export const searchKinds = ['UserByEmail', 'UserByPaymentReference'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** `POST /api/v1/Dev/Search`. */
export const searchRequestSchema = z.discriminatedUnion('SearchKind', [
  z.strictObject({
    SearchKind: z.literal('UserByEmail'),
    SearchUserByEmail: z.strictObject({ Email: shortText().min(1, 'must not be empty') }),
  }),
  z.strictObject({
    SearchKind: z.literal('UserByPaymentReference'),
    SearchUserByPaymentReference: z.strictObject({ PaymentReference: shortText().min(1, 'must not be empty') }),
  }),
]);
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/**
 * The answer of a search. By e-mail: the user, the recurring payment of the active
 * subscription, the latest payments and invoices. By payment reference: the user, that payment
 * and the recurring payment it belongs to. Parts the search kind does not fill are null.
 */
export const searchResponseSchema = z.object({
  User: subscriberUserSchema,
  Payment: paymentSchema.nullable(),
  OngoingRecurrentPayment: recurrentPaymentSchema.nullable(),
  LatestPayments: z.array(paymentSchema).nullable(),
  LatestInvoices: z.array(invoiceSchema).nullable(),
  RecurrentPayment: recurrentPaymentSchema.nullable(),
  /** Whether the user's search document was written after the user's relational row. */
  ElasticSearchMoreUptoDate: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Latest payments and invoices a search by e-mail returns. */
export const latestRecordsPerSearch = 10;

const empty = z.strictObject({});
const amountInEuro = z
  .number()
  .positive('must be more than zero')
  .max(maxPaymentAmount)
  .refine(
    (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: 'must have at most two decimals',
    },
  );
const paymentReference = shortText().min(1, 'must not be empty');
const entityId = z.uuid();
const storageTarget = z.enum(storageTargets);

/** The parameters of each change kind that acts on a user (the member named as the kind). */
export const userChangeParameterSchemas = {
  AddTrialDays: z.strictObject({
    Amount: z
      .number()
      .int()
      .min(-maxTrialDaysChange)
      .max(maxTrialDaysChange)
      .refine((value) => value !== 0, 'must not be zero'),
  }),
  Block: empty,
  Unblock: empty,
  ChangeCountry: z.strictObject({ NewCountry: shortText().trim().min(1, 'must not be empty') }),
  ChangeEmailAddress: z.strictObject({
    NewEmailAddress: z.string().trim().max(254).refine(isValidEmailAddress, 'expected an e-mail address'),
  }),
  ChangeNextPaymentDate: z.strictObject({ NextPaymentDate: isoDateSchema }),
  ChangePassword: z.strictObject({
    NewPassword: z
      .string()
      .min(minPasswordLength, `must have at least ${minPasswordLength} characters`)
      .max(maxPasswordLength),
  }),
  CreateOpenPayment: z.strictObject({ Amount: amountInEuro, Due: isoDateSchema }),
  CreateStudentSubscription: z.strictObject({ Until: isoDateSchema }),
  CreateTeacherSubscription: z.strictObject({ Until: isoDateSchema }),
  DeleteUser: empty,
  DeletePayment: z.strictObject({ PaymentReference: paymentReference }),
  ExtendPayment: z.strictObject({ PaymentReference: paymentReference, Due: isoDateSchema }),
  TerminateSubscription: empty,
  TerminateSubscriptionAndRevokeAccess: empty,
  TerminateStudentSubscription: empty,
  TerminateTeacherSubscription: empty,
} as const;
export type UserChangeKind = keyof typeof userChangeParameterSchemas;
export const userChangeKinds = Object.keys(userChangeParameterSchemas) as UserChangeKind[];

/** Change kinds that need no parameters: their member may be left out. */
const kindsWithoutParameters = new Set<string>([
  'Block',
  'Unblock',
  'DeleteUser',
  'TerminateSubscription',
  'TerminateSubscriptionAndRevokeAccess',
  'TerminateStudentSubscription',
  'TerminateTeacherSubscription',
]);

const label = shortText().trim().min(1, 'must not be empty').optional();
const createEntity = z.strictObject({ SaveTo: storageTarget.optional(), Label: label });
const updateEntity = z.strictObject({ guid: entityId, SaveTo: storageTarget.optional(), Label: label });
const deleteEntity = z.strictObject({ guid: entityId, SaveTo: storageTarget.optional() });

/** The parameters of each change kind that acts on the generic entities A, B and C. */
export const entityChangeParameterSchemas = {
  CreateA: createEntity,
  CreateB: createEntity,
  CreateC: createEntity,
  UpdateA: updateEntity,
  UpdateB: updateEntity,
  UpdateC: updateEntity,
  DeleteA: deleteEntity,
  DeleteB: deleteEntity,
  DeleteC: deleteEntity,
  LinkAB: z.strictObject({ AId: entityId, BId: entityId, SaveTo: storageTarget.optional() }),
  UnlinkAB: z.strictObject({ AId: entityId, BId: entityId, SaveTo: storageTarget.optional() }),
  LinkBC: z.strictObject({ BId: entityId, CId: entityId, SaveTo: storageTarget.optional() }),
  UnlinkBC: z.strictObject({ BId: entityId, CId: entityId, SaveTo: storageTarget.optional() }),
};
export type EntityChangeKind = keyof typeof entityChangeParameterSchemas;
export const entityChangeKinds = Object.keys(entityChangeParameterSchemas) as EntityChangeKind[];

export type ChangeKind = UserChangeKind | EntityChangeKind;
export const changeKinds: ChangeKind[] = [...userChangeKinds, ...entityChangeKinds];

export type UserChangeParameters<K extends UserChangeKind> = z.infer<(typeof userChangeParameterSchemas)[K]>;
export type EntityChangeParameters<K extends EntityChangeKind> = z.infer<(typeof entityChangeParameterSchemas)[K]>;

function userChangeVariant<K extends UserChangeKind>(kind: K) {
  const parameters = userChangeParameterSchemas[kind];
  return z.strictObject({
    ChangeKind: z.literal(kind),
    [kind]: kindsWithoutParameters.has(kind) ? parameters.optional() : parameters,
    UserId: z.uuid(),
  });
}

function entityChangeVariant<K extends EntityChangeKind>(kind: K) {
  return z.strictObject({
    ChangeKind: z.literal(kind),
    [kind]: entityChangeParameterSchemas[kind],
    /** Which store the change is made in; may also be given inside the member. */
    SaveTo: storageTarget.optional(),
  });
}

/**
 * Deleting a user is asked for as `{ ChangeKind: "Delete", DeleteUser: {}, UserId }` (the kind's
 * own name differs from its member's); `ChangeKind: "DeleteUser"` means the same.
 */
const deleteVariant = z.strictObject({
  ChangeKind: z.literal('Delete'),
  DeleteUser: empty.optional(),
  UserId: z.uuid(),
});

/**
 * `POST /api/v1/Dev/Change`: `{ ChangeKind, <member named as the kind>: parameters, UserId }`,
 * or for the generic entities `{ ChangeKind, <member>, SaveTo: "ES" | "PG" }`.
 */
export const changeRequestSchema = z.discriminatedUnion('ChangeKind', [
  ...userChangeKinds.map(userChangeVariant),
  ...entityChangeKinds.map(entityChangeVariant),
  deleteVariant,
] as unknown as [ReturnType<typeof userChangeVariant>, ...ReturnType<typeof userChangeVariant>[]]);

/** A change request as it arrives: `Delete` is the other name of `DeleteUser`. */
export type ReceivedChangeRequest = ChangeRequest | z.infer<typeof deleteVariant>;

/** The request under its kind's one name (`Delete` becomes `DeleteUser`). */
export function canonicalChangeRequest(request: ReceivedChangeRequest): ChangeRequest {
  if (request.ChangeKind !== 'Delete') return request;
  return { ChangeKind: 'DeleteUser', UserId: request.UserId, ...(request.DeleteUser ? { DeleteUser: {} } : {}) };
}

/** A change request as the server reads it: the kind, its parameters and its target. */
export type ChangeRequest =
  | {
      [K in UserChangeKind]: { ChangeKind: K; UserId: string } & { [P in K]?: UserChangeParameters<K> };
    }[UserChangeKind]
  | {
      [K in EntityChangeKind]: { ChangeKind: K; SaveTo?: 'ES' | 'PG' } & { [P in K]: EntityChangeParameters<K> };
    }[EntityChangeKind];

/** The answer of a change: done or not, and what happened; `Id` names an entity a change created. */
export const changeResponseSchema = z.object({
  Ok: z.boolean(),
  Message: z.string().nullable(),
  Id: z.string().optional(),
  /** The key of `Message` and its parameters, for a client that shows it in another language. */
  MessageKey: z.string().optional(),
  MessageParameters: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ChangeResponse = z.infer<typeof changeResponseSchema>;

/**
 * The answer of a change that was refused (4xx): the usual error fields, and `Ok: false` with
 * the reason in `Message` (the server adds both to every 4xx answer of the change call).
 */
export const changeRefusalSchema = z.object({
  error: z.string(),
  message: z.string(),
  problems: z.array(z.string()).optional(),
  Ok: z.literal(false).optional(),
  Message: z.string().optional(),
  /** The key of the reason and its parameters, when the change's rules refused it. */
  MessageKey: z.string().optional(),
  MessageParameters: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ChangeRefusal = z.infer<typeof changeRefusalSchema>;

/** `POST /api/v1/Account/Login`. */
export const loginRequestSchema = z.strictObject({
  Email: shortText().trim().min(1, 'must not be empty'),
  Password: z.string().min(1, 'must not be empty').max(maxPasswordLength),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ Ok: z.literal(true), UserId: z.string(), Name: z.string() });

/** `GET /api/v1/Checkout/GetUserSubscription`: the signed-in subscriber's subscription. */
export const userSubscriptionResponseSchema = z.object({
  UserId: z.string(),
  ActiveSubscription: activeSubscriptionSchema.nullable(),
  TerminatedSubscriptions: z.array(terminatedSubscriptionSchema),
  OngoingRecurrentPayment: recurrentPaymentSchema.nullable(),
  TrialDaysLeft: z.number().int(),
  SubscriptionEndDate: z.string().nullable(),
  /** Whether the subscriber may use the product now: an active subscription, one still running, or trial days left. */
  HasAccess: z.boolean(),
  AvailableSubscriptions: z.array(subscriptionSchema),
});
export type UserSubscriptionResponse = z.infer<typeof userSubscriptionResponseSchema>;

export const invoicesForYearQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(9999).optional(),
});

export const invoicesForYearResponseSchema = z.array(invoiceSchema);
