import type { TerminatedSubscription } from '@zilt/contracts/subscribers';
import { searchKinds, type SearchKind } from '@zilt/contracts/support-api';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { StatusLine } from '../../components/status/status.tsx';
import {
  confirmationOf,
  editModes,
  immediateChanges,
  immediateRequest,
  isEntityChange,
  isOffered,
  prepareChange,
  type EditMode,
  type Found,
  type FormValues,
  type ImmediateChange,
} from './change-actions.ts';
import { EntityActions, SubscriberActions } from './action-groups.tsx';
import { ChangeForm } from './change-form.tsx';
import { searchSubscriber, sendChange } from './support-client.ts';
import { serverMessageOf, useStaffTexts, type ServerMessage } from './staff-texts.ts';
import { SubscriberCard, UserCards } from './user-card.tsx';

type UserState =
  | { status: 'unloaded' }
  | { status: 'loading' }
  | { status: 'loaded'; found: Found }
  // Nobody has the e-mail address or the payment reference: an answer, not an error.
  | { status: 'not-found'; kind: SearchKind; value: string }
  | { status: 'failed'; failure: SearchFailure };

type SearchFailure = Extract<Awaited<ReturnType<typeof searchSubscriber>>, { ok: false }>;

/**
 * The last change's outcome: done or refused, with the server's message (by key when it sent
 * one), the id of anything it created, or why the call failed.
 */
type ChangeOutcome =
  | { ok: boolean; said: ServerMessage | undefined; id?: string | undefined }
  | { ok: false; failure: Extract<Awaited<ReturnType<typeof sendChange>>, { ok: false }> }
  | undefined;

/** Immediate changes shown on the terminated-subscription card rather than with the others. */
const terminatedCardChanges: readonly ImmediateChange[] = [
  'TerminateStudentSubscription',
  'TerminateTeacherSubscription',
];

/**
 * The data page: search a subscriber by e-mail or payment reference, see everything about them,
 * and change it. Choosing a change opens its form (edit mode); Back returns to none; Save sends
 * the change, returns to none and searches the user again the way they were found.
 */
export function DataWorkspace({ token }: { token: string }) {
  const { t } = useTranslation();
  const texts = useStaffTexts();
  const id = useId();
  const [kind, setKind] = useState<SearchKind>('UserByEmail');
  const [query, setQuery] = useState('');
  const [user, setUser] = useState<UserState>({ status: 'unloaded' });
  const [mode, setMode] = useState<EditMode | 'None'>('None');
  const [pending, setPending] = useState<ImmediateChange | undefined>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ChangeOutcome>();
  // The search that found the loaded user, to search again after a change.
  const lastSearch = useRef<{ kind: SearchKind; value: string } | undefined>(undefined);
  const now = new Date();
  const found = user.status === 'loaded' ? user.found : undefined;

  const search = async (searchKind: SearchKind, value: string) => {
    lastSearch.current = { kind: searchKind, value };
    setUser({ status: 'loading' });
    const result = await searchSubscriber(token, searchKind, value);
    setUser(
      result.ok
        ? { status: 'loaded', found: { answer: result.value, kind: searchKind } }
        : result.status === 404 && !result.unexpected
          ? { status: 'not-found', kind: searchKind, value }
          : { status: 'failed', failure: result },
    );
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const value = query.trim();
    if (value === '') return;
    setOutcome(undefined);
    setMode('None');
    void search(kind, value);
  };

  const send = async (request: Record<string, unknown>) => {
    // The result line tells the outcome of the latest change only.
    setOutcome(undefined);
    setSending(true);
    const result = await sendChange(token, request);
    setSending(false);
    const refusal = result.ok ? undefined : serverMessageOf(result.body);
    setOutcome(
      result.ok
        ? { ok: result.value.Ok, said: serverMessageOf(result.value), id: result.value.Id }
        : refusal?.key
          ? { ok: false, said: refusal }
          : { ok: false, failure: result },
    );
    setMode('None');
    const again = lastSearch.current;
    if (!again) return;
    // A user found by the address that was just changed is found again by the new one.
    const newAddress = (request.ChangeEmailAddress as { NewEmailAddress?: string } | undefined)?.NewEmailAddress;
    const changedAddress = result.ok && result.value.Ok && again.kind === 'UserByEmail' && newAddress;
    await search(again.kind, changedAddress ? newAddress : again.value);
  };

  const save = (values: FormValues): FormValues | undefined => {
    if (mode === 'None') return undefined;
    // A change to a user needs a loaded user; without one Save does nothing.
    if (!isEntityChange(mode) && !found) return undefined;
    const prepared = prepareChange(mode, values, found);
    if (!prepared.ok) return prepared.problems;
    void send(prepared.request);
    return undefined;
  };

  const confirmPending = () => {
    const change = pending;
    setPending(undefined);
    if (change && found) void send(immediateRequest(change, found));
  };

  const subject = found
    ? { name: `${found.answer.User.Name} ${found.answer.User.Surname}`.trim(), email: found.answer.User.Email }
    : undefined;
  const confirmDetail = (change: ImmediateChange) => {
    if (!subject) return undefined;
    const action = t(`data.actions.${change}`);
    const reference = change === 'DeletePayment' ? found?.answer.Payment?.PaymentReference : undefined;
    return reference
      ? t('data.subject.confirmPayment', { action, reference, ...subject })
      : t('data.subject.confirm', { action, ...subject });
  };

  const offeredModes = editModes.filter((candidate) => isOffered(candidate, found, now));
  const offeredImmediate = immediateChanges.filter(
    (candidate) => !terminatedCardChanges.includes(candidate) && isOffered(candidate, found, now),
  );
  const terminatedActions = (subscription: TerminatedSubscription) => {
    const change: ImmediateChange | undefined =
      subscription.Subscription.SubscriptionKind === 'Student'
        ? 'TerminateStudentSubscription'
        : subscription.Subscription.SubscriptionKind === 'Teacher'
          ? 'TerminateTeacherSubscription'
          : undefined;
    if (!change || !isOffered(change, found, now)) return null;
    return (
      <Button variant="danger" onClick={() => setPending(change)}>
        {t(`data.actions.${change}`)}
      </Button>
    );
  };

  const outcomeText = (done: NonNullable<ChangeOutcome>) => {
    if ('failure' in done) return texts.failure(done.failure);
    // A change that made an entity names its id, so the next change can refer to it.
    return [done.said ? texts.message(done.said) : '', done.id ? t('data.resultId', { id: done.id }) : '']
      .filter(Boolean)
      .join(' — ');
  };

  const entityForm = mode !== 'None' && isEntityChange(mode);
  const form =
    mode === 'None' ? null : (
      <div className="admin-card admin-edit">
        <ChangeForm
          key={mode}
          mode={mode}
          onSave={save}
          onBack={() => setMode('None')}
          sending={sending}
          subject={!entityForm && subject ? t('data.subject.form', subject) : undefined}
        />
      </div>
    );

  const actionProps = {
    modes: offeredModes,
    immediate: offeredImmediate,
    onChoose: setMode,
    onAsk: setPending,
  };

  return (
    <div className="admin-data">
      <Card title={t('data.search.title')}>
        <form className="admin-search" onSubmit={onSearch}>
          <fieldset className="admin-search__kinds">
            <legend>{t('data.search.kind')}</legend>
            {searchKinds.map((searchKind) => (
              <label key={searchKind} className="admin-radio">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={searchKind}
                  checked={kind === searchKind}
                  onChange={() => setKind(searchKind)}
                />
                {t(`data.search.${searchKind}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-query`} className="admin-search__label">
            {t(kind === 'UserByEmail' ? 'data.search.email' : 'data.search.reference')}
          </label>
          <div className="admin-search__row">
            <input
              id={`${id}-query`}
              className="admin-input admin-search__input"
              type={kind === 'UserByEmail' ? 'email' : 'text'}
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <Button type="submit">{t('data.search.submit')}</Button>
          </div>
        </form>
        {user.status === 'loading' ? <StatusLine>{t('data.search.loading')}</StatusLine> : null}
        {user.status === 'not-found' ? (
          <StatusLine>{t(`data.notFound.${user.kind}`, { value: user.value })}</StatusLine>
        ) : null}
        {user.status === 'failed' ? (
          <StatusLine tone="error">
            {t('data.search.failed')}
            <span className="admin-status__detail"> ({texts.failure(user.failure)})</span>
          </StatusLine>
        ) : null}
      </Card>

      {outcome ? (
        <StatusLine tone={outcome.ok ? 'success' : 'error'}>
          {outcome.ok
            ? t('data.result.ok', { message: outcomeText(outcome) })
            : t('data.result.failed', { message: outcomeText(outcome) })}
        </StatusLine>
      ) : null}

      <div className={found ? 'admin-workspace admin-workspace--loaded' : 'admin-workspace'}>
        {found ? <SubscriberCard user={found.answer.User} /> : null}
        <div className="admin-workspace__actions">
          {mode === 'None' || entityForm ? <SubscriberActions {...actionProps} needUser={!found} /> : form}
          {entityForm ? form : <EntityActions {...actionProps} />}
        </div>
        {found ? (
          <div className="admin-workspace__details">
            <UserCards answer={found.answer} now={now} terminatedActions={terminatedActions} />
          </div>
        ) : null}
      </div>

      <ConfirmDialog
        question={pending ? t(`data.confirm.${confirmationOf(pending)}`) : undefined}
        detail={pending ? confirmDetail(pending) : undefined}
        confirmLabel={t('data.confirm.yes')}
        cancelLabel={t('data.confirm.no')}
        onConfirm={confirmPending}
        onCancel={() => setPending(undefined)}
      />
    </div>
  );
}
