import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maxPasswordLength, minPasswordLength, passwordSetResponseSchema } from '@zilt/contracts/staff';
import { Button } from '../components/button/button.tsx';
import { StatusLine } from '../components/status/status.tsx';
import { callApi } from '../lib/api-client.ts';

/** The token of the one-time link, from the address's fragment (`#token=…`: never sent to a server). */
function linkToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token');
}

/** Sets a staff member's password with the one-time link they were given. */
export function PasswordPage({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const [token] = useState(linkToken);
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    setState('busy');
    const result = await callApi('/api/v1/staff/password', {
      method: 'POST',
      body: { token, newPassword: password },
      schema: passwordSetResponseSchema,
    });
    setState(result.ok ? 'done' : 'failed');
    if (result.ok) {
      setPassword('');
      // The token is used up: it leaves the address (and the browser's history entry).
      window.history.replaceState(null, '', window.location.pathname);
    }
  };

  return (
    <main className="admin-main" id="main">
      <h1 className="admin-page-title">{t('staff.passwordTitle')}</h1>
      {state === 'done' ? (
        <>
          <StatusLine tone="success">{t('staff.passwordDone')}</StatusLine>
          <Link to={`${prefix}/sign-in`} className="admin-button admin-button--primary">
            {t('staff.signIn')}
          </Link>
        </>
      ) : !token ? (
        <StatusLine tone="error">{t('staff.passwordNoToken')}</StatusLine>
      ) : (
        <form className="admin-form" onSubmit={submit}>
          <div className="admin-form__field">
            <label htmlFor={`${id}-password`}>{t('staff.newPassword')}</label>
            <input
              id={`${id}-password`}
              className="admin-input"
              type="password"
              autoComplete="new-password"
              required
              minLength={minPasswordLength}
              maxLength={maxPasswordLength}
              aria-describedby={`${id}-hint`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <span id={`${id}-hint`} className="admin-form__hint">
              {t('staff.passwordHint', { min: minPasswordLength, max: maxPasswordLength })}
            </span>
          </div>
          <Button type="submit" disabled={state === 'busy'}>
            {t('staff.passwordSubmit')}
          </Button>
          {state === 'failed' ? <StatusLine tone="error">{t('staff.passwordFailed')}</StatusLine> : null}
        </form>
      )}
    </main>
  );
}
