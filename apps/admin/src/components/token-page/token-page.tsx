import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TokenField } from '../token-field/token-field.tsx';
import { sessionAccess, sessionAllows, useStaffSession } from '../../lib/staff-session.ts';
import { useSecurityToken } from '../../lib/token-store.ts';

/**
 * A screen that works with the security token: the token field, the screen's title and its
 * content, all inside the page's main landmark (the token field sits under the top bar). The
 * content is drawn anew when the token is forgotten or given, so nothing loaded with one token
 * stays on screen after it (a shared computer). A support member or admin signed in as staff
 * needs no token: the page's requests go with the session (the token field stays).
 */
export function TokenPage({ title, children }: { title: string; children: (token: string) => ReactNode }) {
  const { t } = useTranslation();
  const typed = useSecurityToken();
  const session = useStaffSession();
  const withSession = sessionAllows(session, 'support');
  const access = withSession ? sessionAccess : typed;
  return (
    <main id="main">
      <TokenField />
      <div className="admin-main" key={withSession ? 'session' : typed ? 'signed-in' : 'signed-out'}>
        <h1 className="admin-page-title">{title}</h1>
        {withSession && session.signedIn ? (
          <p className="admin-session-note">{t('staff.sessionNote', { email: session.email })}</p>
        ) : null}
        {children(access)}
      </div>
    </main>
  );
}
