import { bookingFormSchema } from '@/features/booking/utils/booking-form-schema';
import {
  type BookingFormValues,
  emptyBookingForm,
  emptyEquipment,
  type EquipmentFormValues,
  type SailingChoice,
} from '@/features/booking/utils/booking-form-values';
import { zonedDateTimeToEpochMs } from '@/lib/dates';

// Shared by the booking form's node tests (booking-form-rules.node.test.ts, booking-form-conversions.node.test.ts).

/** The shipper's company: the form's default shipper party. */
export const company = { companyName: 'Hanil Electronics Co., Ltd.', countryCode: 'KR' };
/** "Today" at the shipper (ISO date). */
export const TODAY = '2026-11-23';
// 2026-11-23 12:00 at Busan (UTC+09:00).
const NOW = Date.parse('2026-11-23T03:00:00Z');
/** The schema's context: company, today, a fixed clock (NOW) and the zoned-time conversion. */
export const context = { company, today: TODAY, now: () => NOW, instantOf: zonedDateTimeToEpochMs };

/** A chosen sailing Busan -> Rotterdam with its port cut-off (`YYYY-MM-DD HH:mm:ss`, Busan local time). */
export const sailing = (portCutOff: string): SailingChoice => ({
  key: 'route-1',
  vesselName: 'ONE HARMONY',
  vesselIMONumber: '9806079',
  voyageNumber: '021E',
  serviceCode: 'FE4',
  departureDate: '2026-11-30 18:00:00',
  pol: { code: 'KRPUS', name: 'Busan' },
  pod: { code: 'NLRTM', name: 'Rotterdam' },
  portCutOff,
  portCutOffTimeZone: 'Asia/Seoul',
});

/** A complete form (one line of 2 x 45G1) that validates; `overrides` and `line` replace parts of it. */
export function validValues(overrides: Partial<BookingFormValues> = {}, line: Partial<EquipmentFormValues> = {}) {
  return {
    ...emptyBookingForm(company),
    origin: { code: 'KRPUS', name: 'Busan, South Korea' },
    destination: { code: 'NLRTM', name: 'Rotterdam, Netherlands' },
    cargoReadyDate: '2026-11-27',
    sailing: sailing('2026-11-28 17:00:00'),
    serviceContractReference: 'SC-2026-0042',
    requestedEquipments: [
      {
        ...emptyEquipment('45G1'),
        units: '2',
        cargoGrossWeight: { value: '18500', unit: 'KGM' as const },
        commodityType: 'LCD monitors',
        hsCode: '852852',
        ...line,
      },
    ],
    ...overrides,
  } satisfies BookingFormValues;
}

/** The form's message codes by form path (what the Field primitive shows), or the parsed request. */
export function validate(values: BookingFormValues): { request: unknown; issues: Record<string, string> } {
  const result = bookingFormSchema(context).safeParse(values);
  if (result.success) return { request: result.data, issues: {} };
  return {
    request: null,
    issues: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
}
