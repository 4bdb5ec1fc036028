import { encodeIssues } from '@/components/ui/field-issue';
import {
  ALERT_DELAY_HOURS_MAX,
  ALERT_DELAY_HOURS_MIN,
  ALERT_FREE_TIME_DAYS_MAX,
  ALERT_NAME_MAX_LENGTH,
} from '@/config/limits';
import { z } from '@/config/zod-mini';
import {
  ALERT_EVENT_NAMES,
  ALERT_ISSUES,
  type AlertEvent,
  type AlertRule,
  type AlertRuleRequest,
  type AlertTrigger,
  bookingReferencesIssue,
} from '@/domain/alert/alert-contract';
import { splitRecipients, validateRecipients } from '@/lib/email-recipients';

/*
 * The alert rule form (docs/areas/alerts.md): its values as typed (also the shape of a saved draft), its rules (the
 * contract's, checked before sending so problems show at their fields), and the way to and from the contract.
 */

/** The trigger picked in the form: one of the T&T events, or the delay or free-time rule. */
export const TRIGGER_CHOICES = [...ALERT_EVENT_NAMES, 'DELAY', 'FREE_TIME'] as const;
/** One of {@link TRIGGER_CHOICES}. */
export type TriggerChoice = (typeof TRIGGER_CHOICES)[number];

/** The form's values as typed; numbers and lists are text until sent. */
export const alertFormValuesSchema = z.object({
  name: z.string(),
  trigger: z.enum(TRIGGER_CHOICES as unknown as [TriggerChoice, ...TriggerChoice[]]),
  delayHours: z.string(),
  freeTimeDays: z.string(),
  scope: z.enum(['ALL', 'BOOKINGS']),
  bookingReferences: z.string(),
  recipients: z.string(),
  enabled: z.boolean(),
});
/** See {@link alertFormValuesSchema}. */
export type AlertFormValues = z.infer<typeof alertFormValuesSchema>;

/** Booking references as typed: split like e-mail lists, trimmed and upper-cased (people paste them so). */
export function splitBookingReferences(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter((part) => part.length > 0)
    .map((part) => part.toUpperCase());
}

function wholeNumberIn(text: string, min: number, max: number): boolean {
  if (!/^\d{1,4}$/.test(text.trim())) return false;
  const value = Number(text.trim());
  return value >= min && value <= max;
}

/** The form's rules: the contract's limits, every bad recipient named at once (keys under 'alerts:errors.'). */
export const alertFormSchema = alertFormValuesSchema.check(
  z.superRefine((values, ctx) => {
    const issue = (path: keyof AlertFormValues, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message, input: values[path] });
    };
    const name = values.name.trim();
    if (name === '') issue('name', ALERT_ISSUES.nameRequired);
    else if (name.length > ALERT_NAME_MAX_LENGTH) issue('name', ALERT_ISSUES.nameTooLong);
    if (values.trigger === 'DELAY' && !wholeNumberIn(values.delayHours, ALERT_DELAY_HOURS_MIN, ALERT_DELAY_HOURS_MAX)) {
      issue('delayHours', ALERT_ISSUES.delayHours);
    }
    if (values.trigger === 'FREE_TIME' && !wholeNumberIn(values.freeTimeDays, 0, ALERT_FREE_TIME_DAYS_MAX)) {
      issue('freeTimeDays', ALERT_ISSUES.freeTimeDays);
    }
    if (values.scope === 'BOOKINGS') {
      const bookings = bookingReferencesIssue(splitBookingReferences(values.bookingReferences));
      if (bookings) issue('bookingReferences', bookings);
    }
    const recipients = validateRecipients(splitRecipients(values.recipients));
    if (recipients.length > 0) {
      issue('recipients', encodeIssues(recipients.map(({ key, ...rest }) => ({ key, values: rest }))));
    }
  }),
);

/** A new rule's values: delay over 12 hours, all shipments, on. */
export function emptyAlertForm(): AlertFormValues {
  return {
    name: '',
    trigger: 'DELAY',
    delayHours: '12',
    freeTimeDays: '2',
    scope: 'ALL',
    bookingReferences: '',
    recipients: '',
    enabled: true,
  };
}

/** The form's values of a saved rule. */
export function toAlertForm(rule: AlertRule): AlertFormValues {
  const { trigger, scope } = rule;
  return {
    ...emptyAlertForm(),
    name: rule.name,
    trigger: trigger.kind === 'EVENT' ? trigger.event : trigger.kind,
    ...(trigger.kind === 'DELAY' ? { delayHours: String(trigger.hours) } : {}),
    ...(trigger.kind === 'FREE_TIME' ? { freeTimeDays: String(trigger.days) } : {}),
    scope: scope.kind,
    bookingReferences: scope.kind === 'BOOKINGS' ? scope.bookingReferences.join('\n') : '',
    recipients: rule.recipients.join('\n'),
    enabled: rule.enabled,
  };
}

function triggerOf(values: AlertFormValues): AlertTrigger {
  if (values.trigger === 'DELAY') return { kind: 'DELAY', hours: Number(values.delayHours.trim()) };
  if (values.trigger === 'FREE_TIME') return { kind: 'FREE_TIME', days: Number(values.freeTimeDays.trim()) };
  return { kind: 'EVENT', event: values.trigger satisfies AlertEvent };
}

/** The request of valid form values. */
export function toAlertRequest(values: AlertFormValues): AlertRuleRequest {
  return {
    name: values.name.trim(),
    trigger: triggerOf(values),
    scope:
      values.scope === 'ALL'
        ? { kind: 'ALL' }
        : { kind: 'BOOKINGS', bookingReferences: splitBookingReferences(values.bookingReferences) },
    recipients: splitRecipients(values.recipients),
    enabled: values.enabled,
  };
}

/** The form field of a server field error's name (react-hook-form path of its JSONPath), or null (the form's). */
export function alertFormFieldOf(serverName: string): keyof AlertFormValues | null {
  if (serverName === 'name' || serverName === 'recipients') return serverName;
  if (serverName === 'trigger.hours') return 'delayHours';
  if (serverName === 'trigger.days') return 'freeTimeDays';
  if (serverName.startsWith('scope.bookingReferences')) return 'bookingReferences';
  if (serverName.startsWith('recipients.')) return 'recipients';
  return null;
}
