import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { saveToken, useSecurityToken } from '../../lib/token-store.ts';

/**
 * The security token field under the top bar: what is typed is kept in local storage at once.
 * It is a landmark of its own (a region named by its label), so that all of the page's content
 * sits in a landmark and screen-reader users can jump to it.
 */
export function TokenField() {
  const { t } = useTranslation();
  const token = useSecurityToken();
  const id = useId();
  return (
    <section className="admin-token" aria-labelledby={`${id}-label`}>
      <div className="admin-token__inner">
        <label id={`${id}-label`} htmlFor={id} className="admin-token__label">
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
    </section>
  );
}
