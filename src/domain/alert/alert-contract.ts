import {
  ALERT_BOOKINGS_MAX,
  ALERT_DELAY_HOURS_MAX,
  ALERT_DELAY_HOURS_MIN,
  ALERT_FREE_TIME_DAYS_MAX,
  ALERT_NAME_MAX_LENGTH,
  EMAIL_MAX_RECIPIENTS,
} from '@/config/limits';
import { z } from '@/config/zod-mini';
import { isBookingReference } from '@/domain/shipment/shipment-reference';
import { validateRecipients } from '@/lib/email-recipients';

/*
 * Alert rules a user sets for themselves (docs/areas/alerts.md): what to be told about, for which shipments, and who
 * else gets the e-mail. Our design; the spec names the legacy pages only (Event Notification CUP_HOM_3305,
 * e-Subscription CUP_HOM_3308). Every call is the bearer's user's and answers 401 without one.
 *
 * GET    {API}/v1/alert-rules                 -> 200 {rules: AlertRule[]} (oldest first; a new user has the default)
 * POST   {API}/v1/alert-rules + Idempotency-Key  body AlertRuleRequest -> 201 AlertRule; the same key again -> 200 the
 *        same rule; no key -> 400
 * PUT    {API}/v1/alert-rules/{id}            body AlertRuleRequest -> 200 AlertRule; 404 ALERT_RULE_NOT_FOUND
 * DELETE {API}/v1/alert-rules/{id}            -> 204; 404
 * 400 INVALID_REQUEST `{code, status, message, errors: [{jsonPath: '$.trigger.hours', message: 'delay-hours'}]}`:
 * `message` is one of {@link ALERT_ISSUES} (an i18n key under 'alerts:errors.').
 */

/** Path of the user's alert rules. */
export const ALERT_RULES_PATH = 'v1/alert-rules';
/** Path of one alert rule; `id` is URL-encoded. */
export const alertRulePath = (id: string) => `${ALERT_RULES_PATH}/${encodeURIComponent(id)}`;

/** Validation issue codes of the contract (i18n keys under 'alerts:errors.'). */
export const ALERT_ISSUES = {
  nameRequired: 'name-required',
  nameTooLong: 'name-too-long',
  delayHours: 'delay-hours',
  freeTimeDays: 'free-time-days',
  bookingsRequired: 'bookings-required',
  bookingsTooMany: 'bookings-too-many',
  bookingFormat: 'booking-format',
  bookingDuplicate: 'booking-duplicate',
  recipientsInvalid: 'recipients-invalid',
  recipientsTooMany: 'email-error-max-length',
} as const;

/**
 * The track-and-trace events a rule may wait for, each as DCSA Track & Trace 3.0 names it
 * (../shared/reference/dcsa/tnt-v3.0.0-openapi.yaml `transportEventType`, `equipmentEventType`, `emptyIndicator`; in
 * T&T 2.2 codes: DEPA, ARRI, DISC, GTOT, GTIN). `at` is where it happens: the port of loading or discharge.
 */
export const ALERT_EVENTS = {
  VESSEL_DEPARTURE_POL: { eventType: 'TRANSPORT', code: 'DEPARTED', at: 'POL' },
  VESSEL_ARRIVAL_POD: { eventType: 'TRANSPORT', code: 'ARRIVED', at: 'POD' },
  DISCHARGE: { eventType: 'EQUIPMENT', code: 'DISCHARGED', at: 'POD' },
  GATE_OUT_FULL: { eventType: 'EQUIPMENT', code: 'GATED_OUT', at: 'POD', emptyIndicator: 'LADEN' },
  EMPTY_RETURN: { eventType: 'EQUIPMENT', code: 'GATED_IN', at: 'POD', emptyIndicator: 'EMPTY' },
} as const;
/** One key of {@link ALERT_EVENTS}. */
export type AlertEvent = keyof typeof ALERT_EVENTS;
/** The keys of {@link ALERT_EVENTS} in the order forms offer them. */
export const ALERT_EVENT_NAMES = Object.keys(ALERT_EVENTS) as AlertEvent[];

/**
 * What makes a rule fire: a T&T event; an ETA that moved later by more than `hours` (1 to 240); or demurrage or
 * detention free time that ends within `days` (0 to 14, counted in the free time's own local dates).
 */
export const alertTriggerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('EVENT'), event: z.enum(ALERT_EVENT_NAMES as [AlertEvent, ...AlertEvent[]]) }),
  z.object({
    kind: z.literal('DELAY'),
    hours: z
      .number(ALERT_ISSUES.delayHours)
      .check(
        z.int(ALERT_ISSUES.delayHours),
        z.gte(ALERT_DELAY_HOURS_MIN, ALERT_ISSUES.delayHours),
        z.lte(ALERT_DELAY_HOURS_MAX, ALERT_ISSUES.delayHours),
      ),
  }),
  z.object({
    kind: z.literal('FREE_TIME'),
    days: z
      .number(ALERT_ISSUES.freeTimeDays)
      .check(
        z.int(ALERT_ISSUES.freeTimeDays),
        z.gte(0, ALERT_ISSUES.freeTimeDays),
        z.lte(ALERT_FREE_TIME_DAYS_MAX, ALERT_ISSUES.freeTimeDays),
      ),
  }),
]);
/** See {@link alertTriggerSchema}. */
export type AlertTrigger = z.infer<typeof alertTriggerSchema>;

/**
 * Which shipments a rule watches: all of the user's, or 1 to 50 booking references (booking numbers or booking request
 * references, docs/areas/booking.md), each once.
 */
export const alertScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ALL') }),
  z.object({
    kind: z.literal('BOOKINGS'),
    bookingReferences: z.array(z.string()).check(
      z.superRefine((references, ctx) => {
        const issue = bookingReferencesIssue(references);
        if (issue) ctx.addIssue({ code: 'custom', message: issue, input: references });
      }),
    ),
  }),
]);
/** See {@link alertScopeSchema}. */
export type AlertScope = z.infer<typeof alertScopeSchema>;

/** The first problem of a list of booking references (an {@link ALERT_ISSUES} code), or null. */
export function bookingReferencesIssue(references: readonly string[]): string | null {
  if (references.length === 0) return ALERT_ISSUES.bookingsRequired;
  if (references.length > ALERT_BOOKINGS_MAX) return ALERT_ISSUES.bookingsTooMany;
  if (!references.every(isBookingReference)) return ALERT_ISSUES.bookingFormat;
  if (new Set(references).size !== references.length) return ALERT_ISSUES.bookingDuplicate;
  return null;
}

/**
 * The first problem of the extra recipients (docs/requirements.md §5 through lib/email-recipients.ts: each valid,
 * none twice ignoring case, at most 10), or null.
 */
export function recipientsIssue(recipients: readonly string[]): string | null {
  const errors = validateRecipients(recipients, EMAIL_MAX_RECIPIENTS);
  if (errors.length === 0) return null;
  return errors.every((error) => error.key === 'email-error-max-length')
    ? ALERT_ISSUES.recipientsTooMany
    : ALERT_ISSUES.recipientsInvalid;
}

/** What a create or update sends: the rule without its id and times. `name` is trimmed by the server. */
export const alertRuleRequestSchema = z.object({
  name: z.string().check(
    z.superRefine((name, ctx) => {
      const trimmed = name.trim();
      if (trimmed === '') ctx.addIssue({ code: 'custom', message: ALERT_ISSUES.nameRequired, input: name });
      else if (trimmed.length > ALERT_NAME_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', message: ALERT_ISSUES.nameTooLong, input: name });
      }
    }),
  ),
  trigger: alertTriggerSchema,
  scope: alertScopeSchema,
  /** E-mail addresses told besides the user (the user always is, at the profile's address). */
  recipients: z.array(z.string()).check(
    z.superRefine((recipients, ctx) => {
      const issue = recipientsIssue(recipients);
      if (issue) ctx.addIssue({ code: 'custom', message: issue, input: recipients });
    }),
  ),
  enabled: z.boolean(),
});
/** See {@link alertRuleRequestSchema}. */
export type AlertRuleRequest = z.infer<typeof alertRuleRequestSchema>;

/** One alert rule as the server keeps it; the times are UTC instants ('...Z'). */
export const alertRuleSchema = z.extend(alertRuleRequestSchema, {
  id: z.string().check(z.minLength(1)),
  createdDateTime: z.iso.datetime(),
  updatedDateTime: z.iso.datetime(),
});
/** See {@link alertRuleSchema}. */
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** The answer of the list call. */
export const alertRuleListSchema = z.object({ rules: z.array(alertRuleSchema) });
/** See {@link alertRuleListSchema}. */
export type AlertRuleList = z.infer<typeof alertRuleListSchema>;
