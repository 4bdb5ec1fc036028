import type { TFunction } from 'i18next';

import { formatDays, formatHours } from '@/lib/format';

import { timeLeftUntil } from './booking-date-time';

/**
 * The time left until `value` (ISO 8601 with offset) at `now`, for people: '2 days 5 hours left', '3 hours left',
 * 'less than an hour left' or 'passed'. Days and hours are pluralised by each language's rules (docs/requirements.md §5,
 * `ui:duration`). `t` must have `booking-domain` and `ui` loaded.
 */
export function formatTimeLeft(t: TFunction, value: string, now: Date): string {
  const left = timeLeftUntil(value, now);
  if (left.kind === 'passed') return t('booking-domain:time-left.passed');
  if (left.kind === 'lessThanHour') return t('booking-domain:time-left.less-than-hour');
  const parts = [left.days > 0 ? formatDays(t, left.days) : '', left.hours > 0 ? formatHours(t, left.hours) : '']
    .filter(Boolean)
    .join(' ');
  return t('booking-domain:time-left.left', { duration: parts });
}
