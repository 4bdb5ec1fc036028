import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

import { DELIVERY_ORDER_PICKUP_DAYS_MAX } from '@/config/limits';
import { z } from '@/config/zod-mini';
import {
  DELIVERY_ORDER_ISSUES,
  DELIVERY_ORDER_NAME_MAX,
  type DeliveryOrderRequest,
} from '@/domain/delivery-order/delivery-order-contract';
import { addDaysToIsoDate, isIsoDate } from '@/lib/dates';

/*
 * The delivery order request form's values and checks (react-hook-form + zod, docs/architecture.md "Forms"). Issue
 * messages are the contract's codes; the page shows `delivery-orders:form.error.<code>`. The pickup window is typed
 * as a date and two times at the release terminal and sent with the terminal's offset on that date.
 */

/** The form's values, all text as typed. */
export const deliveryOrderFormValuesSchema = z.object({
  partyName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  pickupDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
/** See {@link deliveryOrderFormValuesSchema}. */
export type DeliveryOrderFormValues = z.infer<typeof deliveryOrderFormValuesSchema>;

/** An empty form. */
export const EMPTY_DELIVERY_ORDER_FORM: DeliveryOrderFormValues = {
  partyName: '',
  contactName: '',
  phone: '',
  email: '',
  pickupDate: '',
  startTime: '',
  endTime: '',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
// International or local numbers as people write them: digits, spaces, brackets, dashes, an optional leading +.
const PHONE = /^\+?[\d\s()-]{6,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const name = z.string().check(
  z.refine((value) => value.trim() !== '', DELIVERY_ORDER_ISSUES.required),
  z.maxLength(DELIVERY_ORDER_NAME_MAX, DELIVERY_ORDER_ISSUES.tooLong),
);

/**
 * The form's schema for a terminal whose local date today is `today` ('yyyy-MM-dd'): names and phone required, an
 * e-mail optional; the pickup date from today to {@link DELIVERY_ORDER_PICKUP_DAYS_MAX} days ahead; times 'HH:mm',
 * the end after the start.
 */
export function deliveryOrderFormSchema(today: string) {
  const last = addDaysToIsoDate(today, DELIVERY_ORDER_PICKUP_DAYS_MAX);
  return z
    .object({
      partyName: name,
      contactName: name,
      phone: z.string().check(
        z.refine((value) => value.trim() !== '', DELIVERY_ORDER_ISSUES.required),
        z.refine((value) => value.trim() === '' || PHONE.test(value.trim()), DELIVERY_ORDER_ISSUES.phone),
      ),
      email: z
        .string()
        .check(z.refine((value) => value.trim() === '' || EMAIL.test(value.trim()), DELIVERY_ORDER_ISSUES.email)),
      pickupDate: z.string().check(
        z.refine((value) => value !== '', DELIVERY_ORDER_ISSUES.required),
        z.refine((value) => value === '' || isIsoDate(value), DELIVERY_ORDER_ISSUES.date),
        z.refine((value) => !isIsoDate(value) || (value >= today && value <= last), DELIVERY_ORDER_ISSUES.dateRange),
      ),
      startTime: z.string().check(z.refine((value) => TIME.test(value), DELIVERY_ORDER_ISSUES.time)),
      endTime: z.string().check(z.refine((value) => TIME.test(value), DELIVERY_ORDER_ISSUES.time)),
    })
    .check(
      z.refine(
        (values) => !TIME.test(values.startTime) || !TIME.test(values.endTime) || values.endTime > values.startTime,
        {
          message: DELIVERY_ORDER_ISSUES.timeOrder,
          path: ['endTime'],
        },
      ),
    );
}

/** `date` 'yyyy-MM-dd' at `time` 'HH:mm' in `timeZone`, written with that zone's offset then ('...T09:00:00+09:00'). */
export function zonedDateTime(date: string, time: string, timeZone: string): string {
  const instant = fromZonedTime(`${date}T${time}:00`, timeZone);
  return formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** The request of checked `values` for B/L `transportDocumentReference` released at a terminal in `timeZone`. */
export function toDeliveryOrderRequest(
  values: DeliveryOrderFormValues,
  transportDocumentReference: string,
  timeZone: string,
): DeliveryOrderRequest {
  const email = values.email.trim();
  return {
    transportDocumentReference,
    releaseParty: {
      partyName: values.partyName.trim(),
      contactName: values.contactName.trim(),
      phone: values.phone.trim(),
      ...(email ? { email } : {}),
    },
    pickupWindow: {
      startDateTime: zonedDateTime(values.pickupDate, values.startTime, timeZone),
      endDateTime: zonedDateTime(values.pickupDate, values.endTime, timeZone),
    },
  };
}

/** The form field of a server field name ('releaseParty.phone' -> 'phone'), or null for the form's general message. */
export function formFieldOf(serverName: string): keyof DeliveryOrderFormValues | null {
  const last = serverName.split('.').at(-1) ?? '';
  if (last === 'startDateTime') return 'startTime';
  if (last === 'endDateTime') return 'endTime';
  return last in EMPTY_DELIVERY_ORDER_FORM ? (last as keyof DeliveryOrderFormValues) : null;
}
