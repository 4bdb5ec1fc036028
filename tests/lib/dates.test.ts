import { describe, expect, it } from 'vitest';

import {
  addDaysToIsoDate,
  daysBetween,
  formatApiDateTime,
  isIsoDate,
  parseIsoDate,
  todayIn,
  zonedDateTimeToEpochMs,
} from '@/lib/dates';

describe('dates', () => {
  it("gives today's date in Asia/Singapore by default, which is a day ahead of UTC late in the UTC evening", () => {
    const lateUtcEvening = new Date('2026-11-21T17:30:00Z');
    expect(todayIn(undefined, lateUtcEvening)).toBe('2026-11-22');
    expect(todayIn('UTC', lateUtcEvening)).toBe('2026-11-21');
  });

  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(parseIsoDate('nonsense')).toBeNull();
  });

  it('adds days across month and year ends and counts days between dates', () => {
    expect(addDaysToIsoDate('2026-12-20', 28)).toBe('2027-01-17');
    expect(daysBetween('2026-11-21', '2026-12-19')).toBe(28);
    expect(() => addDaysToIsoDate('2026-13-01', 1)).toThrow(RangeError);
  });

  it('compares local times of different ports as instants', () => {
    // 09:00 in Busan (UTC+9) is earlier than 02:00 the same day in Rotterdam (UTC+1).
    const busan = zonedDateTimeToEpochMs('2026-11-24 09:00:00', 'Asia/Seoul');
    const rotterdam = zonedDateTimeToEpochMs('2026-11-24 02:00:00', 'Europe/Amsterdam');
    expect(busan).toBe(Date.parse('2026-11-24T00:00:00Z'));
    expect(rotterdam).toBe(Date.parse('2026-11-24T01:00:00Z'));
  });

  it('formats wire date-times as yyyy-MM-dd HH:mm', () => {
    expect(formatApiDateTime('2026-11-24 18:30:00')).toBe('2026-11-24 18:30');
  });
});
