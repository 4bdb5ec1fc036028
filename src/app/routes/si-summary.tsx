import { useTranslation } from 'react-i18next';

/** /documentation/si-summary: SI list and dashboard (issue 17 section 2). Placeholder until the page lands. */
export default function SiSummaryRoute() {
  const { t } = useTranslation('si-summary');
  return <h1>{t('title')}</h1>;
}
