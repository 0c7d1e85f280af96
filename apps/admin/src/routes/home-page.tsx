import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../components/card/card.tsx';

/** Two cards: Data (subscribers) and System (maintenance jobs). */
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
      </div>
    </main>
  );
}
