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
import { ChangeForm } from './change-form.tsx';
import { searchSubscriber, sendChange } from './support-client.ts';
import { UserCards } from './user-card.tsx';

type UserState =
  | { status: 'unloaded' }
  | { status: 'loading' }
  | { status: 'loaded'; found: Found }
  | { status: 'failed'; message: string };

/** The last change's outcome: done (with the server's message), or refused with its reason. */
type ChangeOutcome = { ok: boolean; message: string } | undefined;

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
        : { status: 'failed', message: result.message },
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
    setSending(true);
    const result = await sendChange(token, request);
    setSending(false);
    setOutcome(
      result.ok
        ? {
            ok: result.value.Ok,
            // A change that made an entity names its id, so the next change can refer to it.
            message: [
              result.value.Message ?? (result.value.Ok ? 'Ok' : ''),
              result.value.Id ? `Id ${result.value.Id}` : '',
            ]
              .filter(Boolean)
              .join(' — '),
          }
        : { ok: false, message: result.message },
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
        {user.status === 'failed' ? (
          <StatusLine tone="error">
            {t('data.search.failed')}
            <span className="admin-status__detail"> ({user.message})</span>
          </StatusLine>
        ) : null}
      </Card>

      {outcome ? (
        <StatusLine tone={outcome.ok ? 'success' : 'error'}>
          {outcome.ok
            ? t('data.result.ok', { message: outcome.message })
            : t('data.result.failed', { message: outcome.message })}
        </StatusLine>
      ) : null}

      {mode === 'None' ? (
        <Card title={t('data.actions.title')}>
          {!found ? <p>{t('data.actions.needUser')}</p> : null}
          <div className="admin-actions">
            {offeredModes.map((candidate) => (
              <Button key={candidate} variant="secondary" onClick={() => setMode(candidate)}>
                {t(`data.actions.${candidate}`)}
              </Button>
            ))}
            {offeredImmediate.map((candidate) => (
              <Button key={candidate} variant="danger" onClick={() => setPending(candidate)}>
                {t(`data.actions.${candidate}`)}
              </Button>
            ))}
          </div>
        </Card>
      ) : (
        <div className="admin-card admin-edit">
          <ChangeForm key={mode} mode={mode} onSave={save} onBack={() => setMode('None')} sending={sending} />
        </div>
      )}

      {found ? <UserCards answer={found.answer} now={now} terminatedActions={terminatedActions} /> : null}

      <ConfirmDialog
        question={pending ? t(`data.confirm.${confirmationOf(pending)}`) : undefined}
        confirmLabel={t('data.confirm.yes')}
        cancelLabel={t('data.confirm.no')}
        onConfirm={confirmPending}
        onCancel={() => setPending(undefined)}
      />
    </div>
  );
}
