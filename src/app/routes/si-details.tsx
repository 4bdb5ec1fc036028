import { useTranslation } from 'react-i18next';

/** /documentation/si-details: one SI, its history and the draft or issued B/L (issue 17 section 4). Placeholder until the page lands. */
export default function SiDetailsRoute() {
  const { t } = useTranslation('si-details');
  return <h1>{t('title')}</h1>;
}
