import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  daysToHours,
  fileSizeParts,
  formatDate,
  formatDateTime,
  formatDateTimeWithOffset,
  formatDays,
  formatFileSize,
  formatHours,
  formatLongDate,
  formatNowInDefaultZone,
  formatNumber,
  formatTime,
  SIZE_UNITS,
} from '@/lib/format';
import { changeLanguage, createI18n } from '@/lib/i18n';

describe('file sizes', () => {
  it('counts in steps of 1024 from Bytes to YB', () => {
    expect(SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1,023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 ** 2 + 300 * 1024)).toBe('5.29 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1 GB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(2048 * 1024 ** 8)).toBe('2,048 YB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(fileSizeParts(1024 * 1024 - 1)).toEqual({ value: 1, unit: 'MB' });
  });

  it('writes the number for the language and rejects impossible sizes', () => {
    expect(formatFileSize(1_288_490_189, 'ko')).toBe('1.2 GB');
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });
});

describe('days and hours', () => {
  it('turns days into hours by 24', () => {
    expect(daysToHours(2)).toBe(48);
    expect(daysToHours(0.5)).toBe(12);
  });

  it('pluralises days and hours per language', async () => {
    const i18n = createI18n('en');
    expect(formatDays(i18n.t, 1)).toBe('1 day');
    expect(formatDays(i18n.t, 3)).toBe('3 days');
    expect(formatHours(i18n.t, 1)).toBe('1 hour');
    expect(formatHours(i18n.t, daysToHours(2))).toBe('48 hours');

    await changeLanguage(i18n, 'ko');
    expect(formatDays(i18n.t, 1)).toBe('1일');
    expect(formatHours(i18n.t, 5)).toBe('5시간');
    await changeLanguage(i18n, 'ja');
    expect(formatDays(i18n.t, 3)).toBe('3日');
    await changeLanguage(i18n, 'zh');
    expect(formatHours(i18n.t, 1)).toBe('1 小时');
  });
});

describe('dates and times', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const instant = new Date('2026-11-21T17:05:09Z');

  it('writes yyyy-MM-dd, HH:mm and yyyy-MM-dd HH:mm in a given zone', () => {
    expect(formatDate(instant, 'Asia/Seoul')).toBe('2026-11-22');
    expect(formatTime(instant, 'Asia/Seoul')).toBe('02:05');
    expect(formatDateTime(instant, 'Europe/Amsterdam')).toBe('2026-11-21 18:05');
    expect(formatDate(new Date(2026, 0, 5, 9, 30))).toBe('2026-01-05');
    expect(formatTime(new Date(2026, 0, 5, 9, 30))).toBe('09:30');
    expect(formatDateTime(new Date(2026, 0, 5, 9, 30))).toBe('2026-01-05 09:30');
  });

  it("gives 'now' in Asia/Singapore whatever the browser's zone", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T20:30:00Z'));
    expect(formatNowInDefaultZone()).toBe('2026-11-22 04:30');
    expect(formatNowInDefaultZone(new Date(), 'yyyy-MM-dd')).toBe('2026-11-22');
  });

  it('writes prose dates and numbers in the UI language', () => {
    expect(formatLongDate(instant, 'en')).toBe('November 22, 2026');
    expect(formatLongDate(instant, 'ko')).toBe('2026년 11월 22일');
    expect(formatLongDate(instant, 'ja')).toBe('2026年11月22日');
    expect(formatLongDate(instant, 'zh')).toBe('2026年11月22日');
    expect(formatNumber(12345.6, 'en')).toBe('12,345.6');
    expect(formatNumber(12345.6, 'zh', { maximumFractionDigits: 0 })).toBe('12,346');
  });
});

describe('formatDateTimeWithOffset', () => {
  it("writes an instant in the given zone with that zone's offset at the instant", () => {
    expect(formatDateTimeWithOffset('2026-11-20T01:00:00Z', 'Asia/Seoul')).toBe('2026-11-20 10:00 UTC+09:00');
    expect(formatDateTimeWithOffset('2026-07-01T12:00:00+02:00', 'Europe/London')).toBe('2026-07-01 11:00 UTC+01:00');
    expect(formatDateTimeWithOffset('not a date', 'Asia/Seoul')).toBe('not a date');
  });
});
