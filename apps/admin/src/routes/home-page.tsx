import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../components/card/card.tsx';

/** The cards: Data (subscribers) and System (maintenance jobs), then Activity (audit trail) and Submissions (forms). */
export function HomePage({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <main className="admin-main" id="main">
      <h1 className="admin-visually-hidden">Mini-Admin</h1>
      <div className="admin-home">
        <Card title={t('home.data.title')} className="admin-home__card">
          <p>{t('home.data.text')}</p>
          <Link to={`${prefix}/data`} className="admin-button admin-button--primary">
            {t('home.data.open')}
          </Link>
        </Card>
        <Card title={t('home.system.title')} className="admin-home__card">
          <p>{t('home.system.text')}</p>
          <Link to={`${prefix}/system`} className="admin-button admin-button--primary">
            {t('home.system.open')}
          </Link>
        </Card>
        <Card title={t('home.activity.title')} className="admin-home__card">
          <p>{t('home.activity.text')}</p>
          <Link to={`${prefix}/activity`} className="admin-button admin-button--primary">
            {t('home.activity.open')}
          </Link>
        </Card>
        <Card title={t('home.submissions.title')} className="admin-home__card">
          <p>{t('home.submissions.text')}</p>
          <Link to={`${prefix}/submissions`} className="admin-button admin-button--primary">
            {t('home.submissions.open')}
          </Link>
        </Card>
      </div>
    </main>
  );
}
