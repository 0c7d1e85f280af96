import { describe, expect, it } from 'vitest';
import { closedHeader, headerReducer, headerStateAt, type HeaderState } from './header-state';

const at = 'page-1';
const start: HeaderState = { ...closedHeader, locationKey: at };

describe('header state', () => {
  it('opening search collapses every dropdown', () => {
    const withDropdown = headerReducer(start, { type: 'toggle-dropdown', index: 1, locationKey: at });
    expect(withDropdown.openDropdown).toBe(1);
    const searching = headerReducer(withDropdown, { type: 'toggle-search', locationKey: at });
    expect(searching).toMatchObject({ searchOpen: true, openDropdown: null });
  });

  it('opening a dropdown closes search', () => {
    const searching = headerReducer(start, { type: 'toggle-search', locationKey: at });
    const withDropdown = headerReducer(searching, { type: 'toggle-dropdown', index: 0, locationKey: at });
    expect(withDropdown).toMatchObject({ searchOpen: false, openDropdown: 0 });
  });

  it('toggling the open dropdown closes it and switching dropdowns keeps one open', () => {
    const first = headerReducer(start, { type: 'toggle-dropdown', index: 0, locationKey: at });
    expect(headerReducer(first, { type: 'toggle-dropdown', index: 2, locationKey: at }).openDropdown).toBe(2);
    expect(headerReducer(first, { type: 'toggle-dropdown', index: 0, locationKey: at }).openDropdown).toBeNull();
  });

  it('closing the menu also folds its dropdowns', () => {
    const open = headerReducer(start, { type: 'toggle-menu', locationKey: at });
    const withDropdown = headerReducer(open, { type: 'toggle-dropdown', index: 0, locationKey: at });
    expect(headerReducer(withDropdown, { type: 'toggle-menu', locationKey: at })).toMatchObject({
      menuOpen: false,
      openDropdown: null,
    });
  });

  it('close-all closes menu, dropdown and search', () => {
    const busy: HeaderState = { locationKey: at, menuOpen: true, searchOpen: false, openDropdown: 1 };
    expect(headerReducer(busy, { type: 'close-all' })).toEqual({ ...closedHeader, locationKey: at });
  });

  it('reads as closed after navigating to another page', () => {
    const busy: HeaderState = { locationKey: at, menuOpen: true, searchOpen: true, openDropdown: 1 };
    expect(headerStateAt(busy, 'page-2')).toEqual({ ...closedHeader, locationKey: 'page-2' });
  });
});
