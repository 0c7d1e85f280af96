import type { Language } from '@zilt/contracts/common';
import type { MenuItem } from '@zilt/contracts/menu';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Form, useLocation, useSearchParams } from 'react-router';
import { pagePath, searchPagePath } from '../../lib/page-address/resolve-page-address';
import { Icon } from '../icon/icon';
import { closedHeader, headerReducer, headerStateAt } from './header-state';
import { LanguageSwitcher } from './language-switcher';
import { MainMenu } from './main-menu';
import { SmartLink } from '../smart-link/smart-link';
import './site-header.css';

interface SiteHeaderProps {
  language: Language;
  wpPrefix: boolean;
  menu: MenuItem[];
}

/**
 * Without JavaScript the toggles cannot work, so the navigation, dropdowns and search show
 * as plain content (a dropdown opens on hover and keyboard focus).
 */
const noScriptStyles = `
.site-nav { display: block; }
.site-header__menu-toggle, .site-header__search-toggle { display: none; }
.main-menu__item:hover > .main-menu__panel, .main-menu__item:focus-within > .main-menu__panel { display: grid; }
.site-search[hidden] { display: block; }
@media (max-width: 1023.98px) { .main-menu__panel[hidden] { display: grid; } }
`;

export function SiteHeader({ language, wpPrefix, menu }: SiteHeaderProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [rawState, dispatch] = useReducer(headerReducer, closedHeader);
  const state = headerStateAt(rawState, location.key);
  const headerRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const anythingOpen = state.menuOpen || state.searchOpen || state.openDropdown !== null;
  const searchQuery = searchParams.get('searchQuery') ?? '';

  useEffect(() => {
    if (!anythingOpen) return;
    const header = headerRef.current;
    const onPointerDown = (event: PointerEvent) => {
      if (header && !header.contains(event.target as Node)) dispatch({ type: 'close-all' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape closes the innermost thing first and gives focus back to its toggle.
      const active = document.activeElement;
      if (state.openDropdown !== null) {
        const toggle = header?.querySelector<HTMLButtonElement>(
          `[aria-controls="main-menu-panel-${state.openDropdown}"]`,
        );
        dispatch({ type: 'close-dropdown' });
        if (active && header?.contains(active)) toggle?.focus();
        return;
      }
      dispatch({ type: 'close-all' });
      if (state.searchOpen) searchToggleRef.current?.focus();
      else if (state.menuOpen) menuToggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anythingOpen, state.openDropdown, state.searchOpen, state.menuOpen]);

  useEffect(() => {
    if (state.searchOpen) searchInputRef.current?.focus();
  }, [state.searchOpen]);

  return (
    <header className="site-header" ref={headerRef}>
      <noscript>
        <style>{noScriptStyles}</style>
      </noscript>
      <div className="site-header__bar container">
        <SmartLink href={pagePath(language, '/', wpPrefix)} className="site-header__logo">
          <img src="/images/logo.svg" width={126} height={48} alt={t('logo.home')} />
        </SmartLink>

        <div id="site-nav" className="site-nav" data-open={state.menuOpen ? 'true' : undefined}>
          <nav className="site-nav__main" aria-label={t('menu.label')}>
            <MainMenu
              items={menu}
              openDropdown={state.openDropdown}
              onToggleDropdown={(index) => dispatch({ type: 'toggle-dropdown', index, locationKey: location.key })}
              onCloseDropdown={() => dispatch({ type: 'close-dropdown' })}
            />
          </nav>
          <LanguageSwitcher language={language} wpPrefix={wpPrefix} />
        </div>

        <div className="site-header__actions">
          <button
            ref={searchToggleRef}
            type="button"
            className="site-header__search-toggle"
            aria-expanded={state.searchOpen}
            aria-controls="site-search"
            onClick={() => dispatch({ type: 'toggle-search', locationKey: location.key })}
          >
            <Icon name={state.searchOpen ? 'close' : 'search'} />
            <span className="site-header__toggle-label">{state.searchOpen ? t('search.close') : t('search.open')}</span>
          </button>
          <button
            ref={menuToggleRef}
            type="button"
            className="site-header__menu-toggle"
            aria-expanded={state.menuOpen}
            aria-controls="site-nav"
            onClick={() => dispatch({ type: 'toggle-menu', locationKey: location.key })}
          >
            <Icon name={state.menuOpen ? 'close' : 'menu'} />
            <span className="visually-hidden">{state.menuOpen ? t('menu.close') : t('menu.open')}</span>
          </button>
        </div>
      </div>

      <div id="site-search" className="site-search" hidden={!state.searchOpen}>
        <Form
          method="get"
          action={searchPagePath({ language, wpPrefix })}
          role="search"
          className="site-search__form container"
        >
          <label htmlFor="site-search-input" className="site-search__label">
            {t('search.label')}
          </label>
          <div className="site-search__row">
            <input
              key={searchQuery}
              ref={searchInputRef}
              id="site-search-input"
              className="site-search__input"
              type="search"
              name="searchQuery"
              defaultValue={searchQuery}
              placeholder={t('search.placeholder')}
              autoComplete="off"
            />
            <button type="submit" className="button button--primary">
              {t('search.submit')}
            </button>
          </div>
        </Form>
      </div>
    </header>
  );
}
