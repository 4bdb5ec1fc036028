import { useTranslation } from 'react-i18next';

/** Placeholder of issue 15's page; replaced by the page itself. */
export function OneQuotePage() {
  const { t } = useTranslation('quote');
  return (
    <section>
      <h1>{t('one-quote.title')}</h1>
    </section>
  );
}
