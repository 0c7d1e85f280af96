import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { accessHeaders, refreshStaffSession, sessionAccess, useStaffSession } from '../../lib/staff-session.ts';
import { Button } from '../button/button.tsx';

/** In the top bar: a link to sign in as staff, or who is signed in and a button to sign out. */
export function StaffSignInState({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const session = useStaffSession();
  if (!session.signedIn) {
    return (
      <NavLink to={`${prefix}/sign-in`} className="admin-top-bar__link">
        {t('staff.signIn')}
      </NavLink>
    );
  }
  const signOut = async () => {
    await fetch('/api/v1/staff/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...accessHeaders(sessionAccess) },
    }).catch(() => undefined);
    await refreshStaffSession();
  };
  return (
    <div className="admin-top-bar__staff">
      <span>{t('staff.signedInAs', { email: session.email, role: session.role })}</span>
      <Button variant="secondary" onClick={() => void signOut()}>
        {t('staff.signOut')}
      </Button>
    </div>
  );
}
