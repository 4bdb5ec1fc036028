import { useTranslation } from 'react-i18next';

/** /booking/booking-template: every booking template the user may use (issue 16 section 1). Placeholder until the page lands. */
export default function BookingTemplatesRoute() {
  const { t } = useTranslation('booking-templates');
  return <h1>{t('title')}</h1>;
}
