import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  canChangeNextPaymentDate,
  canCreateStudentOrTeacherSubscription,
  runningStudentOrTeacherSubscription,
  type SubscriberUser,
} from '@zilt/contracts/subscribers';
import { normalizeEmailAddress } from '@zilt/contracts/subscriber-rules';
import type { UserChangeKind, UserChangeParameters } from '@zilt/contracts/support-api';
import type { Database } from '../../db/client.ts';
import {
  lookupCountries,
  payments,
  recurrentPayments,
  subscriberSessions,
  subscriptions,
  userSubscriptions,
  users,
} from '../../db/schema.ts';
import { ChangeRefused, changeDone, dayText, requestedDate, startOfDay, type ChangeDone } from './change-refused.ts';
import { hashPassword } from '../subscriber-store/password.ts';
import { centsFromEuro } from '../subscriber-store/records.ts';

/** A change to one user, made inside its transaction with the user's row locked. */
export interface UserChangeContext {
  tx: Database;
  now: Date;
  /** The user as it was when the change began. */
  user: SubscriberUser;
}

type UserChangeHandler<K extends UserChangeKind> = (
  context: UserChangeContext,
  parameters: UserChangeParameters<K>,
) => Promise<ChangeDone>;

async function endSessions(tx: Database, userId: string) {
  await tx.delete(subscriberSessions).where(eq(subscriberSessions.userId, userId));
}

async function catalogueEntry(tx: Database, kind: 'Student' | 'Teacher') {
  const [entry] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.kind, kind), eq(subscriptions.paymentFrequency, 'Yearly')));
  if (!entry) throw new Error(`The subscription catalogue has no ${kind} subscription`);
  return entry;
}

async function userPayment(tx: Database, userId: string, reference: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), sql`lower(${payments.paymentReference}) = ${reference.toLowerCase()}`));
  if (!payment) throw new ChangeRefused(404, 'PaymentNotFound', { reference });
  return payment;
}

function grantStudentOrTeacher(kind: 'Student' | 'Teacher') {
  return async ({ tx, now, user }: UserChangeContext, { Until }: { Until: string }): Promise<ChangeDone> => {
    const until = requestedDate(Until);
    if (until <= now) throw new ChangeRefused(400, 'UntilNotInFuture', { until: Until });
    const running = runningStudentOrTeacherSubscription(user.TerminatedSubscriptions, now);
    if (!canCreateStudentOrTeacherSubscription(user, now) && running) {
      throw new ChangeRefused(
        409,
        running.Subscription.SubscriptionKind === 'Teacher'
          ? 'TeacherSubscriptionRunning'
          : 'StudentSubscriptionRunning',
        { until: dayText(new Date(running.NextPaymentDateWhenTerminated!)) },
      );
    }
    const entry = await catalogueEntry(tx, kind);
    const id = crypto.randomUUID();
    // Granted until a date with nothing to pay: stored as ended now, with access until that date.
    await tx.insert(userSubscriptions).values({
      id,
      userId: user.Id,
      subscriptionId: entry.id,
      dateStarted: now,
      dateEnded: now,
      nextPaymentDateWhenTerminated: until,
    });
    await tx.update(users).set({ subscriptionEndDate: until }).where(eq(users.id, user.Id));
    return changeDone(`${kind}SubscriptionGranted`, { until: dayText(until) }, id);
  };
}

function terminateStudentOrTeacher(kind: 'Student' | 'Teacher') {
  return async ({ tx, now, user }: UserChangeContext): Promise<ChangeDone> => {
    const running = runningStudentOrTeacherSubscription(user.TerminatedSubscriptions, now, kind);
    if (!running) throw new ChangeRefused(409, `NoRunning${kind}Subscription`);
    await tx
      .update(userSubscriptions)
      .set({ nextPaymentDateWhenTerminated: now })
      .where(eq(userSubscriptions.id, running.Id));
    await tx.update(users).set({ subscriptionEndDate: now }).where(eq(users.id, user.Id));
    return changeDone(`${kind}SubscriptionEnded`);
  };
}

/** Ends the active subscription and its recurring payment; access runs until `accessUntil`. */
async function endActiveSubscription(
  tx: Database,
  user: SubscriberUser,
  now: Date,
  accessUntil: (next: Date | null) => Date,
) {
  const active = user.ActiveSubscription;
  if (!active) throw new ChangeRefused(409, 'NoActiveSubscription');
  let next: Date | null = null;
  if (active.OngoingRecurrentPaymentId) {
    const [recurrent] = await tx
      .update(recurrentPayments)
      .set({ status: 'Cancelled' })
      .where(eq(recurrentPayments.id, active.OngoingRecurrentPaymentId))
      .returning({ nextPaymentDate: recurrentPayments.nextPaymentDate });
    next = recurrent?.nextPaymentDate ?? null;
  }
  const until = accessUntil(next);
  await tx
    .update(userSubscriptions)
    .set({ dateEnded: now, nextPaymentDateWhenTerminated: until })
    .where(eq(userSubscriptions.id, active.Id));
  await tx.update(users).set({ subscriptionEndDate: until }).where(eq(users.id, user.Id));
  return until;
}

/** What each change kind does to a user. A kind missing here fails to compile. */
export const userChangeHandlers: { [K in UserChangeKind]: UserChangeHandler<K> } = {
  async AddTrialDays({ tx, user }, { Amount }) {
    if (user.TrialDaysAllotted + Amount < 0) {
      throw new ChangeRefused(409, 'TooFewTrialDays', { allotted: user.TrialDaysAllotted, days: -Amount });
    }
    // Relative updates: a concurrent change to the same counters adds up instead of overwriting.
    const [row] = await tx
      .update(users)
      .set({
        trialDaysAllotted: sql`${users.trialDaysAllotted} + ${Amount}`,
        cachedTrialDaysLeft: sql`greatest(0, ${users.cachedTrialDaysLeft} + ${Amount})`,
      })
      .where(eq(users.id, user.Id))
      .returning({ allotted: users.trialDaysAllotted, left: users.cachedTrialDaysLeft });
    return changeDone(Amount > 0 ? 'TrialDaysAdded' : 'TrialDaysTakenAway', {
      days: Math.abs(Amount),
      allotted: row?.allotted ?? 0,
      left: row?.left ?? 0,
    });
  },

  async Block({ tx, user }) {
    if (user.Blocked) throw new ChangeRefused(409, 'AlreadyBlocked');
    await tx.update(users).set({ blocked: true }).where(eq(users.id, user.Id));
    await endSessions(tx, user.Id);
    return changeDone('UserBlocked');
  },

  async Unblock({ tx, user }) {
    if (!user.Blocked) throw new ChangeRefused(409, 'NotBlocked');
    await tx.update(users).set({ blocked: false }).where(eq(users.id, user.Id));
    return changeDone('UserUnblocked');
  },

  async ChangeCountry({ tx, user }, { NewCountry }) {
    const [country] = await tx
      .select({ title: lookupCountries.title, code: lookupCountries.businessCentralCode })
      .from(lookupCountries)
      .where(
        sql`lower(${lookupCountries.title}) = ${NewCountry.toLowerCase()} or lower(${lookupCountries.businessCentralCode}) = ${NewCountry.toLowerCase()}`,
      );
    if (!country) throw new ChangeRefused(400, 'UnknownCountry', { country: NewCountry });
    if (country.title === user.Country) {
      throw new ChangeRefused(409, 'SameCountry', { country: country.title, countryCode: country.code });
    }
    await tx.update(users).set({ country: country.title }).where(eq(users.id, user.Id));
    return changeDone('CountryChanged', { country: country.title, countryCode: country.code });
  },

  async ChangeEmailAddress({ tx, user }, { NewEmailAddress }) {
    if (NewEmailAddress === user.Email) throw new ChangeRefused(409, 'SameEmailAddress', { email: NewEmailAddress });
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(sql`lower(${users.email}) = ${normalizeEmailAddress(NewEmailAddress)}`, sql`${users.id} <> ${user.Id}`),
      );
    if (taken) throw new ChangeRefused(409, 'EmailAddressTaken', { email: NewEmailAddress });
    await tx.update(users).set({ email: NewEmailAddress }).where(eq(users.id, user.Id));
    return changeDone('EmailAddressChanged', { email: NewEmailAddress });
  },

  async ChangeNextPaymentDate({ tx, now, user }, { NextPaymentDate }) {
    if (!canChangeNextPaymentDate(user)) {
      throw new ChangeRefused(409, 'NextPaymentDateOnlyForPro');
    }
    const recurrentId = user.ActiveSubscription?.OngoingRecurrentPaymentId;
    if (!recurrentId) throw new ChangeRefused(409, 'NoRecurringPayment');
    const next = requestedDate(NextPaymentDate);
    if (next <= now) throw new ChangeRefused(400, 'NextPaymentDateNotInFuture', { date: NextPaymentDate });
    await tx.update(recurrentPayments).set({ nextPaymentDate: next }).where(eq(recurrentPayments.id, recurrentId));
    await tx.update(users).set({ subscriptionEndDate: next }).where(eq(users.id, user.Id));
    return changeDone('NextPaymentDateChanged', { date: dayText(next) });
  },

  async ChangePassword({ tx, user }, { NewPassword }) {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(NewPassword) })
      .where(eq(users.id, user.Id));
    await endSessions(tx, user.Id);
    return changeDone('PasswordChanged');
  },

  async CreateOpenPayment({ tx, now, user }, { Amount, Due }) {
    const due = requestedDate(Due);
    if (due < startOfDay(now)) throw new ChangeRefused(400, 'DueInPast', { due: Due });
    const reference = `ZLT-${randomBytes(6).toString('hex').toUpperCase()}`;
    const id = crypto.randomUUID();
    await tx.insert(payments).values({
      id,
      userId: user.Id,
      amountCents: centsFromEuro(Amount),
      status: 'Open',
      paymentDate: now,
      dueDate: due,
      paymentReference: reference,
      description: 'Open payment created by support',
    });
    return changeDone('OpenPaymentCreated', { reference, amount: Amount.toFixed(2), due: dayText(due) }, reference);
  },

  CreateStudentSubscription: grantStudentOrTeacher('Student'),
  CreateTeacherSubscription: grantStudentOrTeacher('Teacher'),

  async DeleteUser({ tx, user }) {
    await tx.delete(users).where(eq(users.id, user.Id));
    return changeDone('UserDeleted', { email: user.Email });
  },

  async DeletePayment({ tx, user }, { PaymentReference }) {
    const payment = await userPayment(tx, user.Id, PaymentReference);
    await tx.delete(payments).where(eq(payments.id, payment.id));
    return changeDone('PaymentDeleted', { reference: payment.paymentReference });
  },

  async ExtendPayment({ tx, now, user }, { PaymentReference, Due }) {
    const payment = await userPayment(tx, user.Id, PaymentReference);
    if (payment.status !== 'Open') {
      throw new ChangeRefused(409, 'PaymentNotOpen', { reference: payment.paymentReference, status: payment.status });
    }
    const due = requestedDate(Due);
    const current = payment.dueDate ?? startOfDay(now);
    if (due <= current) {
      throw new ChangeRefused(400, 'DueNotAfterPresentDue', { due: Due, current: dayText(current) });
    }
    await tx.update(payments).set({ dueDate: due }).where(eq(payments.id, payment.id));
    return changeDone('PaymentExtended', { reference: payment.paymentReference, due: dayText(due) });
  },

  async TerminateSubscription({ tx, now, user }) {
    const until = await endActiveSubscription(tx, user, now, (next) => (next && next > now ? next : now));
    return changeDone('SubscriptionTerminated', { until: dayText(until) });
  },

  async TerminateSubscriptionAndRevokeAccess({ tx, now, user }) {
    if (user.ActiveSubscription) {
      await endActiveSubscription(tx, user, now, () => now);
    } else {
      const revoked = await tx
        .update(userSubscriptions)
        .set({ nextPaymentDateWhenTerminated: now })
        .where(
          and(
            eq(userSubscriptions.userId, user.Id),
            isNotNull(userSubscriptions.dateEnded),
            gt(userSubscriptions.nextPaymentDateWhenTerminated, now),
          ),
        )
        .returning({ id: userSubscriptions.id });
      if (revoked.length === 0) throw new ChangeRefused(409, 'NoSubscriptionWithAccess');
      await tx.update(users).set({ subscriptionEndDate: now }).where(eq(users.id, user.Id));
    }
    await endSessions(tx, user.Id);
    return changeDone('SubscriptionTerminatedAndAccessRevoked');
  },

  TerminateStudentSubscription: terminateStudentOrTeacher('Student'),
  TerminateTeacherSubscription: terminateStudentOrTeacher('Teacher'),
};
