import { encodeIssues } from '@/components/ui/field-issue';
import { z as zc } from '@/config/zod';
import { type BookingChannel } from '@/domain/booking/booking-codes-contract';
import { type CreateBooking, createBookingSchema } from '@/domain/booking/booking-contract';
import { issueCode, toFormPath } from '@/features/booking/utils/booking-form-issues';
import {
  BOOKING_DATE_YEARS,
  type BookingCompany,
  type BookingFormValues,
  needsExportInfo,
  type SailingChoice,
} from '@/features/booking/utils/booking-form-values';
import { type DoorAddress, doorAddressFieldIssues } from '@/features/booking/utils/door-address';
import { equipmentNumberIssues } from '@/features/booking/utils/number-fields';
import { toCreateBooking } from '@/features/booking/utils/to-create-booking';
import { daysBetween, isIsoDate } from '@/lib/dates';

/*
 * The form's rules are the contract's: bookingFormSchema builds the CreateBooking and validates it with
 * createBookingSchema, adding only what the contract cannot know (the sailing's cut-off against now, the date range of
 * docs/requirements.md §5, text that is not a number).
 */

/** What the form's rules need besides the values: the user's company, today (yyyy-MM-dd) and now (epoch ms). */
export interface BookingFormContext {
  company: BookingCompany;
  today: string;
  now: () => number;
  /** The instant (epoch ms) of a local 'yyyy-MM-dd HH:mm:ss' in an IANA zone (lib/dates zonedDateTimeToEpochMs). */
  instantOf: (localDateTime: string, timeZone: string) => number;
  /** The booking channel (WEB when absent): AOQ while the form books on an accepted quote. */
  channel?: BookingChannel;
}

/** True when the sailing's port cut-off lies before `now`. */
export function isCutOffPassed(
  sailing: SailingChoice,
  context: Pick<BookingFormContext, 'now' | 'instantOf'>,
): boolean {
  if (!sailing.portCutOff || !sailing.portCutOffTimeZone) return false;
  return context.instantOf(sailing.portCutOff, sailing.portCutOffTimeZone) <= context.now();
}

/** Latest date a booking date may have: the last day of the year {@link BOOKING_DATE_YEARS} years on (docs/requirements.md §5). */
export function latestBookingDate(today: string): string {
  return `${String(Number(today.slice(0, 4)) + BOOKING_DATE_YEARS)}-12-31`;
}

/** A Door end's address rules (utils/door-address.ts) as the form's message codes at `end`'s fields. */
function doorAddressIssues(end: 'pickupAddress' | 'deliveryAddress', address: DoorAddress) {
  return doorAddressFieldIssues(address).map(({ field, rule, max }) => ({
    path: `${end}.${field}`,
    message: rule === 'too-long' ? encodeIssues([{ key: 'too-long-max', values: { max: max ?? 0 } }]) : rule,
  }));
}

function formOnlyIssues(values: BookingFormValues, context: BookingFormContext) {
  const issues: { path: string; message: string }[] = [];
  if (!values.origin) issues.push({ path: 'origin', message: 'required' });
  if (values.receiptTypeAtOrigin === 'SD') issues.push(...doorAddressIssues('pickupAddress', values.pickupAddress));
  if (!values.destination) issues.push({ path: 'destination', message: 'required' });
  if (values.deliveryTypeAtDestination === 'SD') {
    issues.push(...doorAddressIssues('deliveryAddress', values.deliveryAddress));
  }
  if (values.origin && values.destination && values.origin.code === values.destination.code) {
    issues.push({ path: 'destination', message: 'same-location' });
  }
  if (!values.cargoReadyDate) issues.push({ path: 'cargoReadyDate', message: 'required' });
  else if (!isIsoDate(values.cargoReadyDate)) issues.push({ path: 'cargoReadyDate', message: 'date-format' });
  else if (
    daysBetween(context.today, values.cargoReadyDate) < 0 ||
    daysBetween(values.cargoReadyDate, latestBookingDate(context.today)) < 0
  ) {
    issues.push({ path: 'cargoReadyDate', message: 'date-range' });
  }
  if (values.sailing === null) issues.push({ path: 'sailing', message: 'sailing-required' });
  else if (values.sailing !== 'none' && isCutOffPassed(values.sailing, context)) {
    issues.push({ path: 'sailing', message: 'cut-off-passed' });
  }
  if (needsExportInfo(values) && !values.exportInfo.typeCode) {
    issues.push({ path: 'exportInfo.typeCode', message: 'required' });
  }
  values.requestedEquipments.forEach((line, index) => {
    issues.push(...equipmentNumberIssues(line, `requestedEquipments.${String(index)}`));
    if (line.dangerous && line.dangerousGoods.UNNumber.trim() === '') {
      // The contract's regex says "4 digits"; an empty field reads better as required.
      issues.push({ path: `requestedEquipments.${String(index)}.dangerousGoods.UNNumber`, message: 'required' });
    }
  });
  return issues;
}

/**
 * The form's schema for zodResolver: the values become a CreateBooking (toCreateBooking) that the contract's
 * createBookingSchema validates; its issues come back on the form's fields (toFormPath) as message codes (issueCode),
 * with the form-only rules (locations, the street address of a Door end, cargo-ready date in range and not past, a sailing chosen and its cut-off ahead,
 * US/CA export information, number text the field does not take). The output is the parsed CreateBooking the API takes.
 */
export function bookingFormSchema(context: BookingFormContext) {
  return zc.custom<BookingFormValues>().transform((values, ctx): CreateBooking => {
    const seen = new Set<string>();
    const add = (path: string, message: string) => {
      // One message per field: the first (form rules before the contract's) is the one the user fixes first.
      if (seen.has(path)) return;
      seen.add(path);
      ctx.addIssue({
        code: 'custom',
        path: path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
        message,
      });
    };
    for (const issue of formOnlyIssues(values, context)) add(issue.path, issue.message);
    const request = toCreateBooking(values, context.company, context.channel ?? 'WEB');
    const result = createBookingSchema.safeParse(request);
    if (result.success && seen.size === 0) return result.data;
    if (!result.success) {
      for (const issue of result.error.issues) {
        // POL/POD come from origin and destination (or the sailing): a missing one is already the form's issue on
        // that field; the contract's count of shipment locations would only repeat it on the origin.
        const path = toFormPath(issue.path, request);
        if (
          path === 'origin' &&
          issue.path[0] === 'shipmentLocations' &&
          (seen.has('origin') || seen.has('destination'))
        ) {
          continue;
        }
        add(path, issueCode(issue));
      }
    }
    return zc.NEVER;
  });
}
