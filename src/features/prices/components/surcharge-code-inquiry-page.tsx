import { useTranslation } from 'react-i18next';

/** Placeholder of issue 15's page; replaced by the page itself. */
export function SurchargeCodeInquiryPage() {
  const { t } = useTranslation('prices');
  return (
    <section>
      <h1>{t('surcharge-code-inquiry.title')}</h1>
    </section>
  );
}
