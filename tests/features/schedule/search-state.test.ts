import { describe, expect, it } from 'vitest';

import { parseScheduleUrl } from '@/features/schedule/utils/parse-schedule-url';
import {
  DEFAULT_VIEW_OPTIONS,
  defaultSearch,
  type ScheduleSearch,
  toScheduleUrlParams,
} from '@/features/schedule/utils/search-state';

const TODAY = '2026-11-21';

const busanToRotterdam: ScheduleSearch = {
  origins: [{ code: 'KRPUS', name: 'Busan, South Korea', termCode: 'Y' }],
  destinations: [{ code: 'NLRTM', name: 'Rotterdam, Netherlands', termCode: 'D' }],
  fromDate: '2026-11-21',
  toDate: '2026-12-19',
  nextWeekValue: 28,
  tsFlag: 'D',
  command: 'search',
  scheduleSequence: 'KRPUS-NLRTM-FE4-021W-20261124',
};

describe('schedule URL state', () => {
  it('uses the carrier link names for the search fields', () => {
    const params = toScheduleUrlParams(busanToRotterdam, DEFAULT_VIEW_OPTIONS);
    expect(params.get('oriLocCdParam')).toBe('KRPUS');
    expect(params.get('destLocCdParam')).toBe('NLRTM');
    expect(params.get('oriLocNmParam')).toBe('Busan, South Korea');
    expect(params.get('oriTermCdPara')).toBe('Y');
    expect(params.get('desTermCdPara')).toBe('D');
    expect(params.get('frmDtParam')).toBe('2026-11-21');
    expect(params.get('toDtParam')).toBe('2026-12-19');
    expect(params.get('nextWeekValue')).toBe('28');
    expect(params.get('tsIndParam')).toBe('D');
    expect(params.get('cmdParam')).toBe('search');
    expect(params.get('schSeqParam')).toBe('KRPUS-NLRTM-FE4-021W-20261124');
    // View defaults stay out of the link.
    expect(params.has('searchType')).toBe(false);
    expect(params.has('page')).toBe(false);
  });

  it('reads back exactly what it wrote, view options included', () => {
    const viewOptions = {
      ...DEFAULT_VIEW_OPTIONS,
      view: 'calendar' as const,
      co2: true,
      emissionType: 'WTW' as const,
      calendarMonth: { year: 2026, month: 12 },
      sortBy: 'transitTime' as const,
      page: 3,
      pageSize: 30 as const,
      service: 'FE4',
      bookingFilter: 'BOOKING' as const,
    };
    const parsed = parseScheduleUrl(toScheduleUrlParams(busanToRotterdam, viewOptions), TODAY);
    expect(parsed.issues).toEqual([]);
    expect(parsed.search).toEqual(busanToRotterdam);
    expect(parsed.viewOptions).toEqual(viewOptions);
  });

  it('keeps several origins in order and marks the multi-location side', () => {
    const search: ScheduleSearch = {
      ...busanToRotterdam,
      origins: [
        { code: 'KRPUS', name: 'Busan', termCode: 'Y' },
        { code: 'CNSHA', name: 'Shanghai', termCode: 'D' },
      ],
    };
    const params = toScheduleUrlParams(search, DEFAULT_VIEW_OPTIONS);
    expect(params.get('multiLocSelTpParam')).toBe('O');
    expect(parseScheduleUrl(params, TODAY).search.origins).toEqual(search.origins);
  });

  it('accepts a link from the carrier site (List, lower-case codes, a next-week value only)', () => {
    const link = new URLSearchParams(
      'oriLocNmParam=HAI+PHONG%2C+VIETNAM&destLocNmParam=LOS+ANGELES%2C+CA&oriLocCdParam=vnhph&destLocCdParam=USLAX' +
        '&oriTermCdPara=Y&desTermCdPara=Y&frmDtParam=2026-10-06&nextWeekValue=56&cargoNature=GP&isEnabledCO2=false' +
        '&searchType=List&cmdParam=search',
    );
    const parsed = parseScheduleUrl(link, TODAY);
    expect(parsed.issues).toEqual([]);
    expect(parsed.search.origins).toEqual([{ code: 'VNHPH', name: 'HAI PHONG, VIETNAM', termCode: 'Y' }]);
    expect(parsed.search.toDate).toBe('2026-12-01');
    expect(parsed.search.nextWeekValue).toBe(56);
    expect(parsed.viewOptions.view).toBe('list');
  });

  it('reports every unusable value and falls back to a working default instead of failing', () => {
    const parsed = parseScheduleUrl(
      new URLSearchParams(
        'oriLocCdParam=PUS&destLocCdParam=NLRTM&frmDtParam=2026-13-45&toDtParam=2026-01-01&tsIndParam=X' +
          '&searchType=Map&pageSize=25&page=-2&emissionType=CO2&year=2031&month=2',
      ),
      TODAY,
    );
    expect(parsed.issues.map((issue) => [issue.param, issue.messageKey])).toEqual([
      ['oriLocCdParam', 'url-error-location'],
      ['frmDtParam', 'url-error-date'],
      ['toDtParam', 'url-error-date-order'],
      ['tsIndParam', 'url-error-value'],
      ['searchType', 'url-error-value'],
      ['emissionType', 'url-error-value'],
      ['pageSize', 'url-error-value'],
      ['page', 'url-error-value'],
      ['year', 'url-error-value'],
    ]);
    expect(parsed.search.origins).toEqual([]);
    expect(parsed.search.fromDate).toBe(TODAY);
    expect(parsed.search.toDate).toBe('2026-12-19');
    expect(parsed.viewOptions).toEqual({ ...DEFAULT_VIEW_OPTIONS });
  });

  it('shortens a period longer than 62 days', () => {
    const parsed = parseScheduleUrl(new URLSearchParams('frmDtParam=2026-11-21&toDtParam=2027-03-01'), TODAY);
    expect(parsed.search.toDate).toBe('2027-01-22');
    expect(parsed.issues[0]?.messageKey).toBe('url-error-period');
  });

  it('defaults to today in Singapore plus four weeks, without a command', () => {
    expect(parseScheduleUrl(new URLSearchParams(), TODAY).search).toEqual(defaultSearch(TODAY));
    expect(defaultSearch(TODAY)).toMatchObject({ fromDate: '2026-11-21', toDate: '2026-12-19', command: null });
  });
});
