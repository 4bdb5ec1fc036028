import type { TFunction } from 'i18next';

/** What {@link bookingChannelText} reads of a booking (DCSA Booking 2.0 field names). */
export interface BookingChannelFacts {
  bookingChannelReference: string;
  contractQuotationReference?: string | undefined;
}

/**
 * The booking channel as a booking's facts show it: "ONE Quote (QKR260012345)" for a booking on an instant quote (the
 * AOQ channel names its quote), else the channel's name. Texts of the `booking-domain` namespace, which `t` must have
 * loaded (every booking and shipment route loads it).
 */
export function bookingChannelText(t: TFunction, booking: BookingChannelFacts): string {
  if (booking.bookingChannelReference === 'AOQ' && booking.contractQuotationReference) {
    return t('booking-domain:booking-channel-with-quote', {
      channel: t('booking-domain:booking-channel.AOQ'),
      reference: booking.contractQuotationReference,
    });
  }
  return t(`booking-domain:booking-channel.${booking.bookingChannelReference}`);
}
