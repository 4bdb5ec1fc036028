import { useTranslation } from 'react-i18next';

/** /booking/my-address-book: the user's saved parties (issue 16 section 2). Placeholder until the page lands. */
export default function MyAddressBookRoute() {
  const { t } = useTranslation('address-book');
  return <h1>{t('title')}</h1>;
}
