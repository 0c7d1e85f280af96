import { useTranslation } from '../../i18n/translation';

export type FormLoadState = 'loading' | 'shown' | 'failed';

/** What an embedded form's block says while its form loads, or when it could not be loaded. */
export function FormLoadStatus({ state }: { state: FormLoadState }) {
  const { t } = useTranslation();
  if (state === 'loading') {
    return (
      <p className="form-load-status" role="status">
        {t('blocks.form.loading')}
      </p>
    );
  }
  if (state === 'failed') {
    return (
      <p className="form-load-status form-load-status--failed" role="alert">
        {t('blocks.form.failed')}
      </p>
    );
  }
  return null;
}
