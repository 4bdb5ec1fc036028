import { z } from '@/config/zod-mini';
import type { LocationOption } from '@/domain/location/location-combobox';
import {
  PORT_PERIOD_MAX_DAYS,
  portPeriodEnd,
  type PortScheduleSearch,
} from '@/domain/schedule-search/port-schedule-url';
import { daysBetween, isIsoDate } from '@/lib/dates';

/*
 * The port search form: values, validation (messages are i18n keys of the 'port-schedule' namespace) and the
 * conversion to and from the search in the URL. The period is a start date plus 1-4 weeks, or from/to dates at most
 * 28 days apart (docs/areas/schedule.md "Port schedule").
 */

/** How the period is given. */
export type PeriodMode = 'weeks' | 'dates';

/** What the form holds. */
export interface PortSearchFormValues {
  port: LocationOption | null;
  periodMode: PeriodMode;
  fromDate: string;
  /** '1' to '4'. */
  weeks: string;
  toDate: string;
}

/** The form's schema: a port, a start date, and weeks or an end date within 28 days of the start. */
export const portSearchFormSchema = z
  .object({
    port: z.nullable(z.object({ code: z.string(), name: z.string() })),
    periodMode: z.enum(['weeks', 'dates']),
    fromDate: z.string(),
    weeks: z.string(),
    toDate: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const issue = (path: keyof PortSearchFormValues, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (!values.port) issue('port', 'form.error-port');
      const fromOk = isIsoDate(values.fromDate);
      if (!fromOk) issue('fromDate', 'form.error-date');
      if (values.periodMode === 'dates') {
        if (!isIsoDate(values.toDate)) issue('toDate', 'form.error-date');
        else if (fromOk) {
          const days = daysBetween(values.fromDate, values.toDate);
          if (days < 0) issue('toDate', 'form.error-to-before-from');
          else if (days > PORT_PERIOD_MAX_DAYS) issue('toDate', 'form.error-too-long');
        }
      }
    }),
  );

/** The form's values for the search in the URL (a new search starts today for 4 weeks). */
export function toPortFormValues(search: PortScheduleSearch | null, today: string): PortSearchFormValues {
  if (!search) return { port: null, periodMode: 'weeks', fromDate: today, weeks: '4', toDate: '' };
  return {
    port: { code: search.portCode, name: search.portName ?? search.portCode },
    periodMode: search.toDate === undefined ? 'weeks' : 'dates',
    fromDate: search.fromDate,
    weeks: String(search.weeks ?? 4),
    toDate: search.toDate ?? portPeriodEnd(search),
  };
}

/** The search of valid form values (a new search drops the filters of the previous answer). */
export function toPortSearch(values: PortSearchFormValues): PortScheduleSearch {
  const port = values.port ?? { code: '', name: '' };
  const weeks = Number(values.weeks);
  return {
    portCode: port.code,
    ...(port.name ? { portName: port.name } : {}),
    fromDate: values.fromDate,
    ...(values.periodMode === 'weeks'
      ? { weeks: weeks === 1 || weeks === 2 || weeks === 3 ? weeks : 4 }
      : { toDate: values.toDate }),
  };
}
