import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { StaffSignInState } from '../staff-sign-in-state/staff-sign-in-state.tsx';

/**
 * The bar at the top of every page: the title Mini-Admin (to the home page), Data and System,
 * Activity and Submissions, and the staff sign-in (or who is signed in, and Sign out).
 */
export function TopBar({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <header className="admin-top-bar">
      <div className="admin-top-bar__inner">
        <NavLink to={`${prefix}/home`} className="admin-top-bar__title">
          Mini-Admin
        </NavLink>
        <nav aria-label={t('nav.label')}>
          <ul className="admin-top-bar__links">
            <li>
              <NavLink to={`${prefix}/data`} className="admin-top-bar__link">
                {t('nav.data')}
              </NavLink>
            </li>
            <li>
              <NavLink to={`${prefix}/system`} className="admin-top-bar__link">
                {t('nav.system')}
              </NavLink>
            </li>
            <li>
              <NavLink to={`${prefix}/activity`} className="admin-top-bar__link">
                {t('nav.activity')}
              </NavLink>
            </li>
            <li>
              <NavLink to={`${prefix}/submissions`} className="admin-top-bar__link">
                {t('nav.submissions')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <StaffSignInState prefix={prefix} />
      </div>
    </header>
  );
}
