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
import { ChangeRefused, dayText, requestedDate, startOfDay, type ChangeDone } from './change-refused.ts';
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

const euro = (amount: number) => `€ ${amount.toFixed(2)}`;

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
  if (!payment) throw new ChangeRefused(404, `No payment with reference "${reference}" belongs to this user`);
  return payment;
}

function grantStudentOrTeacher(kind: 'Student' | 'Teacher') {
  return async ({ tx, now, user }: UserChangeContext, { Until }: { Until: string }): Promise<ChangeDone> => {
    const until = requestedDate(Until);
    if (until <= now) throw new ChangeRefused(400, `Until (${Until}) must lie in the future`);
    const running = runningStudentOrTeacherSubscription(user.TerminatedSubscriptions, now);
    if (!canCreateStudentOrTeacherSubscription(user, now) && running) {
      throw new ChangeRefused(
        409,
        `The user has a ${running.Subscription.SubscriptionKind} subscription running until ${dayText(new Date(running.NextPaymentDateWhenTerminated!))}; terminate it first`,
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
    return { message: `${kind} subscription granted until ${dayText(until)}`, id };
  };
}

function terminateStudentOrTeacher(kind: 'Student' | 'Teacher') {
  return async ({ tx, now, user }: UserChangeContext): Promise<ChangeDone> => {
    const running = runningStudentOrTeacherSubscription(user.TerminatedSubscriptions, now, kind);
    if (!running) throw new ChangeRefused(409, `The user has no running ${kind} subscription`);
    await tx
      .update(userSubscriptions)
      .set({ nextPaymentDateWhenTerminated: now })
      .where(eq(userSubscriptions.id, running.Id));
    await tx.update(users).set({ subscriptionEndDate: now }).where(eq(users.id, user.Id));
    return { message: `${kind} subscription ended now` };
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
  if (!active) throw new ChangeRefused(409, 'The user has no active subscription');
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
      throw new ChangeRefused(
        409,
        `The user has ${user.TrialDaysAllotted} trial days; taking away ${-Amount} would leave fewer than none`,
      );
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
    return {
      message: `${Amount > 0 ? 'Added' : 'Took away'} ${Math.abs(Amount)} trial days: ${row?.allotted} allotted, ${row?.left} left`,
    };
  },

  async Block({ tx, user }) {
    if (user.Blocked) throw new ChangeRefused(409, 'The user is blocked already');
    await tx.update(users).set({ blocked: true }).where(eq(users.id, user.Id));
    await endSessions(tx, user.Id);
    return { message: 'User blocked; their sessions were ended' };
  },

  async Unblock({ tx, user }) {
    if (!user.Blocked) throw new ChangeRefused(409, 'The user is not blocked');
    await tx.update(users).set({ blocked: false }).where(eq(users.id, user.Id));
    return { message: 'User unblocked' };
  },

  async ChangeCountry({ tx, user }, { NewCountry }) {
    const [country] = await tx
      .select({ title: lookupCountries.title })
      .from(lookupCountries)
      .where(
        sql`lower(${lookupCountries.title}) = ${NewCountry.toLowerCase()} or lower(${lookupCountries.businessCentralCode}) = ${NewCountry.toLowerCase()}`,
      );
    if (!country) throw new ChangeRefused(400, `Unknown country "${NewCountry}": choose a country of the lookup data`);
    if (country.title === user.Country) throw new ChangeRefused(409, `The user's country is ${country.title} already`);
    await tx.update(users).set({ country: country.title }).where(eq(users.id, user.Id));
    return { message: `Country changed to ${country.title}` };
  },

  async ChangeEmailAddress({ tx, user }, { NewEmailAddress }) {
    if (NewEmailAddress === user.Email)
      throw new ChangeRefused(409, `The user's e-mail address is ${NewEmailAddress} already`);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(sql`lower(${users.email}) = ${normalizeEmailAddress(NewEmailAddress)}`, sql`${users.id} <> ${user.Id}`),
      );
    if (taken) throw new ChangeRefused(409, `The e-mail address ${NewEmailAddress} belongs to another user`);
    await tx.update(users).set({ email: NewEmailAddress }).where(eq(users.id, user.Id));
    return { message: `E-mail address changed to ${NewEmailAddress}` };
  },

  async ChangeNextPaymentDate({ tx, now, user }, { NextPaymentDate }) {
    if (!canChangeNextPaymentDate(user)) {
      throw new ChangeRefused(409, 'The next payment date can be changed only for an active Pro subscription');
    }
    const recurrentId = user.ActiveSubscription?.OngoingRecurrentPaymentId;
    if (!recurrentId) throw new ChangeRefused(409, 'The active subscription has no recurring payment');
    const next = requestedDate(NextPaymentDate);
    if (next <= now) throw new ChangeRefused(400, `NextPaymentDate (${NextPaymentDate}) must lie in the future`);
    await tx.update(recurrentPayments).set({ nextPaymentDate: next }).where(eq(recurrentPayments.id, recurrentId));
    await tx.update(users).set({ subscriptionEndDate: next }).where(eq(users.id, user.Id));
    return { message: `Next payment date changed to ${dayText(next)}` };
  },

  async ChangePassword({ tx, user }, { NewPassword }) {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(NewPassword) })
      .where(eq(users.id, user.Id));
    await endSessions(tx, user.Id);
    return { message: 'Password changed; the user was signed out everywhere' };
  },

  async CreateOpenPayment({ tx, now, user }, { Amount, Due }) {
    const due = requestedDate(Due);
    if (due < startOfDay(now)) throw new ChangeRefused(400, `Due (${Due}) must not lie in the past`);
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
    return { message: `Open payment ${reference} of ${euro(Amount)} created, due ${dayText(due)}`, id: reference };
  },

  CreateStudentSubscription: grantStudentOrTeacher('Student'),
  CreateTeacherSubscription: grantStudentOrTeacher('Teacher'),

  async DeleteUser({ tx, user }) {
    await tx.delete(users).where(eq(users.id, user.Id));
    return { message: `User ${user.Email} deleted` };
  },

  async DeletePayment({ tx, user }, { PaymentReference }) {
    const payment = await userPayment(tx, user.Id, PaymentReference);
    await tx.delete(payments).where(eq(payments.id, payment.id));
    return { message: `Payment ${payment.paymentReference} deleted` };
  },

  async ExtendPayment({ tx, now, user }, { PaymentReference, Due }) {
    const payment = await userPayment(tx, user.Id, PaymentReference);
    if (payment.status !== 'Open') {
      throw new ChangeRefused(
        409,
        `Only an open payment can be extended; payment ${payment.paymentReference} is ${payment.status}`,
      );
    }
    const due = requestedDate(Due);
    const current = payment.dueDate ?? startOfDay(now);
    if (due <= current) {
      throw new ChangeRefused(400, `Due (${Due}) must lie after the payment's present due date, ${dayText(current)}`);
    }
    await tx.update(payments).set({ dueDate: due }).where(eq(payments.id, payment.id));
    return { message: `Payment ${payment.paymentReference} now due ${dayText(due)}` };
  },

  async TerminateSubscription({ tx, now, user }) {
    const until = await endActiveSubscription(tx, user, now, (next) => (next && next > now ? next : now));
    return { message: `Subscription terminated; access runs until ${dayText(until)}` };
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
      if (revoked.length === 0) throw new ChangeRefused(409, 'The user has no subscription that gives access');
      await tx.update(users).set({ subscriptionEndDate: now }).where(eq(users.id, user.Id));
    }
    await endSessions(tx, user.Id);
    return { message: 'Subscription terminated and access revoked now' };
  },

  TerminateStudentSubscription: terminateStudentOrTeacher('Student'),
  TerminateTeacherSubscription: terminateStudentOrTeacher('Teacher'),
};
