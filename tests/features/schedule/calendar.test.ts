import { describe, expect, it } from 'vitest';

import {
  addMonths,
  buildMonthGrid,
  calendarLimits,
  formatMonthHeading,
  monthBounds,
} from '@/features/schedule/utils/calendar';
import { scheduleFileName } from '@/features/schedule/utils/file-name';

describe('calendar', () => {
  it('builds week rows starting on Sunday, never more than 6', () => {
    // November 2026 starts on a Sunday and has 30 days: 5 rows.
    const november = buildMonthGrid({ year: 2026, month: 11 });
    expect(november).toHaveLength(5);
    expect(november[0]?.[0]).toEqual({ date: '2026-11-01', dayOfMonth: 1, inMonth: true });
    // May 2026 starts on a Friday and has 31 days: 6 rows, the first padded with April.
    const may = buildMonthGrid({ year: 2026, month: 5 });
    expect(may).toHaveLength(6);
    expect(may[0]?.[0]).toEqual({ date: '2026-04-26', dayOfMonth: 26, inMonth: false });
    expect(may.every((week) => week.length === 7)).toBe(true);
    // February 2026 starts on a Sunday and has 28 days: 4 rows.
    expect(buildMonthGrid({ year: 2026, month: 2 })).toHaveLength(4);
  });

  it("heads a month 'yyyy LLL' and bounds it by its first and last day", () => {
    expect(formatMonthHeading({ year: 2026, month: 11 })).toBe('2026 Nov');
    expect(monthBounds({ year: 2028, month: 2 })).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
  });

  it('steps months across years and stops at January last year and December next year', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(calendarLimits('2026-11-21')).toEqual({ first: { year: 2025, month: 1 }, last: { year: 2027, month: 12 } });
    // Booking mode: nothing before this year can be booked, so previous stops at January of the current year.
    expect(calendarLimits('2026-11-21', true)).toEqual({
      first: { year: 2026, month: 1 },
      last: { year: 2027, month: 12 },
    });
  });

  it('names the download after the pair and the day', () => {
    expect(scheduleFileName('KRPUS', 'NLRTM', '2026-11-21', 'xlsx')).toBe(
      'ONE P2P Schedule KRPUS to NLRTM 20261121.xlsx',
    );
  });
});
