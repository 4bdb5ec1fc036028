import { z } from '@/config/zod-mini';
import type { QuickBookingSearch } from '@/domain/booking/quick-booking-url';
import { isIsoDate } from '@/lib/dates';

/*
 * Quick booking's first step as a form: origin and destination as picked from the location search, and the first
 * departure date as typed. Messages are keys of the 'quick-booking' namespace (`errors.*`).
 */

const locationOptionSchema = z.object({ code: z.string(), name: z.string() });

/** What the search step holds: picked locations (null until picked) and the date as typed. */
export const quickBookingSearchValuesSchema = z.object({
  origin: z.nullable(locationOptionSchema),
  destination: z.nullable(locationOptionSchema),
  fromDate: z.string(),
});
/** The search step's form values. */
export type QuickBookingSearchValues = z.infer<typeof quickBookingSearchValuesSchema>;

/** The search step's rules: both places picked and different, a real date from `today` ('yyyy-MM-dd') on. */
export function quickBookingSearchFormSchema(today: string) {
  return quickBookingSearchValuesSchema.check(
    z.superRefine((values, ctx) => {
      const issue = (path: keyof QuickBookingSearchValues, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (!values.origin) issue('origin', 'required');
      if (!values.destination) issue('destination', 'required');
      else if (values.origin?.code === values.destination.code) issue('destination', 'same-location');
      if (!isIsoDate(values.fromDate)) issue('fromDate', 'date');
      else if (values.fromDate < today) issue('fromDate', 'date-past');
    }),
  );
}

/** The form's values for what the URL held (partial: a place without a name shows its code). */
export function searchValuesOf(initial: Partial<QuickBookingSearch>, today: string): QuickBookingSearchValues {
  return {
    origin: initial.originCode ? { code: initial.originCode, name: initial.originName ?? initial.originCode } : null,
    destination: initial.destinationCode
      ? { code: initial.destinationCode, name: initial.destinationName ?? initial.destinationCode }
      : null,
    fromDate: initial.fromDate ?? today,
  };
}
