import { useTranslation } from 'react-i18next';
import { TokenPage } from '../components/token-page/token-page.tsx';
import { SubmissionsBrowser } from '../features/submissions/submissions-browser.tsx';

/** Form submissions per form, with their CSV export. */
export function SubmissionsPage(_props: { prefix: string }) {
  const { t } = useTranslation();
  return <TokenPage title={t('submissions.title')}>{(token) => <SubmissionsBrowser token={token} />}</TokenPage>;
}
