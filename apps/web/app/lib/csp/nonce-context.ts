import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the current response. entry.server provides it;
 * in the browser it is absent (inline scripts exist only in the server's HTML).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
