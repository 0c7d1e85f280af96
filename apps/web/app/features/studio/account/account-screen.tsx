import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import {
  maxPasswordLength,
  minPasswordLength,
  staffSignInsResponseSchema,
  totpConfirmResponseSchema,
  totpEnrolResponseSchema,
  type StaffSignIns,
} from '@zilt/contracts/staff';
import { SmartLink } from '../../../components/smart-link/smart-link';
import { StudioApiError, setStudioCsrfToken, studioApi } from '../shell/studio-api';
import { formatStudioTime } from '../studio-time';
import { useStudioShell } from '../shell/studio-shell';
import type { StudioLanguage } from '../studio-language';
import { accountText, signInWords } from './account-text';
import './account.css';

// My account (`/studio/account`): every editor and admin turns the second factor on (the secret
// as text and as an otpauth:// link, confirmed with a code, then the ten recovery codes shown
// once) or off (with the password; admins keep it), changes the password, reads the recent
// sign-ins and signs out everywhere. An admin without a second factor reaches only this screen.

type Outcome = { ok: boolean; text: string } | null;

function failure(language: StudioLanguage, error: unknown): string {
  return accountText(language, 'failed', { message: error instanceof Error ? error.message : String(error) });
}

function Field({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem?: string | null | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const problemId = problem ? `${id}-problem` : undefined;
  return (
    <div className="studio-control">
      <label htmlFor={id}>{label}</label>
      {children(problemId)}
      {problem && (
        <p className="studio-control__problem" id={problemId}>
          {problem}
        </p>
      )}
    </div>
  );
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  return (
    <p role="status" className={outcome ? `studio-message${outcome.ok ? '' : ' studio-message--problem'}` : undefined}>
      {outcome?.text ?? ''}
    </p>
  );
}

function SecondFactor({ language }: { language: StudioLanguage }) {
  const { session } = useStudioShell();
  const revalidator = useRevalidator();
  const id = useId();
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    setOutcome(null);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  const startEnrolment = () =>
    run(async () => {
      try {
        setEnrolment(
          await studioApi('/api/v1/staff/totp/enrol', { method: 'POST', body: {} }, totpEnrolResponseSchema),
        );
      } catch (error) {
        setOutcome({ ok: false, text: failure(language, error) });
      }
    });

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      try {
        const answer = await studioApi(
          '/api/v1/staff/totp/confirm',
          { method: 'POST', body: { code: code.replace(/\s+/g, '') } },
          totpConfirmResponseSchema,
        );
        setRecoveryCodes(answer.recoveryCodes);
        setEnrolment(null);
        setCode('');
        // The session is no longer limited: the frame asks the server again.
        await revalidator.revalidate();
      } catch (error) {
        setProblem(
          error instanceof StudioApiError && (error.status === 400 || error.status === 401)
            ? accountText(language, 'wrongCode')
            : failure(language, error),
        );
      }
    });
  };

  const turnOff = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      try {
        await studioApi('/api/v1/staff/totp/disable', { method: 'POST', body: { password } });
        setPassword('');
        setOutcome({ ok: true, text: accountText(language, 'totpTurnedOff') });
        await revalidator.revalidate();
      } catch (error) {
        setProblem(
          error instanceof StudioApiError && (error.status === 400 || error.status === 401)
            ? accountText(language, 'wrongPassword')
            : failure(language, error),
        );
      }
    });
  };

  return (
    <section className="studio-account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{accountText(language, 'totpHeading')}</h2>
      {recoveryCodes ? (
        <div className="studio-message">
          <h3>{accountText(language, 'recoveryHeading')}</h3>
          <p>{accountText(language, 'recoveryIntro')}</p>
          <ol className="studio-account-codes">
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>
                <code>{recoveryCode}</code>
              </li>
            ))}
          </ol>
          <button type="button" className="studio-button" onClick={() => setRecoveryCodes(null)}>
            {accountText(language, 'recoveryStored')}
          </button>
        </div>
      ) : (
        <p>{accountText(language, session.totp.enabled ? 'totpOn' : 'totpOff')}</p>
      )}
      {!session.totp.enabled && !enrolment && (
        <button type="button" className="studio-button" disabled={busy} onClick={() => void startEnrolment()}>
          {accountText(language, 'turnOn')}
        </button>
      )}
      {!session.totp.enabled && enrolment && (
        <form onSubmit={confirm} noValidate className="studio-account-form">
          <p>{accountText(language, 'enrolIntro')}</p>
          <p>
            {accountText(language, 'secret')}:{' '}
            <code className="studio-account-secret">{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <p>
            <SmartLink href={enrolment.otpauthUrl}>{accountText(language, 'otpauthLink')}</SmartLink>
          </p>
          <Field id={`${id}-code`} label={accountText(language, 'code')} problem={problem}>
            {(describedBy) => (
              <input
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <button type="submit" className="studio-button" disabled={busy}>
            {accountText(language, 'confirm')}
          </button>
        </form>
      )}
      {session.totp.enabled && session.totp.required && <p>{accountText(language, 'adminsKeep')}</p>}
      {session.totp.enabled && !session.totp.required && !recoveryCodes && (
        <form onSubmit={turnOff} noValidate className="studio-account-form">
          <h3>{accountText(language, 'turnOff')}</h3>
          <p>{accountText(language, 'turnOffIntro')}</p>
          <Field id={`${id}-password`} label={accountText(language, 'currentPassword')} problem={problem}>
            {(describedBy) => (
              <input
                id={`${id}-password`}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <button type="submit" className="studio-button" disabled={busy}>
            {accountText(language, 'turnOff')}
          </button>
        </form>
      )}
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}

function ChangePassword({ language }: { language: StudioLanguage }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problems, setProblems] = useState<{ current?: string; next?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    if (next.length < minPasswordLength || next.length > maxPasswordLength) {
      setProblems({ next: accountText(language, 'passwordTooShort') });
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await studioApi('/api/v1/staff/password/change', {
        method: 'POST',
        body: { currentPassword: current, newPassword: next },
      });
      setCurrent('');
      setNext('');
      setOutcome({ ok: true, text: accountText(language, 'passwordChanged') });
    } catch (error) {
      if (error instanceof StudioApiError && (error.status === 401 || error.status === 403)) {
        setProblems({ current: accountText(language, 'wrongPassword') });
      } else if (error instanceof StudioApiError && error.status === 400) {
        const field = JSON.stringify(error.body ?? {}).includes('currentPassword') ? 'current' : 'next';
        setProblems({
          [field]:
            field === 'current' ? accountText(language, 'wrongPassword') : accountText(language, 'passwordTooShort'),
        });
      } else {
        setOutcome({ ok: false, text: failure(language, error) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="studio-account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{accountText(language, 'passwordHeading')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="studio-account-form">
        <Field id={`${id}-current`} label={accountText(language, 'currentPassword')} problem={problems.current}>
          {(describedBy) => (
            <input
              id={`${id}-current`}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
              aria-invalid={problems.current ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={`${id}-new`} label={accountText(language, 'newPassword')} problem={problems.next}>
          {(describedBy) => (
            <input
              id={`${id}-new`}
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
              aria-invalid={problems.next ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <button type="submit" className="studio-button" disabled={busy}>
          {accountText(language, 'changePassword')}
        </button>
      </form>
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}

function RecentSignIns({ language }: { language: StudioLanguage }) {
  const id = useId();
  const [signIns, setSignIns] = useState<StaffSignIns['entries'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    studioApi('/api/v1/staff/sign-ins', { signal: controller.signal }, staffSignInsResponseSchema)
      .then((answer) => setSignIns(answer.entries))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setProblem(failure(language, error));
      });
    return () => controller.abort();
  }, [language]);

  const words = (value: string | null) =>
    value && value in signInWords ? signInWords[value as keyof typeof signInWords][language] : (value ?? '');

  return (
    <section className="studio-account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{accountText(language, 'signInsHeading')}</h2>
      {problem && <p className="studio-message studio-message--problem">{problem}</p>}
      {!signIns && !problem && <p role="status">{accountText(language, 'loading')}</p>}
      {signIns && signIns.length === 0 && <p>{accountText(language, 'noSignIns')}</p>}
      {signIns && signIns.length > 0 && (
        <div className="studio-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table>
            <caption id={`${id}-caption`}>{accountText(language, 'signInsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{accountText(language, 'when')}</th>
                <th scope="col">{accountText(language, 'outcome')}</th>
                <th scope="col">{accountText(language, 'address')}</th>
                <th scope="col">{accountText(language, 'browser')}</th>
              </tr>
            </thead>
            <tbody>
              {signIns.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td>{formatStudioTime(entry.at, language)}</td>
                  <td>
                    {entry.ok
                      ? accountText(language, 'succeeded', { method: words(entry.method) })
                      : accountText(language, 'failedBecause', { reason: words(entry.reason) })}
                  </td>
                  <td>{entry.address ?? ''}</td>
                  <td>{entry.userAgent ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SignOutEverywhere({ language }: { language: StudioLanguage }) {
  const id = useId();
  const { studioPath } = useStudioShell();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function signOut() {
    try {
      await studioApi('/api/v1/staff/sign-out-everywhere', { method: 'POST', body: {} });
      setStudioCsrfToken(null);
      await navigate(studioPath());
      await revalidator.revalidate();
    } catch (error) {
      setOutcome({ ok: false, text: failure(language, error) });
    }
  }

  return (
    <section className="studio-account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{accountText(language, 'everywhereHeading')}</h2>
      <p>{accountText(language, 'everywhereIntro')}</p>
      <button type="button" className="studio-button studio-button--quiet" onClick={() => void signOut()}>
        {accountText(language, 'signOutEverywhere')}
      </button>
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}

export function AccountScreen() {
  const { language, session } = useStudioShell();
  return (
    <main className="studio-screen">
      <h1>{accountText(language, 'heading')}</h1>
      <p>{accountText(language, 'signedInAs', { email: session.email, role: session.role })}</p>
      {session.limited && <p className="studio-message studio-message--problem">{accountText(language, 'limited')}</p>}
      <SecondFactor language={language} />
      <ChangePassword language={language} />
      <RecentSignIns language={language} />
      <SignOutEverywhere language={language} />
    </main>
  );
}
