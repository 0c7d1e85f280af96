import { useTranslation } from 'react-i18next';
import { TokenField } from '../components/token-field/token-field.tsx';
import { SystemJobs } from '../features/hub/system-jobs.tsx';
import { useSecurityToken } from '../lib/token-store.ts';

/** Maintenance jobs over the realtime hub. */
export function SystemPage(_props: { prefix: string }) {
  const { t } = useTranslation();
  const token = useSecurityToken();
  return (
    <>
      <TokenField />
      <main className="admin-main" id="main">
        <h1 className="admin-page-title">{t('system.title')}</h1>
        <SystemJobs token={token} />
      </main>
    </>
  );
}
