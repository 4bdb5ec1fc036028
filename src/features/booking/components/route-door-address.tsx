import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DoorAddressFields } from '@/features/booking/components/door-address-fields';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';

const DOOR_ENDS = {
  origin: { term: 'receiptTypeAtOrigin', address: 'pickupAddress', legend: 'route.pickup-address' },
  destination: { term: 'deliveryTypeAtDestination', address: 'deliveryAddress', legend: 'route.delivery-address' },
} as const;

/** The booking form's messages; a text over its limit names the limit. */
const addressIssueText = (max?: number) => ({
  ...BOOKING_ISSUE_TEXT,
  ...(max === undefined ? {} : { values: { max } }),
});

/**
 * The street address of one end of the booking request while its term is Door (SD): where the carrier's truck picks
 * up or delivers. Shown under the end's term, and on a quote (whose terms are the quote's) under the quote's summary.
 */
export function RouteDoorAddress({ end }: { end: keyof typeof DOOR_ENDS }) {
  const { t } = useTranslation('booking');
  const { control } = useFormContext<BookingFormValues>();
  const names = DOOR_ENDS[end];
  const term = useWatch({ control, name: names.term });
  if (term !== 'SD') return null;
  return <DoorAddressFields name={names.address} legend={t(names.legend)} issueText={addressIssueText} />;
}
