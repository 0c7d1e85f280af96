import {
  canChangeNextPaymentDate,
  canCreateStudentOrTeacherSubscription,
  runningStudentOrTeacherSubscription,
  type StorageTarget,
} from '@zilt/contracts/subscriber-rules';
import {
  entityChangeParameterSchemas,
  userChangeParameterSchemas,
  type ChangeKind,
  type EntityChangeKind,
  type SearchKind,
  type SearchResponse,
  type UserChangeKind,
} from '@zilt/contracts/support-api';

// Every change support staff can make from the data page: which form it needs (if any), whether
// it asks for confirmation, and when it is offered.

/** The data page's edit modes: none, or the change whose form is open. */
export const editModes = [
  'AddTrialDays',
  'ChangeCountry',
  'ChangeEmailAddress',
  'ChangeNextPaymentDate',
  'ChangePassword',
  'CreateOpenPayment',
  'CreateStudentSubscription',
  'CreateTeacherSubscription',
  'ExtendPayment',
  'CreateA',
  'CreateB',
  'CreateC',
  'DeleteA',
  'DeleteB',
  'DeleteC',
  'UpdateA',
  'UpdateB',
  'UpdateC',
  'LinkAB',
  'LinkBC',
  'UnlinkAB',
  'UnlinkBC',
] as const satisfies readonly ChangeKind[];
export type EditMode = (typeof editModes)[number];

/** Changes made with one click (after confirming): they need no form. */
export const immediateChanges = [
  'Block',
  'Unblock',
  // The irreversible ones in the order they are shown: ending before deleting, the user last.
  'TerminateSubscription',
  'TerminateSubscriptionAndRevokeAccess',
  'TerminateStudentSubscription',
  'TerminateTeacherSubscription',
  'DeletePayment',
  'DeleteUser',
] as const satisfies readonly UserChangeKind[];
export type ImmediateChange = (typeof immediateChanges)[number];

/**
 * Ends a switch over change kinds: it takes only a kind no case handled, so a kind added to the
 * contract fails the type check until every switch decides what to do with it.
 */
function unhandledKind(kind: never): never {
  throw new Error(`The Mini-Admin does not know the change kind ${String(kind)}`);
}

/**
 * What a one-click change asks before it is sent: a change that cannot be undone (its action sits
 * in the irreversible group) 'Are you sure? This action is IRREVERSIBLE!', the others (blocking
 * and unblocking) 'Are you sure?' (the texts are translations).
 */
export function confirmationOf(kind: ImmediateChange): 'plain' | 'irreversible' {
  return actionGroupOf(kind) === 'irreversible' ? 'irreversible' : 'plain';
}

/**
 * Where a change sits among the actions: with the account, the subscription or the payments;
 * apart and last when it cannot be undone; the generic test entities in a section of their own.
 */
export type ActionGroup = 'account' | 'subscription' | 'payments' | 'irreversible' | 'entities';

/** The groups of the subscriber's actions, in the order they are shown. */
export const subscriberActionGroups = ['account', 'subscription', 'payments', 'irreversible'] as const;

export function actionGroupOf(kind: EditMode | ImmediateChange): ActionGroup {
  if (isEntityChange(kind)) return 'entities';
  switch (kind) {
    case 'AddTrialDays':
    case 'ChangeCountry':
    case 'ChangeEmailAddress':
    case 'ChangePassword':
    case 'Block':
    case 'Unblock':
      return 'account';
    case 'ChangeNextPaymentDate':
    case 'CreateStudentSubscription':
    case 'CreateTeacherSubscription':
      return 'subscription';
    case 'CreateOpenPayment':
    case 'ExtendPayment':
      return 'payments';
    case 'DeleteUser':
    case 'DeletePayment':
    case 'TerminateSubscription':
    case 'TerminateSubscriptionAndRevokeAccess':
    case 'TerminateStudentSubscription':
    case 'TerminateTeacherSubscription':
      return 'irreversible';
    default:
      return unhandledKind(kind);
  }
}

/** A form field of an edit mode; `name` is the parameter's name in the change request. */
export interface ChangeField {
  name: string;
  type: 'integer' | 'amount' | 'country' | 'email' | 'date' | 'password' | 'id' | 'storage';
}

const storage: ChangeField = { name: 'SaveTo', type: 'storage' };
const guid: ChangeField = { name: 'guid', type: 'id' };

/** The fields of each edit mode's form. */
export function fieldsOf(mode: EditMode): ChangeField[] {
  switch (mode) {
    case 'AddTrialDays':
      return [{ name: 'Amount', type: 'integer' }];
    case 'ChangeCountry':
      return [{ name: 'NewCountry', type: 'country' }];
    case 'ChangeEmailAddress':
      return [{ name: 'NewEmailAddress', type: 'email' }];
    case 'ChangeNextPaymentDate':
      return [{ name: 'NextPaymentDate', type: 'date' }];
    case 'ChangePassword':
      return [{ name: 'NewPassword', type: 'password' }];
    case 'CreateOpenPayment':
      return [
        { name: 'Amount', type: 'amount' },
        { name: 'Due', type: 'date' },
      ];
    case 'CreateStudentSubscription':
    case 'CreateTeacherSubscription':
      return [{ name: 'Until', type: 'date' }];
    case 'ExtendPayment':
      return [{ name: 'Due', type: 'date' }];
    case 'CreateA':
    case 'CreateB':
    case 'CreateC':
      return [storage];
    case 'UpdateA':
    case 'UpdateB':
    case 'UpdateC':
    case 'DeleteA':
    case 'DeleteB':
    case 'DeleteC':
      return [guid, storage];
    case 'LinkAB':
    case 'UnlinkAB':
      return [{ name: 'AId', type: 'id' }, { name: 'BId', type: 'id' }, storage];
    case 'LinkBC':
    case 'UnlinkBC':
      return [{ name: 'BId', type: 'id' }, { name: 'CId', type: 'id' }, storage];
    default:
      return unhandledKind(mode);
  }
}

/** Changes to the generic entities A, B and C: they act on no user. */
export function isEntityChange(kind: ChangeKind): kind is EntityChangeKind {
  return /^(Create|Update|Delete)[ABC]$|^(Link|Unlink)(AB|BC)$/.test(kind);
}

/** What the availability rules read: the search's answer, how it was found, and the time. */
export interface Found {
  answer: SearchResponse;
  kind: SearchKind;
}

/**
 * Whether a change is offered for what is loaded. User changes need a loaded user; the next
 * payment date only for an active Pro subscription; student and teacher subscriptions only when
 * the user has no terminated Student or Teacher subscription that still gives access; extending
 * and deleting a payment only when the user was found by that payment's reference.
 */
export function isOffered(kind: ChangeKind, found: Found | undefined, now: Date): boolean {
  if (isEntityChange(kind)) return true;
  if (!found) return false;
  const user = found.answer.User;
  switch (kind) {
    case 'ChangeNextPaymentDate':
      return canChangeNextPaymentDate(user);
    case 'CreateStudentSubscription':
    case 'CreateTeacherSubscription':
      return canCreateStudentOrTeacherSubscription(user, now);
    case 'ExtendPayment':
    case 'DeletePayment':
      return found.kind === 'UserByPaymentReference' && found.answer.Payment !== null;
    case 'Block':
      return !user.Blocked;
    case 'Unblock':
      return user.Blocked;
    case 'TerminateSubscription':
    case 'TerminateSubscriptionAndRevokeAccess':
      return user.ActiveSubscription !== null;
    // A terminated subscription can be ended early only when it is a Student or Teacher one.
    case 'TerminateStudentSubscription':
      return runningStudentOrTeacherSubscription(user.TerminatedSubscriptions, now, 'Student') !== undefined;
    case 'TerminateTeacherSubscription':
      return runningStudentOrTeacherSubscription(user.TerminatedSubscriptions, now, 'Teacher') !== undefined;
    // Offered for every loaded user.
    case 'AddTrialDays':
    case 'ChangeCountry':
    case 'ChangeEmailAddress':
    case 'ChangePassword':
    case 'CreateOpenPayment':
    case 'DeleteUser':
      return true;
    default:
      return unhandledKind(kind);
  }
}

/** The values typed into a form, by field name. */
export type FormValues = Record<string, string>;

/** Turns typed values into the change's parameters (numbers as numbers, empty left out). */
export function parametersOf(mode: EditMode, values: FormValues): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const field of fieldsOf(mode)) {
    const value = (values[field.name] ?? '').trim();
    if (field.type === 'storage') continue;
    if (value === '') continue;
    parameters[field.name] =
      field.type === 'integer' || field.type === 'amount' ? Number(value.replace(',', '.')) : value;
  }
  return parameters;
}

/** The storage an entity change is made in, or none chosen. */
export function storageOf(values: FormValues): StorageTarget | undefined {
  const value = values.SaveTo;
  return value === 'ES' || value === 'PG' ? value : undefined;
}

/** A change ready to send, or the problems of each field that keep it from being sent. */
export type PreparedChange = { ok: true; request: Record<string, unknown> } | { ok: false; problems: FormValues };

/**
 * Checks an edit mode's form with the same rules the server applies and builds the request:
 * `{ ChangeKind, <kind>: parameters, UserId }`, or for the generic entities
 * `{ ChangeKind, <kind>: parameters, SaveTo }`. The storage target is required here.
 */
export function prepareChange(mode: EditMode, values: FormValues, found: Found | undefined): PreparedChange {
  const parameters = parametersOf(mode, values);
  if (mode === 'ExtendPayment' && found?.answer.Payment)
    parameters.PaymentReference = found.answer.Payment.PaymentReference;
  const problems: FormValues = {};
  if (isEntityChange(mode)) {
    const saveTo = storageOf(values);
    if (!saveTo) problems.SaveTo = 'required';
    const checked = entityChangeParameterSchemas[mode].safeParse(parameters);
    if (!checked.success)
      for (const issue of checked.error.issues) problems[String(issue.path[0] ?? '')] ??= issue.message;
    if (Object.keys(problems).length > 0 || !checked.success) return { ok: false, problems };
    return { ok: true, request: { ChangeKind: mode, [mode]: checked.data, SaveTo: saveTo } };
  }
  if (!found) return { ok: false, problems: { '': 'no user' } };
  const checked = userChangeParameterSchemas[mode].safeParse(parameters);
  if (!checked.success) {
    for (const issue of checked.error.issues) problems[String(issue.path[0] ?? '')] ??= issue.message;
    return { ok: false, problems };
  }
  return { ok: true, request: { ChangeKind: mode, [mode]: checked.data, UserId: found.answer.User.Id } };
}

/** The request of a one-click change. */
export function immediateRequest(kind: ImmediateChange, found: Found): Record<string, unknown> {
  const parameters = kind === 'DeletePayment' ? { PaymentReference: found.answer.Payment?.PaymentReference } : {};
  return { ChangeKind: kind, [kind]: parameters, UserId: found.answer.User.Id };
}
