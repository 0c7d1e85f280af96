import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  staffLinkAnswerSchema,
  staffListResponseSchema,
  staffRoles,
  staffSessionsEndedSchema,
  staffListingSchema,
  type StaffLinkAnswer,
  type StaffListing,
  type StaffRole,
} from '@zilt/contracts/staff';
import { StudioApiError, studioApi } from '../shell/studio-api';
import { formatStudioTime } from '../studio-time';
import { useStudioShell } from '../shell/studio-shell';
import type { StudioLanguage } from '../studio-language';
import { roleLabels, staffText } from './staff-text';
import './staff.css';

// The staff accounts (`/studio/staff`, admins only): the list with role, second factor and
// state; adding an account and resetting one give the one-time link to hand over; an admin sets
// a role, ends an account's sessions everywhere or disables it. An admin's own account is
// changed on My account, not here.

function failure(language: StudioLanguage, error: unknown): string {
  return staffText(language, 'failed', { message: error instanceof Error ? error.message : String(error) });
}

function LinkHandover({ language, answer }: { language: StudioLanguage; answer: StaffLinkAnswer }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const email = answer.account.email;
  return (
    <section className="studio-staff-link studio-message" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{staffText(language, 'linkHeading', { email })}</h2>
      <p>{staffText(language, 'linkIntro', { email, until: formatStudioTime(answer.expiresAt, language) })}</p>
      {answer.mailed && <p>{staffText(language, 'linkMailed')}</p>}
      <div className="studio-control">
        <label htmlFor={`${id}-link`}>{staffText(language, 'link')}</label>
        <input id={`${id}-link`} readOnly value={answer.link} onFocus={(event) => event.target.select()} />
      </div>
      <button
        type="button"
        className="studio-button studio-button--quiet"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(answer.link)
            .then(() => setCopied(true))
            .catch(() => undefined)
        }
      >
        {staffText(language, 'copy')}
      </button>
      <span role="status">{copied ? staffText(language, 'copied') : ''}</span>
    </section>
  );
}

function ActionButton({
  disabled,
  onClick,
  children,
  danger = false,
}: {
  disabled?: boolean;
  onClick: () => unknown;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={`studio-button ${danger ? 'studio-button--danger' : 'studio-button--quiet'}`}
      disabled={disabled}
      onClick={() => void onClick()}
    >
      {children}
    </button>
  );
}

function AccountRow({
  language,
  account,
  own,
  onDone,
  onLink,
}: {
  language: StudioLanguage;
  account: StaffListing;
  own: boolean;
  /** A change went through: its message, and the list is read again. */
  onDone: (message: string) => void;
  onLink: (answer: StaffLinkAnswer) => void;
}) {
  const roleId = useId();
  const [role, setRole] = useState<StaffRole>(account.role);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const path = `/api/v1/admin/staff/${account.id}`;
  const email = account.email;

  async function act(run: () => Promise<string | null>) {
    setBusy(true);
    try {
      const message = await run();
      if (message) onDone(message);
    } catch (error) {
      onDone(failure(language, error));
    } finally {
      setBusy(false);
    }
  }

  const actions =
    own || account.disabled ? null : (
      <div className="studio-staff-actions">
        <label htmlFor={roleId} className="visually-hidden">
          {staffText(language, 'roleOf', { email })}
        </label>
        <select
          id={roleId}
          className="studio-input"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {staffRoles.map((name) => (
            <option key={name} value={name}>
              {roleLabels[name][language]}
            </option>
          ))}
        </select>
        <ActionButton
          disabled={busy || role === account.role}
          onClick={() =>
            act(async () => {
              const changed = await studioApi(`${path}/role`, { method: 'POST', body: { role } }, staffListingSchema);
              return staffText(language, 'roleSet', { email, role: roleLabels[changed.role][language] });
            })
          }
        >
          {staffText(language, 'setRole')}
        </ActionButton>
        <ActionButton
          disabled={busy}
          onClick={() =>
            act(async () => {
              onLink(await studioApi(`${path}/reset`, { method: 'POST', body: {} }, staffLinkAnswerSchema));
              return null;
            })
          }
        >
          {staffText(language, 'reset')}
        </ActionButton>
        <ActionButton
          disabled={busy}
          onClick={() =>
            act(async () => {
              const answer = await studioApi(
                `${path}/sign-out-everywhere`,
                { method: 'POST' },
                staffSessionsEndedSchema,
              );
              return staffText(language, 'sessionsEnded', { email, count: answer.ended });
            })
          }
        >
          {staffText(language, 'signOutEverywhere')}
        </ActionButton>
        {confirming ? (
          <>
            <ActionButton
              danger
              disabled={busy}
              onClick={() =>
                act(async () => {
                  await studioApi(`${path}/disable`, { method: 'POST' }, staffListingSchema);
                  return staffText(language, 'accountDisabled', { email });
                })
              }
            >
              {staffText(language, 'confirmDisable', { email })}
            </ActionButton>
            <ActionButton onClick={() => setConfirming(false)}>{staffText(language, 'cancel')}</ActionButton>
          </>
        ) : (
          <ActionButton disabled={busy} onClick={() => setConfirming(true)}>
            {staffText(language, 'disable')}
          </ActionButton>
        )}
      </div>
    );

  return (
    <tr>
      <th scope="row">
        {email} {own && staffText(language, 'you')}
      </th>
      <td>{roleLabels[account.role][language]}</td>
      <td>{staffText(language, account.totpEnabled ? 'on' : 'off')}</td>
      <td>{staffText(language, account.passwordSet ? 'passwordSet' : 'passwordNotSet')}</td>
      <td>{staffText(language, account.disabled ? 'disabled' : 'active')}</td>
      <td>{actions}</td>
    </tr>
  );
}

function AddAccount({ language, onAdded }: { language: StudioLanguage; onAdded: (answer: StaffLinkAnswer) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onAdded(await studioApi('/api/v1/admin/staff', { method: 'POST', body: { email, role } }, staffLinkAnswerSchema));
      setEmail('');
    } catch (error) {
      if (error instanceof StudioApiError && error.status === 409) setProblem(staffText(language, 'exists'));
      else if (error instanceof StudioApiError && error.status === 400) setProblem(staffText(language, 'badEmail'));
      else setProblem(failure(language, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="studio-staff-add" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`${id}-heading`}>{staffText(language, 'addHeading')}</h2>
      <div className="studio-staff-add__fields">
        <div className="studio-control">
          <label htmlFor={`${id}-email`}>{staffText(language, 'email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div className="studio-control">
          <label htmlFor={`${id}-role`}>{staffText(language, 'role')}</label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {staffRoles.map((name) => (
              <option key={name} value={name}>
                {roleLabels[name][language]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="studio-button" disabled={busy}>
          {staffText(language, 'add')}
        </button>
      </div>
      {problem && (
        <p className="studio-control__problem" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </form>
  );
}

export function StaffScreen() {
  const { language, session } = useStudioShell();
  const [accounts, setAccounts] = useState<StaffListing[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [link, setLink] = useState<StaffLinkAnswer | null>(null);
  const isAdmin = session.role === 'admin';
  const id = useId();

  const load = useCallback(async () => {
    try {
      setAccounts((await studioApi('/api/v1/admin/staff', {}, staffListResponseSchema)).accounts);
      setProblem(null);
    } catch (error) {
      setProblem(staffText(language, 'loadFailed', { message: error instanceof Error ? error.message : '' }));
    }
  }, [language]);

  useEffect(() => {
    if (isAdmin) void load();
  }, [isAdmin, load]);

  if (!isAdmin) {
    return (
      <main className="studio-screen">
        <h1>{staffText(language, 'heading')}</h1>
        <p className="studio-message studio-message--problem">{staffText(language, 'adminsOnly')}</p>
      </main>
    );
  }

  function showLink(answer: StaffLinkAnswer) {
    setLink(answer);
    setMessage('');
    void load();
  }

  return (
    <main className="studio-screen">
      <h1>{staffText(language, 'heading')}</h1>
      <p>{staffText(language, 'intro')}</p>
      <AddAccount language={language} onAdded={showLink} />
      {link && <LinkHandover key={link.link} language={language} answer={link} />}
      <p role="status" className={message ? 'studio-message' : undefined}>
        {message}
      </p>
      {problem && <p className="studio-message studio-message--problem">{problem}</p>}
      {!accounts && !problem && <p role="status">{staffText(language, 'loading')}</p>}
      {accounts && (
        <div className="studio-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table>
            <caption id={`${id}-caption`}>{staffText(language, 'accountsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{staffText(language, 'email')}</th>
                <th scope="col">{staffText(language, 'role')}</th>
                <th scope="col">{staffText(language, 'secondFactor')}</th>
                <th scope="col">{staffText(language, 'password')}</th>
                <th scope="col">{staffText(language, 'state')}</th>
                <th scope="col">{staffText(language, 'actions')}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <AccountRow
                  key={`${account.id}-${account.role}-${account.disabled}`}
                  language={language}
                  account={account}
                  own={account.email === session.email}
                  onDone={(text) => {
                    setLink(null);
                    setMessage(text);
                    void load();
                  }}
                  onLink={showLink}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
