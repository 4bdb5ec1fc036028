import { useTranslation } from 'react-i18next';

/** /documentation/create-new-house-bl-template: house B/L templates (issue 17 section 5). Placeholder until the page lands. */
export default function HouseBlTemplatesRoute() {
  const { t } = useTranslation('house-bl');
  return <h1>{t('title')}</h1>;
}
