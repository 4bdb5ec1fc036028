import { addDays, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addDaysToIsoDate,
  daysBetween,
  formatApiDateTime,
  formatApiTime,
  isApiDateTime,
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
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('20260203')).toBe(false);
    expect(isIsoDate('2026-02-03T00:00')).toBe(false);
    expect(parseIsoDate('nonsense')).toBeNull();
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-03-01')).toEqual(new Date(2026, 2, 1));
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
    expect(formatApiTime('2026-11-24 00:05:00')).toBe('00:05');
  });

  it('leaves anything that is not a wire date-time as it came, and refuses it where an instant is needed', () => {
    for (const value of ['2026-11-24 24:00:00', '2026-11-31 10:00:00', '2026-11-24T18:30:00', '2026-11-24 18:30']) {
      expect(isApiDateTime(value)).toBe(false);
      expect(formatApiDateTime(value)).toBe(value);
      expect(() => zonedDateTimeToEpochMs(value, 'Asia/Seoul')).toThrow(RangeError);
    }
    expect(isApiDateTime('2026-11-24 23:59:59')).toBe(true);
  });

  it('does calendar arithmetic as date-fns does on local dates, for any date and any shift', () => {
    const date = fc
      .date({ min: new Date('1900-01-01T12:00:00Z'), max: new Date('2199-12-31T12:00:00Z'), noInvalidDate: true })
      .map((instant) => instant.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, date, fc.integer({ min: -40_000, max: 40_000 }), (from, to, days) => {
        expect(addDaysToIsoDate(from, days)).toBe(format(addDays(parseISO(from), days), 'yyyy-MM-dd'));
        expect(daysBetween(from, to)).toBe(differenceInCalendarDays(parseISO(to), parseISO(from)));
      }),
    );
  });

  it('tells real dates from impossible ones as date-fns does', () => {
    const text = fc
      .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(text, (value) => {
        expect(isIsoDate(value)).toBe(isValid(parseISO(value)));
      }),
    );
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(() => addDaysToIsoDate('2026-02-30', 1)).toThrow(RangeError);
  });
});
