import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import { datePart, parseIsoDate } from '@/lib/dates';

import {
  addMonths,
  buildMonthGrid,
  calendarLimits,
  type CalendarMonth,
  compareMonths,
  formatMonthHeading,
} from '../utils/calendar';
import type { EmissionType } from '../utils/search-state';
import { RouteCard } from './route-card';
import styles from './schedule-calendar.module.css';

export interface ScheduleCalendarProps {
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  /** Routes of the shown month, sorted. */
  routes: readonly PointToPointRoute[];
  /** A request is in flight: stepping is blocked (docs/requirements.md §4). */
  isFetching: boolean;
  today: string;
  /** The booking filter is BOOKING: the previous month stops at January of the current year (§4). */
  bookingMode: boolean;
  co2: boolean;
  emissionType: EmissionType;
}

/**
 * Month grid of departures (docs/requirements.md §4 and §9): heading 'yyyy LLL', short weekday labels, up to 6 week rows.
 * A day with departures is a button that opens a slide-in sheet listing its routes.
 */
export function ScheduleCalendar({
  month,
  onMonthChange,
  routes,
  isFetching,
  today,
  bookingMode,
  co2,
  emissionType,
}: ScheduleCalendarProps) {
  const { t } = useTranslation('schedule');
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [expandedKey, setExpandedKey] = useState<string | null>(null);
  const limits = calendarLimits(today, bookingMode);
  const weeks = useMemo(() => buildMonthGrid(month), [month]);
  const byDay = useMemo(() => {
    const map = new Map<string, PointToPointRoute[]>();
    for (const route of routes) {
      const day = datePart(route.departureDate);
      map.set(day, [...(map.get(day) ?? []), route]);
    }
    return map;
  }, [routes]);
  const weekdays = weeks[0]?.map((day) => parseIsoDate(day.date) ?? new Date()) ?? [];
  const atFirst = compareMonths(month, limits.first) <= 0;
  const atLast = compareMonths(month, limits.last) >= 0;
  const heading = formatMonthHeading(month);
  const dayRoutes = openDay ? (byDay.get(openDay) ?? []) : [];

  return (
    <section className={styles.calendar} aria-labelledby="schedule-calendar-heading" aria-busy={isFetching}>
      <div className={styles.switcher}>
        <Button
          onClick={() => {
            onMonthChange(addMonths(month, -1));
          }}
          disabled={atFirst || isFetching}
          aria-label={t('calendar.previous-month')}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <h3 id="schedule-calendar-heading" className={styles.heading} aria-live="polite">
          {heading}
        </h3>
        <Button
          onClick={() => {
            onMonthChange(addMonths(month, 1));
          }}
          disabled={atLast || isFetching}
          aria-label={t('calendar.next-month')}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <table className={styles.grid}>
        <caption className="visually-hidden">{t('calendar.caption', { month: heading })}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={format(day, 'EEEE')}>
                {format(day, 'EEE')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => {
                const departures = day.inMonth ? (byDay.get(day.date) ?? []) : [];
                const date = parseIsoDate(day.date) ?? new Date();
                return (
                  <td key={day.date} className={day.inMonth ? styles.day : styles.outside}>
                    {departures.length > 0 ? (
                      <button
                        type="button"
                        className={styles.dayButton}
                        onClick={() => {
                          setOpenDay(day.date);
                        }}
                        aria-label={t('calendar.day-label', {
                          date: format(date, 'EEEE d MMMM yyyy'),
                          count: departures.length,
                        })}
                      >
                        <span className={styles.number}>{day.dayOfMonth}</span>
                        <span className={styles.count} aria-hidden="true">
                          <span className={styles.countLong}>
                            {t('calendar.departures-short', { count: departures.length })}
                          </span>
                          <span className={styles.countShort}>{departures.length}</span>
                        </span>
                      </button>
                    ) : (
                      <span className={styles.number} aria-hidden={!day.inMonth}>
                        {day.dayOfMonth}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Sheet
        open={openDay !== null}
        onClose={() => {
          setOpenDay(null);
          setExpandedKey(null);
        }}
        title={
          openDay
            ? t('calendar.sheet-title', { date: format(parseIsoDate(openDay) ?? new Date(), 'EEE d MMM yyyy') })
            : ''
        }
        description={t('calendar.sheet-description', { count: dayRoutes.length })}
      >
        <ul className={styles.sheetList}>
          {dayRoutes.map((route) => (
            <li key={route.key}>
              <RouteCard
                route={route}
                co2={co2}
                emissionType={emissionType}
                expanded={expandedKey === route.key}
                onToggle={() => {
                  setExpandedKey(expandedKey === route.key ? null : route.key);
                }}
              />
            </li>
          ))}
        </ul>
      </Sheet>
    </section>
  );
}
