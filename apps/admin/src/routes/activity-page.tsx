import { useTranslation } from 'react-i18next';
import { TokenField } from '../components/token-field/token-field.tsx';
import { ActivityList } from '../features/activity/activity-list.tsx';
import { useSecurityToken } from '../lib/token-store.ts';

/** The audit trail: who changed what, when. */
export function ActivityPage(_props: { prefix: string }) {
  const { t } = useTranslation();
  const token = useSecurityToken();
  return (
    <main id="main">
      <TokenField />
      <div className="admin-main">
        <h1 className="admin-page-title">{t('activity.title')}</h1>
        <ActivityList key={token ? 'signed-in' : 'signed-out'} token={token} />
      </div>
    </main>
  );
}
