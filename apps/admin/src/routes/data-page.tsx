import { useTranslation } from 'react-i18next';
import { TokenPage } from '../components/token-page/token-page.tsx';
import { DataWorkspace } from '../features/subscribers/data-workspace.tsx';

/** Subscriber search and changes. */
export function DataPage(_props: { prefix: string }) {
  const { t } = useTranslation();
  return <TokenPage title={t('data.title')}>{(token) => <DataWorkspace token={token} />}</TokenPage>;
}
