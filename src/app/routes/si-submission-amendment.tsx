import { useTranslation } from 'react-i18next';

/** /documentation/si-submission-amendment: submit or amend the SI of a booking (issue 17 section 3). Placeholder until the page lands. */
export default function SiSubmissionAmendmentRoute() {
  const { t } = useTranslation('si-form');
  return <h1>{t('title')}</h1>;
}
