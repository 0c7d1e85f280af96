import { useTranslation } from 'react-i18next';
import { TokenPage } from '../components/token-page/token-page.tsx';
import { ActivityList } from '../features/activity/activity-list.tsx';

/** The audit trail: who changed what, when. */
export function ActivityPage(_props: { prefix: string }) {
  const { t } = useTranslation();
  return <TokenPage title={t('activity.title')}>{(token) => <ActivityList token={token} />}</TokenPage>;
}
