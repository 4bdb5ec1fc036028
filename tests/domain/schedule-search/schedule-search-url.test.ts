import { describe, expect, it } from 'vitest';

import { scheduleSearchHref, scheduleWindowLink } from '@/domain/schedule-search/schedule-search-url';
import { parseScheduleUrl } from '@/features/schedule/utils/parse-schedule-url';

const TODAY = '2026-11-21';
const queryOf = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('scheduleSearchHref', () => {
  it('links to a search the schedule page reads back without issues (one schema for both)', () => {
    const href = scheduleSearchHref({
      origins: [{ code: 'KRPUS', name: 'Busan, South Korea' }],
      destinations: [{ code: 'NLRTM', name: 'Rotterdam, Netherlands' }],
      fromDate: TODAY,
      nextWeekValue: 28,
      command: 'search',
    });

    expect(href).toBe(
      '/schedule/point-to-point-schedule?oriLocNmParam=Busan%2C+South+Korea&oriLocCdParam=KRPUS' +
        '&destLocNmParam=Rotterdam%2C+Netherlands&destLocCdParam=NLRTM&frmDtParam=2026-11-21&nextWeekValue=28&cmdParam=search',
    );
    const parsed = parseScheduleUrl(queryOf(href), TODAY);
    expect(parsed.issues).toEqual([]);
    expect(parsed.search).toMatchObject({
      origins: [{ code: 'KRPUS', name: 'Busan, South Korea', termCode: 'D' }],
      destinations: [{ code: 'NLRTM', name: 'Rotterdam, Netherlands', termCode: 'D' }],
      toDate: '2026-12-19',
      command: 'search',
    });
  });

  it('refuses what the page would refuse: a bad UN/LOCODE, an unknown period, several locations on both sides', () => {
    const port = (code: string) => ({ code });
    expect(() => scheduleSearchHref({ origins: [port('PUS')], destinations: [] })).toThrow();
    expect(() => scheduleSearchHref({ origins: [], destinations: [], nextWeekValue: 30 as 28 })).toThrow();
    expect(() =>
      scheduleSearchHref({ origins: [port('KRPUS'), port('CNSHA')], destinations: [port('NLRTM'), port('DEHAM')] }),
    ).toThrow();
  });
});

describe('scheduleWindowLink (the legacy bridge\'s "redirect to schedule")', () => {
  it('opens the schedule from today for 7 x weeks days', () => {
    expect(scheduleSearchHref(scheduleWindowLink('2026-11-21', 4))).toBe(
      '/schedule/point-to-point-schedule?frmDtParam=2026-11-21&toDtParam=2026-12-19&nextWeekValue=28',
    );
    expect(scheduleSearchHref(scheduleWindowLink('2026-12-30', 2))).toBe(
      '/schedule/point-to-point-schedule?frmDtParam=2026-12-30&toDtParam=2027-01-13&nextWeekValue=14',
    );
  });

  it('falls back to 4 weeks for a number of weeks the page does not offer', () => {
    for (const weeks of [0, -2, 1, 1.5, 3, 52, Number.NaN]) {
      expect(scheduleSearchHref(scheduleWindowLink('2026-11-21', weeks))).toContain('nextWeekValue=28');
    }
  });
});
