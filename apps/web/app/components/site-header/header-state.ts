// Open/closed state of the header's menu, dropdowns and search: opening search
// collapses all dropdowns, opening a dropdown closes search, and everything closes together
// (outside click, Escape, navigation).

export interface HeaderState {
  /** The location the state belongs to: after any navigation everything reads as closed. */
  locationKey: string;
  menuOpen: boolean;
  searchOpen: boolean;
  openDropdown: number | null;
}

export type HeaderAction =
  | { type: 'toggle-menu'; locationKey: string }
  | { type: 'toggle-search'; locationKey: string }
  | { type: 'toggle-dropdown'; index: number; locationKey: string }
  | { type: 'close-dropdown' }
  | { type: 'close-all' };

export const closedHeader: HeaderState = { locationKey: '', menuOpen: false, searchOpen: false, openDropdown: null };

/** The state as it applies at `locationKey`: stale state from an earlier page is closed. */
export function headerStateAt(state: HeaderState, locationKey: string): HeaderState {
  return state.locationKey === locationKey ? state : { ...closedHeader, locationKey };
}

export function headerReducer(state: HeaderState, action: HeaderAction): HeaderState {
  switch (action.type) {
    case 'toggle-menu': {
      const current = headerStateAt(state, action.locationKey);
      return current.menuOpen
        ? { ...current, menuOpen: false, openDropdown: null }
        : { ...current, menuOpen: true, searchOpen: false };
    }
    case 'toggle-search': {
      const current = headerStateAt(state, action.locationKey);
      return current.searchOpen
        ? { ...current, searchOpen: false }
        : { ...current, searchOpen: true, openDropdown: null, menuOpen: false };
    }
    case 'toggle-dropdown': {
      const current = headerStateAt(state, action.locationKey);
      const opening = current.openDropdown !== action.index;
      return {
        ...current,
        openDropdown: opening ? action.index : null,
        searchOpen: opening ? false : current.searchOpen,
      };
    }
    case 'close-dropdown':
      return { ...state, openDropdown: null };
    case 'close-all':
      return { ...closedHeader, locationKey: state.locationKey };
  }
}
