import { describe, expect, it } from 'vitest';

import type { Notification } from '@/domain/notification/notification-contract';
import {
  badgeText,
  formatOccurredAt,
  formatPortTime,
  notificationHref,
  notificationText,
} from '@/features/notifications/utils/notification-view';
import { createI18n } from '@/lib/i18n';

import enNotifications from '../../../src/locales/en/notifications.json';
import koNotifications from '../../../src/locales/ko/notifications.json';

const delay: Notification = {
  id: 'n-9',
  type: 'VESSEL_DELAYED',
  occurredAt: '2026-11-23T10:00:00Z',
  bookingReference: 'KRPUS7654320',
  vesselName: 'MSC AMELIA',
  voyage: '045W',
  location: 'NLRTM',
  previousEta: '2026-12-02T07:00:00+01:00',
  newEta: '2026-12-03T14:00:00+01:00',
  delayHours: 31,
  read: false,
};

describe('notification view', () => {
  it("writes a delay from its fields in the reader's language, with the ETA in the port's local time and offset", async () => {
    const i18n = createI18n('en', { notifications: enNotifications });
    expect(notificationText(i18n.t, delay, 'en')).toBe(
      'MSC AMELIA voyage 045W delayed 31 h at NLRTM, new ETA Dec 3, 14:00 (+01:00)',
    );
    i18n.addResourceBundle('ko', 'notifications', koNotifications);
    await i18n.changeLanguage('ko');
    expect(notificationText(i18n.t, delay, 'ko')).toBe(
      'MSC AMELIA 045W 항차가 NLRTM에서 31시간 지연, 새 도착 예정 12월 3일 14:00 (+01:00)',
    );
  });

  it('keeps the wall-clock time of an offset date-time whatever the zone of the reader', () => {
    expect(formatPortTime('2026-12-31T23:30:00-05:00', 'en')).toBe('Dec 31, 23:30 (-05:00)');
    expect(formatPortTime('2026-12-31T23:30:00Z', 'en')).toBe('Dec 31, 23:30 (+00:00)');
    expect(formatPortTime('not a date', 'en')).toBe('not a date');
  });

  it('says how long ago within a day', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(formatOccurredAt('2026-11-23T11:59:40Z', now, 'en', 'Asia/Seoul')).toBe('now');
    expect(formatOccurredAt('2026-11-23T11:55:00Z', now, 'en', 'Asia/Seoul')).toBe('5 minutes ago');
    expect(formatOccurredAt('2026-11-23T09:00:00Z', now, 'en', 'Asia/Seoul')).toBe('3 hours ago');
  });

  it("shows an older notification's time in the reader's zone with its offset", () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(formatOccurredAt('2026-11-21T13:10:00Z', now, 'en', 'Asia/Seoul')).toBe('2026-11-21 22:10 UTC+09:00');
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('leads booking news to the booking and delays or discharges to cargo tracking', () => {
    expect(notificationHref({ ...delay, type: 'BOOKING_REJECTED', bookingReference: 'BR-000009' }, true)).toBe(
      '/manage-shipment/shipments/BR-000009',
    );
    expect(notificationHref({ ...delay, type: 'CARGO_DISCHARGED' }, true)).toBe(
      '/manage-shipment/cargo-tracking?trakNoParam=KRPUS7654320&trakNoTpCdParam=K',
    );
    expect(notificationHref(delay, false)).toBe('/manage-shipment/shipments/KRPUS7654320');
    expect(notificationHref({ ...delay, type: 'VESSEL_ARRIVED' }, true)).toBe(
      '/manage-shipment/cargo-tracking?trakNoParam=KRPUS7654320&trakNoTpCdParam=K',
    );
    const returned = { ...delay, type: 'CONTAINER_RETURNED' as const, equipmentReference: 'ONEU1003905' };
    expect(notificationHref(returned, true)).toBe(
      '/manage-shipment/cargo-tracking?trakNoParam=ONEU1003905&trakNoTpCdParam=C',
    );
    expect(notificationHref(returned, false)).toBe('/manage-shipment/shipments/KRPUS7654320');
    expect(notificationHref({ ...delay, type: 'DRAFT_BL_READY' }, true)).toBe(
      '/documentation/si-details?bookingNo=KRPUS7654320',
    );
  });

  it('writes a free time ending with the container, the clock in words and the last free day, and opens its clocks', async () => {
    const freeTime: Notification = {
      id: 'n-10',
      type: 'FREE_TIME_ENDING',
      occurredAt: '2026-11-17T15:00:00Z',
      bookingReference: 'SHAD00000001',
      equipmentReference: 'ONEU9000013',
      freeTimeKind: 'IMPORT_DEMURRAGE',
      location: 'KRPUS',
      lastFreeDate: '2026-11-20',
      read: false,
    };
    const i18n = createI18n('en', { notifications: enNotifications });
    expect(notificationText(i18n.t, freeTime, 'en')).toBe(
      'Free time of ONEU9000013 (Import demurrage) at KRPUS: last free day Nov 20',
    );
    i18n.addResourceBundle('ko', 'notifications', koNotifications);
    await i18n.changeLanguage('ko');
    expect(notificationText(i18n.t, freeTime, 'ko')).toBe(
      'ONEU9000013 프리타임(수입 디머리지, KRPUS): 마지막 무료일 11월 20일',
    );
    expect(notificationHref(freeTime, true)).toBe('/manage-shipment/demurrage-detention?container=ONEU9000013');
  });
});
