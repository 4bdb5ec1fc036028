import { useTranslation } from 'react-i18next';

/** /print/bl-surrender-notice: the B/L surrender notice (telex release), printable (issue 17 section 6). Placeholder until the page lands. */
export default function BlSurrenderNoticeRoute() {
  const { t } = useTranslation('print-notices');
  return <h1>{t('title')}</h1>;
}
