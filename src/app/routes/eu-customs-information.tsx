import { useTranslation } from 'react-i18next';

/** /booking/eu-customs-information: ICS2 information and readiness (issue 16 section 3). Placeholder until the page lands. */
export default function EuCustomsInformationRoute() {
  const { t } = useTranslation('customs');
  return <h1>{t('title')}</h1>;
}
