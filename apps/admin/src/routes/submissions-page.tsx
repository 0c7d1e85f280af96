import { useTranslation } from 'react-i18next';
import { TokenField } from '../components/token-field/token-field.tsx';
import { SubmissionsBrowser } from '../features/submissions/submissions-browser.tsx';
import { useSecurityToken } from '../lib/token-store.ts';

/** Form submissions per form, with their CSV export. */
export function SubmissionsPage(_props: { prefix: string }) {
  const { t } = useTranslation();
  const token = useSecurityToken();
  return (
    <main id="main">
      <TokenField />
      <div className="admin-main">
        <h1 className="admin-page-title">{t('submissions.title')}</h1>
        <SubmissionsBrowser key={token ? 'signed-in' : 'signed-out'} token={token} />
      </div>
    </main>
  );
}
