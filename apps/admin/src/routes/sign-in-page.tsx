import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { csrfHeader, signInResponseSchema } from '@zilt/contracts/staff';
import { Button } from '../components/button/button.tsx';
import { Card } from '../components/card/card.tsx';
import { StatusLine } from '../components/status/status.tsx';
import { callApi } from '../lib/api-client.ts';
import { refreshStaffSession, useStaffSession } from '../lib/staff-session.ts';

type Step = { kind: 'password' } | { kind: 'code'; csrfToken: string };

/**
 * Staff sign-in: e-mail address and password, then (when the account has a second factor) the
 * code of the authenticator app or a recovery code. Errors are announced and the focus moves
 * to the next field.
 */
export function SignInPage({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const failure = (status: number) =>
    status === 429
      ? t('staff.tooMany')
      : status === 401
        ? step.kind === 'code'
          ? t('staff.wrongCode')
          : t('staff.wrong')
        : t('staff.failed');

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const result = await callApi('/api/v1/staff/sign-in', {
      method: 'POST',
      body: { email, password },
      schema: signInResponseSchema,
    });
    setBusy(false);
    if (!result.ok) return setProblem(failure(result.status));
    setPassword('');
    if (result.value.state === 'second-factor-required') {
      setStep({ kind: 'code', csrfToken: result.value.csrfToken });
      requestAnimationFrame(() => codeInput.current?.focus());
      return;
    }
    await refreshStaffSession();
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    setBusy(true);
    setProblem(null);
    const typed = code.trim();
    const response = await fetch('/api/v1/staff/sign-in/second-factor', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', [csrfHeader]: step.csrfToken },
      body: JSON.stringify(/^\d{6}$/.test(typed) ? { code: typed } : { recoveryCode: typed }),
    }).catch(() => undefined);
    setBusy(false);
    if (!response?.ok) {
      setCode('');
      codeInput.current?.focus();
      return setProblem(failure(response?.status ?? 0));
    }
    await refreshStaffSession();
  };

  if (session.signedIn) {
    return (
      <main className="admin-main" id="main">
        <h1 className="admin-page-title">{t('staff.signInTitle')}</h1>
        <StatusLine tone="success">{t('staff.signedIn', { email: session.email, role: session.role })}</StatusLine>
        {session.limited ? <p>{t('staff.limited')}</p> : null}
        <Link to={`${prefix}/data`} className="admin-button admin-button--primary">
          {t('staff.toData')}
        </Link>
      </main>
    );
  }

  return (
    <main className="admin-main" id="main">
      <h1 className="admin-page-title">{t('staff.signInTitle')}</h1>
      {step.kind === 'password' ? (
        <Card title={t('staff.passwordStep')}>
          <form
            className="admin-form"
            onSubmit={submitPassword}
            aria-describedby={problem ? `${id}-problem` : undefined}
          >
            <div className="admin-form__field">
              <label htmlFor={`${id}-email`}>{t('staff.email')}</label>
              <input
                id={`${id}-email`}
                className="admin-input"
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div className="admin-form__field">
              <label htmlFor={`${id}-password`}>{t('staff.password')}</label>
              <input
                id={`${id}-password`}
                className="admin-input"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={busy}>
              {t('staff.submit')}
            </Button>
          </form>
        </Card>
      ) : (
        <Card title={t('staff.codeStep')}>
          <form className="admin-form" onSubmit={submitCode}>
            <div className="admin-form__field">
              <label htmlFor={`${id}-code`}>{t('staff.code')}</label>
              <input
                id={`${id}-code`}
                ref={codeInput}
                className="admin-input"
                type="text"
                inputMode="text"
                autoComplete="one-time-code"
                spellCheck={false}
                required
                value={code}
                aria-describedby={`${id}-code-hint`}
                onChange={(event) => setCode(event.target.value)}
              />
              <span id={`${id}-code-hint`} className="admin-form__hint">
                {t('staff.codeHint')}
              </span>
            </div>
            <Button type="submit" disabled={busy}>
              {t('staff.codeSubmit')}
            </Button>
          </form>
        </Card>
      )}
      {problem ? (
        <div id={`${id}-problem`}>
          <StatusLine tone="error">{problem}</StatusLine>
        </div>
      ) : null}
    </main>
  );
}
