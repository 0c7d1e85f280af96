import { useTranslation } from 'react-i18next';
import { TokenField } from '../components/token-field/token-field.tsx';
import { DataWorkspace } from '../features/subscribers/data-workspace.tsx';
import { useSecurityToken } from '../lib/token-store.ts';

/** Subscriber search and changes. */
export function DataPage(_props: { prefix: string }) {
  const { t } = useTranslation();
  const token = useSecurityToken();
  return (
    // The token field belongs to the page's main content (it sits under the top bar), so that
    // everything on the page is inside a landmark.
    <main id="main">
      <TokenField />
      <div className="admin-main">
        <h1 className="admin-page-title">{t('data.title')}</h1>
        {/* Forgetting the token drops whatever was loaded with it (a shared computer). */}
        <DataWorkspace key={token ? 'signed-in' : 'signed-out'} token={token} />
      </div>
    </main>
  );
}
