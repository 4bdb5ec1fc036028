import { useTranslation } from 'react-i18next';

/** Placeholder of issue 15's page; replaced by the page itself. */
export function TariffSurchargeSearchPage() {
  const { t } = useTranslation('prices');
  return (
    <section>
      <h1>{t('tariff-surcharge-search.title')}</h1>
    </section>
  );
}
