/*
 * The carrier's B/L numbers (docs/areas/documentation.md): the SCAC 'ONEY' followed by the booking number, e.g. booking
 * SELA12345600 -> B/L ONEYSELA12345600. One B/L per booking (the portal does not split bookings into several B/Ls).
 */

/** The B/L number of booking `bookingNumber` ('ONEY' + booking number). */
export function blNumberOfBooking(bookingNumber: string): string {
  return `ONEY${bookingNumber}`;
}

/** The booking number of B/L `blNumber` ('ONEY' + 4 letters + 8 digits), or undefined when it is not one of ours. */
export function bookingNumberOfBl(blNumber: string): string | undefined {
  return /^ONEY([A-Z]{4}\d{8})$/.exec(blNumber)?.[1];
}
