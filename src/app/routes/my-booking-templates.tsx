import { useTranslation } from 'react-i18next';

/** /booking/my-booking-template: the user's own booking templates (issue 16 section 1). Placeholder until the page lands. */
export default function MyBookingTemplatesRoute() {
  const { t } = useTranslation('booking-templates');
  return <h1>{t('title')}</h1>;
}
