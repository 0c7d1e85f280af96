import { useSyncExternalStore } from 'react';

// The support staff's security token is typed once and kept in the browser's local storage, so
// it survives a reload; it is sent with every request as `Authorization: Bearer …`.
const storageKey = 'zilt.mini-admin.securityToken';
const listeners = new Set<() => void>();

function readToken(): string {
  try {
    return window.localStorage.getItem(storageKey) ?? '';
  } catch {
    // Storage can be switched off; the field then holds the token for this page only.
    return memoryToken;
  }
}

let memoryToken = '';

export function saveToken(token: string): void {
  memoryToken = token;
  try {
    if (token) window.localStorage.setItem(storageKey, token);
    else window.localStorage.removeItem(storageKey);
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Removes the token from this browser (local storage and memory): every page that reads it
 * returns to its signed-out state, also in other tabs.
 */
export function forgetToken(): void {
  saveToken('');
}

/** The stored token; every component that reads it follows changes (also from other tabs). */
export function useSecurityToken(): string {
  return useSyncExternalStore(subscribe, readToken, () => '');
}

/** The current token, for code outside React. */
export function currentToken(): string {
  return readToken();
}
