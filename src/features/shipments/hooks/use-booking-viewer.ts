import { useQuery } from '@tanstack/react-query';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import { deliveryOrderQueries } from '@/domain/delivery-order/delivery-order-api';
import type { ImportDocument } from '@/domain/delivery-order/delivery-order-contract';
import { blNumberOfBooking } from '@/domain/documentation/bl-number';

/**
 * Who reads a booking's detail: not known yet, the company that booked it, or a party to its import B/L (consignee
 * 'CN' or notify party 'N1'), which the carrier answers read only (docs/areas/vgm-delivery-orders.md, "How a consignee
 * reaches the shipment").
 */
export type BookingViewer =
  | { kind: 'pending' }
  | { kind: 'booker' }
  | { kind: 'party'; partyFunction: ImportDocument['partyFunction']; transportDocumentReference: string };

/**
 * Whether the user reads `booking` as its booker or as a party to its B/L: the carrier's list of the company's import
 * B/Ls (GET v1/delivery-orders/import-documents, the one the DO pages read) names the B/Ls on which the company is
 * consignee or notify party, and those bookings were booked by another company. A booking without a booking number
 * has no B/L yet, so it is the booker's at once; if the list cannot be loaded the page stays the booker's (the
 * carrier still refuses a party's amendment or cancellation with 404).
 */
export function useBookingViewer(booking: Booking, userId: string): BookingViewer {
  const bookingNumber = booking.carrierBookingReference;
  const documents = useQuery({
    ...deliveryOrderQueries.importDocuments(userId),
    enabled: bookingNumber !== undefined,
    meta: { errorHandling: 'silent' },
  });
  if (bookingNumber === undefined || documents.isError) return { kind: 'booker' };
  if (documents.isPending) return { kind: 'pending' };
  const bl = blNumberOfBooking(bookingNumber);
  const document = documents.data.importDocuments.find((candidate) => candidate.transportDocumentReference === bl);
  return document
    ? { kind: 'party', partyFunction: document.partyFunction, transportDocumentReference: bl }
    : { kind: 'booker' };
}
