import { createContext, useContext, type ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { SmartLink } from '../../../components/smart-link/smart-link';
import type { StudioLanguage } from '../studio-language';
import { shellText } from './shell-text';
import { signOutOfStudio, type SignedInSession } from './studio-session';
import './studio-shell.css';

// The studio's frame: the bar with the account and the language, the navigation between its
// screens, and the screen itself. Every screen reads the language, the session and the way to
// its own addresses (`/studio/…` in Dutch, `/studio/en/…` in English) from useStudioShell.

export interface StudioShell {
  language: StudioLanguage;
  session: SignedInSession;
  /** A studio address in the current language: `studioPath('pages')` is `/studio/pages` or `/studio/en/pages`. */
  studioPath: (path?: string) => string;
}

const StudioShellContext = createContext<StudioShell | null>(null);

export function useStudioShell(): StudioShell {
  const shell = useContext(StudioShellContext);
  if (!shell) throw new Error('useStudioShell is used outside the studio frame');
  return shell;
}

/** The address of a studio screen in a language. */
export function studioPathIn(language: StudioLanguage, path = ''): string {
  const base = language === 'en' ? '/studio/en' : '/studio';
  const rest = path.replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base;
}

/** The address of the current screen in the other language. */
export function otherLanguagePath(pathname: string, language: StudioLanguage): string {
  const rest = language === 'en' ? pathname.replace(/^\/studio\/en/i, '') : pathname.replace(/^\/studio/i, '');
  return studioPathIn(language === 'en' ? 'nl' : 'en', rest);
}

/** Whether a navigation entry is the current screen: its address or (except the dashboard) one below it. */
function isCurrent(pathname: string, entryPath: string, exact: boolean): boolean {
  const current = pathname.replace(/\/+$/, '');
  return current === entryPath || (!exact && current.startsWith(`${entryPath}/`));
}

type Screen = 'dashboard' | 'pages' | 'media' | 'menus' | 'translations' | 'team' | 'forms' | 'staff' | 'account';

const screens: readonly { screen: Screen; path: string; adminOnly?: boolean }[] = [
  { screen: 'dashboard', path: '' },
  { screen: 'pages', path: 'pages' },
  { screen: 'media', path: 'media' },
  { screen: 'menus', path: 'menus' },
  { screen: 'translations', path: 'translations' },
  { screen: 'team', path: 'team' },
  { screen: 'forms', path: 'forms' },
  { screen: 'staff', path: 'staff', adminOnly: true },
  { screen: 'account', path: 'account' },
];

export function StudioFrame({
  language,
  session,
  pathname,
  children,
}: {
  language: StudioLanguage;
  session: SignedInSession;
  pathname: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const shell: StudioShell = { language, session, studioPath: (path) => studioPathIn(language, path) };
  async function signOut() {
    await signOutOfStudio();
    await navigate(studioPathIn(language));
    await revalidator.revalidate();
  }
  return (
    <StudioShellContext.Provider value={shell}>
      <div className="studio-shell" lang={language}>
        <a className="studio-shell__skip" href="#studio-screen">
          {shellText(language, 'skipToContent')}
        </a>
        <header className="studio-shell__bar">
          <p className="studio-shell__name">{shellText(language, 'studio')}</p>
          <nav className="studio-shell__nav" aria-label={shellText(language, 'navigation')}>
            <ul>
              {screens
                .filter((entry) => !entry.adminOnly || session.role === 'admin')
                .map((entry) => (
                  <li key={entry.screen}>
                    <SmartLink
                      href={studioPathIn(language, entry.path)}
                      aria-current={
                        isCurrent(pathname, studioPathIn(language, entry.path), entry.path === '') ? 'page' : undefined
                      }
                    >
                      {shellText(language, entry.screen)}
                    </SmartLink>
                  </li>
                ))}
            </ul>
          </nav>
          <p className="studio-shell__account">
            {shellText(language, 'signedInAs', { email: session.email, role: session.role })}
          </p>
          <SmartLink
            className="studio-shell__language"
            href={otherLanguagePath(pathname, language)}
            lang={language === 'nl' ? 'en' : 'nl'}
          >
            {shellText(language, 'otherLanguage')}
          </SmartLink>
          <button type="button" className="studio-shell__sign-out" onClick={() => void signOut()}>
            {shellText(language, 'signOut')}
          </button>
        </header>
        <div className="studio-shell__screen" id="studio-screen" tabIndex={-1}>
          {children}
        </div>
      </div>
    </StudioShellContext.Provider>
  );
}
