import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetToken, saveToken, useSecurityToken } from '../../lib/token-store.ts';
import { Button } from '../button/button.tsx';

/**
 * The security token field under the top bar: what is typed is kept in local storage at once.
 * "Forget token" removes it from this browser (a shared computer) and returns the page to its
 * signed-out state, with the focus in the empty field.
 */
export function TokenField() {
  const { t } = useTranslation();
  const token = useSecurityToken();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [forgotten, setForgotten] = useState(false);
  return (
    <div className="admin-token">
      <div className="admin-token__inner">
        <label htmlFor={id} className="admin-token__label">
          {t('token.label')}
        </label>
        <input
          id={id}
          className="admin-input admin-token__input"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          ref={input}
          onChange={(event) => {
            setForgotten(false);
            saveToken(event.target.value.trim());
          }}
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} className="admin-token__hint" role="status">
          {token ? t('token.kept') : forgotten ? t('token.forgotten') : t('token.missing')}
        </span>
        {token ? (
          <Button
            variant="secondary"
            className="admin-token__forget"
            onClick={() => {
              forgetToken();
              setForgotten(true);
              input.current?.focus();
            }}
          >
            {t('token.forget')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
