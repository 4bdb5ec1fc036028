import { useTranslation } from 'react-i18next';

/** /print/advance-delay-notice: a vessel delay notice for a booking, printable (issue 17 section 6). Placeholder until the page lands. */
export default function AdvanceDelayNoticeRoute() {
  const { t } = useTranslation('print-notices');
  return <h1>{t('title')}</h1>;
}
