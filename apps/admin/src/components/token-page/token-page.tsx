import type { ReactNode } from 'react';
import { TokenField } from '../token-field/token-field.tsx';
import { useSecurityToken } from '../../lib/token-store.ts';

/**
 * A screen that works with the security token: the token field, the screen's title and its
 * content, all inside the page's main landmark (the token field sits under the top bar). The
 * content is drawn anew when the token is forgotten or given, so nothing loaded with one token
 * stays on screen after it (a shared computer).
 */
export function TokenPage({ title, children }: { title: string; children: (token: string) => ReactNode }) {
  const token = useSecurityToken();
  return (
    <main id="main">
      <TokenField />
      <div className="admin-main" key={token ? 'signed-in' : 'signed-out'}>
        <h1 className="admin-page-title">{title}</h1>
        {children(token)}
      </div>
    </main>
  );
}
