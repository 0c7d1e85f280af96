import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { saveToken, useSecurityToken } from '../../lib/token-store.ts';

/** The security token field under the top bar: what is typed is kept in local storage at once. */
export function TokenField() {
  const { t } = useTranslation();
  const token = useSecurityToken();
  const id = useId();
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
          onChange={(event) => saveToken(event.target.value.trim())}
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} className="admin-token__hint">
          {token ? t('token.kept') : t('token.missing')}
        </span>
      </div>
    </div>
  );
}
