import type { MenuItem } from '@zilt/contracts/menu';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Icon } from '../icon/icon';
import { SmartLink } from '../smart-link/smart-link';
import { sortByWeight } from './sort-by-weight';

interface MainMenuProps {
  items: MenuItem[];
  openDropdown: number | null;
  onToggleDropdown(index: number): void;
  onCloseDropdown(): void;
}

function hasDropdown(item: MenuItem): boolean {
  return item.ShowChildren !== false && item.Children.length > 0;
}

/**
 * The main menu: plain links, and disclosure buttons for entries with children. A dropdown
 * lists the children and, when the CMS gives one, a call-to-action panel.
 */
export function MainMenu({ items, openDropdown, onToggleDropdown, onCloseDropdown }: MainMenuProps) {
  const { t } = useTranslation();
  const menuRef = useRef<HTMLUListElement>(null);
  // The toggle a finger or mouse has gone down on and whose click is still to come.
  const pressedToggle = useRef<number | null>(null);

  useEffect(() => {
    // On a phone the panels lie in the flow: when an open panel above closes, the toggle just
    // opened moves up, and may leave the menu's view. Bring it back.
    if (openDropdown === null) return;
    menuRef.current
      ?.querySelector(`[aria-controls="main-menu-panel-${openDropdown}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [openDropdown]);

  return (
    <ul className="main-menu" ref={menuRef}>
      {sortByWeight(items).map((item, index) => {
        if (!hasDropdown(item)) {
          return (
            <li key={`${item.Url}-${index}`} className="main-menu__item">
              <SmartLink className="main-menu__link" href={item.Url}>
                {item.Title}
              </SmartLink>
            </li>
          );
        }
        const open = openDropdown === index;
        const panelId = `main-menu-panel-${index}`;
        return (
          <li
            key={`${item.Url}-${index}`}
            className="main-menu__item main-menu__item--parent"
            data-open={open ? 'true' : undefined}
            onBlur={(event) => {
              // Keyboard users leave a dropdown by tabbing past its last link.
              if (!open || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
              // A tap or click on another dropdown's toggle switches dropdowns in its own click.
              // Closing this one already here (focus moves on the press) would, on a phone, pull
              // that toggle up from under the finger before the click arrives, and the click
              // would miss it: a second tap would be needed.
              if (pressedToggle.current !== null && pressedToggle.current !== index) return;
              onCloseDropdown();
            }}
          >
            <button
              type="button"
              className="main-menu__toggle"
              aria-expanded={open}
              aria-controls={panelId}
              onPointerDown={() => (pressedToggle.current = index)}
              // A finger that starts a scroll instead of a tap: no click follows.
              onPointerCancel={() => (pressedToggle.current = null)}
              onClick={() => {
                pressedToggle.current = null;
                onToggleDropdown(index);
              }}
            >
              {item.Title}
              <Icon name="chevron-down" size={20} className="main-menu__chevron" />
            </button>
            <div id={panelId} className="main-menu__panel" hidden={!open}>
              <ul className="main-menu__sublist">
                {sortByWeight(item.Children).map((child, childIndex) => (
                  <li key={`${child.Url}-${childIndex}`}>
                    <SmartLink className="main-menu__sublink" href={child.Url}>
                      {child.Title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
              {item.CTAItem && item.CTAItem.Url && (
                <div className="main-menu__cta">
                  <p className="main-menu__cta-title">{item.CTAItem.Title}</p>
                  {item.CTAItem.Description && <p className="main-menu__cta-text">{item.CTAItem.Description}</p>}
                  <SmartLink className="arrow-link" href={item.CTAItem.Url}>
                    {item.CTAItem.Label || t('readMore')}
                    <Icon name="arrow" size={20} />
                  </SmartLink>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
