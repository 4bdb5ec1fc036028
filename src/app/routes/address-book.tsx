import { LegacyPathPage } from '@/features/legacy-bridge/components/legacy-path-page';

/** /booking/address-book: the older portal's address book, embedded by path (docs/requirements.md §2). */
export default function AddressBookRoute() {
  return <LegacyPathPage pageKey="addressBook" />;
}
