// Subscriber vocabulary and the support rules the server enforces and the Mini-Admin shows
// (which actions a user allows). This module imports no zod, so the browser bundle can use it;
// the request and response schemas live in subscribers.ts and support-api.ts.
import { isEmailAddress } from './field-rules.ts';

export const subscriptionKinds = ['Pro', 'Student', 'Teacher'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];

export const paymentFrequencies = ['Monthly', 'Yearly'] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];

/** How the first payment of a recurring payment was made; later ones repeat it. */
export const originalPaymentTypes = ['iDEAL', 'Visa', 'MasterCard', 'PayPal', 'Bancontact', 'Maestro'] as const;
export type OriginalPaymentType = (typeof originalPaymentTypes)[number];

export const paymentStatuses = ['Open', 'Paid', 'Failed', 'Cancelled', 'Expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const recurrentPaymentStatuses = ['Active', 'Cancelled', 'Failed'] as const;
export type RecurrentPaymentStatus = (typeof recurrentPaymentStatuses)[number];

/** The two stores of a generic entity: the relational database (PG) and the search-document store (ES). */
export const storageTargets = ['ES', 'PG'] as const;
export type StorageTarget = (typeof storageTargets)[number];

export const genericEntityKinds = ['A', 'B', 'C'] as const;
export type GenericEntityKind = (typeof genericEntityKinds)[number];

/** Trial days a new subscriber gets. */
export const defaultTrialDays = 14;
/** Shortest password a subscriber may have. */
export const minPasswordLength = 8;
/** Longest password accepted (the hash's input stays bounded). */
export const maxPasswordLength = 256;
/** Largest number of trial days one change may add or take away. */
export const maxTrialDaysChange = 3650;
/** Largest amount of one payment, in euro. */
export const maxPaymentAmount = 100_000;
/** Currency of every price and payment. */
export const currency = 'EUR';

/** The parts of a user the availability rules read. Dates are ISO strings. */
export interface SubscriptionState {
  ActiveSubscription: { Subscription: { SubscriptionKind: SubscriptionKind } } | null;
  TerminatedSubscriptions: readonly {
    NextPaymentDateWhenTerminated: string | null;
    Subscription: { SubscriptionKind: SubscriptionKind };
  }[];
}

const isStudentOrTeacher = (kind: SubscriptionKind) => kind === 'Student' || kind === 'Teacher';

/**
 * A terminated Student or Teacher subscription that still gives access: its access ends at
 * NextPaymentDateWhenTerminated, which lies after `now`. Student and Teacher subscriptions are
 * granted by support until a date, so they are stored as terminated with that end date.
 */
export function runningStudentOrTeacherSubscription<T extends SubscriptionState['TerminatedSubscriptions'][number]>(
  terminated: readonly T[],
  now: Date,
  kind?: 'Student' | 'Teacher',
): T | undefined {
  return terminated.find(
    (subscription) =>
      (kind
        ? subscription.Subscription.SubscriptionKind === kind
        : isStudentOrTeacher(subscription.Subscription.SubscriptionKind)) &&
      subscription.NextPaymentDateWhenTerminated !== null &&
      Date.parse(subscription.NextPaymentDateWhenTerminated) > now.getTime(),
  );
}

/** A student or teacher subscription may be created only when none is running (read from the user). */
export function canCreateStudentOrTeacherSubscription(user: SubscriptionState, now: Date): boolean {
  return runningStudentOrTeacherSubscription(user.TerminatedSubscriptions, now) === undefined;
}

/** The next payment date can be changed only for an active Pro subscription. */
export function canChangeNextPaymentDate(user: SubscriptionState): boolean {
  return user.ActiveSubscription?.Subscription.SubscriptionKind === 'Pro';
}

/** The terminated-subscription card shows only when one of them still gives access. */
export function hasTerminatedSubscriptionWithAccess(user: SubscriptionState, now: Date): boolean {
  return user.TerminatedSubscriptions.some(
    (subscription) =>
      subscription.NextPaymentDateWhenTerminated !== null &&
      Date.parse(subscription.NextPaymentDateWhenTerminated) > now.getTime(),
  );
}

/** A well-formed e-mail address: the forms' one e-mail rule. */
export const isValidEmailAddress = isEmailAddress;

/** E-mail addresses compare without case and surrounding spaces. */
export function normalizeEmailAddress(value: string): string {
  return value.trim().toLowerCase();
}
