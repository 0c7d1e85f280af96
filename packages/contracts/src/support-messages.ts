// The sentences the support change call answers with, by key. The server sends the English
// sentence in `Message` (as before) and, beside it, the key and its parameters, so the
// Mini-Admin can show the sentence in the staff's language. Written once here, zod-free: the
// server builds its messages from these templates and a test checks that the Mini-Admin's
// translations have every key.

/** The English sentence of each key; `{{name}}` is filled from the parameters. */
export const supportMessageTemplates = {
  // Changes that were made.
  TrialDaysAdded: 'Added {{days}} trial days: {{allotted}} allotted, {{left}} left',
  TrialDaysTakenAway: 'Took away {{days}} trial days: {{allotted}} allotted, {{left}} left',
  UserBlocked: 'User blocked; their sessions were ended',
  UserUnblocked: 'User unblocked',
  CountryChanged: 'Country changed to {{country}}',
  EmailAddressChanged: 'E-mail address changed to {{email}}',
  NextPaymentDateChanged: 'Next payment date changed to {{date}}',
  PasswordChanged: 'Password changed; the user was signed out everywhere',
  OpenPaymentCreated: 'Open payment {{reference}} of € {{amount}} created, due {{due}}',
  StudentSubscriptionGranted: 'Student subscription granted until {{until}}',
  TeacherSubscriptionGranted: 'Teacher subscription granted until {{until}}',
  StudentSubscriptionEnded: 'Student subscription ended now',
  TeacherSubscriptionEnded: 'Teacher subscription ended now',
  UserDeleted: 'User {{email}} deleted',
  PaymentDeleted: 'Payment {{reference}} deleted',
  PaymentExtended: 'Payment {{reference}} now due {{due}}',
  SubscriptionTerminated: 'Subscription terminated; access runs until {{until}}',
  SubscriptionTerminatedAndAccessRevoked: 'Subscription terminated and access revoked now',
  EntityCreated: '{{entity}} {{id}} created in {{store}}',
  EntityUpdated: '{{entity}} {{id}} updated in {{store}}',
  EntityDeleted: '{{entity}} {{id}} deleted from {{store}}',
  EntitiesLinked: '{{from}} {{fromId}} and {{to}} {{toId}} linked in {{store}}',
  EntitiesUnlinked: '{{from}} {{fromId}} and {{to}} {{toId}} unlinked in {{store}}',
  // Changes that were refused.
  UserNotFound: 'No user has the id {{id}}',
  PaymentNotFound: 'No payment with reference "{{reference}}" belongs to this user',
  UntilNotInFuture: 'Until ({{until}}) must lie in the future',
  StudentSubscriptionRunning: 'The user has a Student subscription running until {{until}}; terminate it first',
  TeacherSubscriptionRunning: 'The user has a Teacher subscription running until {{until}}; terminate it first',
  NoRunningStudentSubscription: 'The user has no running Student subscription',
  NoRunningTeacherSubscription: 'The user has no running Teacher subscription',
  NoActiveSubscription: 'The user has no active subscription',
  TooFewTrialDays: 'The user has {{allotted}} trial days; taking away {{days}} would leave fewer than none',
  AlreadyBlocked: 'The user is blocked already',
  NotBlocked: 'The user is not blocked',
  UnknownCountry: 'Unknown country "{{country}}": choose a country of the lookup data',
  SameCountry: "The user's country is {{country}} already",
  SameEmailAddress: "The user's e-mail address is {{email}} already",
  EmailAddressTaken: 'The e-mail address {{email}} belongs to another user',
  NextPaymentDateOnlyForPro: 'The next payment date can be changed only for an active Pro subscription',
  NoRecurringPayment: 'The active subscription has no recurring payment',
  NextPaymentDateNotInFuture: 'NextPaymentDate ({{date}}) must lie in the future',
  DueInPast: 'Due ({{due}}) must not lie in the past',
  PaymentNotOpen: 'Only an open payment can be extended; payment {{reference}} is {{status}}',
  DueNotAfterPresentDue: "Due ({{due}}) must lie after the payment's present due date, {{current}}",
  NoSubscriptionWithAccess: 'The user has no subscription that gives access',
  EntityNotFound: 'No {{entity}} with id {{id}} is in the {{store}} store',
  AlreadyLinked: '{{from}} {{fromId}} and {{to}} {{toId}} are linked already in {{store}}',
  NotLinked: '{{from}} {{fromId}} and {{to}} {{toId}} are not linked in {{store}}',
  StorageConflict: 'SaveTo is {{request}} in the request but {{member}} in its member',
  StorageRequired: 'SaveTo is required: "ES" or "PG"',
  ConcurrentChange: 'The change collides with a record written at the same moment; search again and retry',
} as const;

export type SupportMessageKey = keyof typeof supportMessageTemplates;
export const supportMessageKeys = Object.keys(supportMessageTemplates) as SupportMessageKey[];

/** The values a message's placeholders take (dates as `YYYY-MM-DD`, amounts as `12.50`). */
export type SupportMessageParameters = Record<string, string | number>;

/** A message of the support change call: its key, its parameters and its English sentence. */
export interface SupportMessage {
  key: SupportMessageKey;
  parameters: SupportMessageParameters;
  text: string;
}

/** Fills a template's `{{name}}` placeholders; a missing parameter stays visible as its name. */
export function fillTemplate(template: string, parameters: SupportMessageParameters): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) =>
    name in parameters ? String(parameters[name]) : name,
  );
}

/** The message of `key` with its parameters, and its English sentence. */
export function supportMessage(key: SupportMessageKey, parameters: SupportMessageParameters = {}): SupportMessage {
  return { key, parameters, text: fillTemplate(supportMessageTemplates[key], parameters) };
}

/** Whether a key an answer carries is one of ours (an older or newer server may send others). */
export function isSupportMessageKey(key: unknown): key is SupportMessageKey {
  return typeof key === 'string' && Object.hasOwn(supportMessageTemplates, key);
}
