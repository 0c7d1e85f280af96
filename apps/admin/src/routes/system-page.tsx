import { useTranslation } from 'react-i18next';
import { TokenPage } from '../components/token-page/token-page.tsx';
import { SystemJobs } from '../features/hub/system-jobs.tsx';

/** Maintenance jobs over the realtime hub. */
export function SystemPage(_props: { prefix: string }) {
  const { t } = useTranslation();
  return <TokenPage title={t('system.title')}>{(token) => <SystemJobs token={token} />}</TokenPage>;
}
