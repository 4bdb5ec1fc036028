import { describe, expect, it } from 'vitest';

import { parseScheduleUrl } from '@/features/schedule/utils/parse-schedule-url';

// docs/requirements.md §14: a hostile or sloppy link must give a short, honest list of issues and a search inside the limits.
const TODAY = '2026-11-21';
const parse = (query: string) => parseScheduleUrl(new URLSearchParams(query), TODAY);

describe('parseScheduleUrl with hostile links', () => {
  it('caps repeated parameters: 20,000 bad origins give one issue, not 20,000 alert items', () => {
    const query = Array.from({ length: 20_000 }, (_, index) => `oriLocCdParam=X${index}`).join('&');
    const parsed = parse(query);

    const originIssues = parsed.issues.filter((issue) => issue.param === 'oriLocCdParam');
    expect(parsed.issues.length).toBeLessThanOrEqual(2);
    expect(originIssues.length).toBeGreaterThan(0);
    for (const issue of parsed.issues) expect(issue.value.length).toBeLessThanOrEqual(200);
    expect(parsed.search.origins).toEqual([]);
  });

  it('caps the length of a value before reading it', () => {
    const parsed = parse(`oriLocNmParam=${'B'.repeat(50_000)}&oriLocCdParam=KRPUS&schSeqParam=${'S'.repeat(50_000)}`);

    expect(parsed.search.origins[0]?.name.length).toBeLessThanOrEqual(120);
    expect(parsed.search.scheduleSequence?.length).toBeLessThanOrEqual(200);
  });

  it('merges the issues of one parameter into one item naming every bad value', () => {
    const parsed = parse('oriLocCdParam=PUS&oriLocCdParam=ROTTERDAM&destLocCdParam=NLRTM');

    expect(parsed.issues).toEqual([
      { param: 'oriLocCdParam', value: 'PUS, ROTTERDAM', messageKey: 'url-error-location' },
    ]);
  });

  it('removes duplicate locations before keeping three, and says which were dropped', () => {
    const parsed = parse(
      'oriLocCdParam=KRPUS&oriLocCdParam=KRPUS&oriLocCdParam=CNSHA&oriLocCdParam=JPTYO&oriLocCdParam=SGSIN' +
        '&oriLocCdParam=VNHPH&destLocCdParam=NLRTM',
    );

    expect(parsed.search.origins.map((origin) => origin.code)).toEqual(['KRPUS', 'CNSHA', 'JPTYO']);
    expect(parsed.issues).toEqual([
      { param: 'oriLocCdParam', value: 'SGSIN, VNHPH', messageKey: 'url-error-locations-dropped' },
    ]);
  });

  it.each([
    ['nextWeekValue', '0x1c'],
    ['nextWeekValue', '1e1'],
    ['nextWeekValue', ' 28'],
    ['page', '2.0'],
    ['month', '0x2'],
  ])('parses numbers strictly: %s=%s is refused', (param, value) => {
    const parsed = parse(`${param}=${encodeURIComponent(value)}`);

    expect(parsed.issues).toContainEqual({ param, value, messageKey: 'url-error-value' });
  });

  it('keeps a computed to-date inside the searchable dates', () => {
    const parsed = parse('frmDtParam=2027-12-20&nextWeekValue=56');

    expect(parsed.search.fromDate).toBe('2027-12-20');
    expect(parsed.search.toDate).toBe('2027-12-31');
    expect(parsed.issues).toEqual([{ param: 'toDtParam', value: '2027-12-31', messageKey: 'url-error-date-clamped' }]);
  });
});
