import type { TFunction } from 'i18next';

import type { AlertRule, AlertScope, AlertTrigger } from '@/domain/alert/alert-contract';

/** A rule's trigger in words ('alerts' namespace): "Vessel departs the port of loading", "Delay over 12 hours". */
export function triggerText(t: TFunction, trigger: AlertTrigger): string {
  if (trigger.kind === 'DELAY') return t('trigger.delay', { count: trigger.hours });
  if (trigger.kind === 'FREE_TIME') return t('trigger.free-time', { count: trigger.days });
  return t(`trigger.${trigger.event}`);
}

/** A rule's scope in words: "All my shipments" or "3 bookings: PUSB10000010, ...". */
export function scopeText(t: TFunction, scope: AlertScope): string {
  if (scope.kind === 'ALL') return t('scope.all');
  return t('scope.bookings-list', { count: scope.bookingReferences.length, list: scope.bookingReferences.join(', ') });
}

/** How many people besides the user the rule's e-mails go to, in words. */
export function recipientsText(t: TFunction, rule: AlertRule): string {
  return rule.recipients.length === 0 ? t('list.only-you') : t('list.recipients', { count: rule.recipients.length });
}
