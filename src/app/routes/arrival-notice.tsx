import { useTranslation } from 'react-i18next';

/** /print/arrival-notice: the arrival notice of a B/L, printable (issue 17 section 6). Placeholder until the page lands. */
export default function ArrivalNoticeRoute() {
  const { t } = useTranslation('print-notices');
  return <h1>{t('title')}</h1>;
}
