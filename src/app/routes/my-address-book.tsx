import { AddressBookPage } from '@/features/address-book/components/address-book-page';

/** /booking/my-address-book: the user's saved parties (login required by the router). */
export default function MyAddressBookRoute() {
  return <AddressBookPage />;
}
