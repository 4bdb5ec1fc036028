import { BookingRequestPage } from '@/features/booking/components/booking-request-page';

/** `/booking/booking-request` (spec section 2, issue 14 section 2); login required (router guard). */
export default function BookingRequestRoute() {
  return <BookingRequestPage />;
}
