import { useTranslation } from 'react-i18next';

/** /booking/share-booking-template: share a template with colleagues (issue 16 section 1). Placeholder until the page lands. */
export default function ShareBookingTemplateRoute() {
  const { t } = useTranslation('booking-templates');
  return <h1>{t('title')}</h1>;
}
