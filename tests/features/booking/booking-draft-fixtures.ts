import { BOOKING_REQUEST_DRAFT_KEY, BOOKING_REQUEST_DRAFT_VERSION } from '@/features/booking/hooks/use-booking-draft';
import { emptyBookingForm, emptyEquipment } from '@/features/booking/utils/booking-form-values';
import { addDaysToIsoDate, todayIn } from '@/lib/dates';
import { writeDraft } from '@/lib/draft-storage';

/**
 * A complete CY/CY booking request in the draft, as if typed before a reload: Busan to Rotterdam, `units` x 40' HC of
 * LCD monitors (18,500 kg each), cargo ready in 7 days, no sailing preference, for `companyName` in Korea.
 */
export function writeCompleteDraft(companyName: string, units: string): void {
  const values = {
    ...emptyBookingForm({ companyName, countryCode: 'KR' }),
    origin: { code: 'KRPUS', name: 'Busan, South Korea' },
    destination: { code: 'NLRTM', name: 'Rotterdam, Netherlands' },
    cargoReadyDate: addDaysToIsoDate(todayIn(), 7),
    sailing: 'none' as const,
    serviceContractReference: 'SC-2026-0042',
    requestedEquipments: [
      {
        ...emptyEquipment('45G1'),
        units,
        cargoGrossWeight: { value: '18500', unit: 'KGM' as const },
        commodityType: 'LCD monitors',
        hsCode: '852852',
      },
    ],
  };
  writeDraft(
    BOOKING_REQUEST_DRAFT_KEY,
    { values, idempotencyKey: null, copyFrom: null },
    { version: BOOKING_REQUEST_DRAFT_VERSION },
  );
}
