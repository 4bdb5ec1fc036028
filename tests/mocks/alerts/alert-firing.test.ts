import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AlertRuleRequest } from '@/domain/alert/alert-contract';
import { notificationSchema } from '@/domain/notification/notification-contract';

import { createAlertRule, DEFAULT_ALERT_RULE_ID, updateAlertRule } from '../../../mocks/alerts/alert-store';
import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { getBooking } from '../../../mocks/booking/booking-store';
import { clockScore, containerFactsOfUser, DND_DEMO_CONTAINER } from '../../../mocks/demurrage-detention/containers';
import { firstDayWithin } from '../../../mocks/notifications/alert-firing';
import { alertOutboxAt } from '../../../mocks/notifications/alert-outbox';
import {
  newestNotificationId,
  notificationsAfter,
  notificationsDue,
} from '../../../mocks/notifications/notification-db';
import { trackingEventsOf } from '../../../mocks/tracking/event-generation';

/*
 * When the user's alert rules fire (docs/areas/alerts.md "When an alert fires"): a free-time rule fires once, when the
 * container comes within its days (the day the D&D page first counts that few days left) or at the rule's creation
 * when it is already that close, with one e-mail per recipient; delay rules decide which vessel delays are listed.
 * The demo shipper's container ONEU9000013 is discharged at Busan on 15 Nov 2026, 19:00 local, with 5 free days: its
 * last free day is 20 Nov, so "within 2 days" starts at 18 Nov 00:00 in Busan (17 Nov 15:00 UTC).
 */

const SHIPPER = DEMO_USERS.shipper.user.userId;
const WITHIN_TWO_DAYS = Date.parse('2026-11-17T15:00:00Z');
/** The shipper's one late voyage in the window: PUSB10000043, 29 h late at Rotterdam, learnt 18 Nov 23:00 UTC. */
const DELAY_KNOWN = Date.parse('2026-11-18T23:00:00Z');
const FIXED_NOW = Date.parse('2026-11-21T02:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

/** Creates a rule of the shipper at `atMs` (the store stamps its creation with the clock). */
function ruleAt(atMs: number, request: Partial<AlertRuleRequest>) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(atMs);
  const rule = createAlertRule(
    SHIPPER,
    {
      name: 'Alert',
      trigger: { kind: 'FREE_TIME', days: 2 },
      scope: { kind: 'ALL' },
      recipients: [],
      enabled: true,
      ...request,
    },
    crypto.randomUUID(),
  );
  vi.useRealTimers();
  return rule;
}

const freeTimeOf = (nowMs: number, container = DND_DEMO_CONTAINER) =>
  notificationsDue(SHIPPER, nowMs).filter(
    (notification) => notification.type === 'FREE_TIME_ENDING' && notification.equipmentReference === container,
  );

const delaysOf = (nowMs: number) =>
  notificationsDue(SHIPPER, nowMs).filter((notification) => notification.type === 'VESSEL_DELAYED');

describe('free-time alerts', () => {
  it('fire once when the container comes within the days, on the feed and with one e-mail per recipient', () => {
    const before = WITHIN_TWO_DAYS - 3 * 3_600_000;
    ruleAt(before, { recipients: ['ops@hanil.example', 'broker@customs.example'] });
    expect(freeTimeOf(before)).toEqual([]);
    expect(freeTimeOf(WITHIN_TWO_DAYS - 1000)).toEqual([]);
    const cursor = newestNotificationId(SHIPPER, WITHIN_TWO_DAYS - 1000);

    const [alert, ...others] = freeTimeOf(WITHIN_TWO_DAYS);
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      occurredAt: '2026-11-17T15:00:00Z',
      bookingReference: 'SHAD00000001',
      freeTimeKind: 'IMPORT_DEMURRAGE',
      location: 'KRPUS',
      lastFreeDate: '2026-11-20',
    });
    expect(notificationSchema.safeParse({ ...alert, read: false }).success).toBe(true);
    // What the feed sends next, and the same alert (same id, once) at every later read.
    expect(notificationsAfter(SHIPPER, cursor, WITHIN_TWO_DAYS).map((item) => item.id)).toContain(alert?.id);
    expect(freeTimeOf(WITHIN_TWO_DAYS + 3_600_000)).toEqual([alert]);
    expect(freeTimeOf(FIXED_NOW)).toEqual([alert]);

    const emails = alertOutboxAt(SHIPPER, FIXED_NOW).filter((email) => email.notificationId === alert?.id);
    expect(emails.map((email) => email.to).sort()).toEqual(['broker@customs.example', 'ops@hanil.example']);
    expect(emails[0]).toMatchObject({ kind: 'ALERT', sentDateTime: '2026-11-17T15:00:00Z' });
    expect(emails[0]?.subject).toContain(DND_DEMO_CONTAINER);
  });

  it('fire at the rule’s creation when the container is already that close, and not for a rule switched off', () => {
    const created = Date.parse('2026-11-19T03:00:00.250Z');
    const rule = ruleAt(created, {});
    expect(freeTimeOf(created + 60_000)).toMatchObject([{ occurredAt: '2026-11-19T03:00:01Z' }]);
    updateAlertRule(SHIPPER, rule.id, { ...rule, enabled: false });
    expect(freeTimeOf(created + 60_000)).toEqual([]);
  });

  it('only for the bookings a rule names', () => {
    ruleAt(WITHIN_TWO_DAYS - 1000, { scope: { kind: 'BOOKINGS', bookingReferences: ['PUSB10000043'] } });
    expect(freeTimeOf(FIXED_NOW)).toEqual([]);
    ruleAt(WITHIN_TWO_DAYS - 1000, { scope: { kind: 'BOOKINGS', bookingReferences: ['shad00000001'] } });
    expect(freeTimeOf(FIXED_NOW)).toHaveLength(1);
  });

  it('start on the first day the D&D page counts at most that many free days left (calendar and working days)', () => {
    const clocks = containerFactsOfUser(SHIPPER, FIXED_NOW).flatMap((container) => container.clocks);
    expect(new Set(clocks.map((clock) => clock.tariff.timeUnit))).toEqual(new Set(['CD', 'WD']));
    fc.assert(
      fc.property(fc.constantFrom(...clocks), fc.integer({ min: 0, max: 14 }), (clock, days) => {
        const day = firstDayWithin(clock, days);
        expect(-clockScore(clock, day)).toBeLessThanOrEqual(days);
        expect(-clockScore(clock, day - 1)).toBeGreaterThan(days);
      }),
      { numRuns: 300 },
    );
  });
});

describe('delay rules', () => {
  it('list a vessel delay only when a rule on, covering the booking, made before it and under its size fires', () => {
    // The default rule: more than 12 hours on every shipment.
    expect(delaysOf(FIXED_NOW)).toMatchObject([{ bookingReference: 'PUSB10000043', delayHours: 29 }]);
    const rule = (hours: number, overrides: Partial<AlertRuleRequest> = {}) => ({
      name: 'Vessel delay',
      trigger: { kind: 'DELAY' as const, hours },
      scope: { kind: 'ALL' as const },
      recipients: [],
      enabled: true,
      ...overrides,
    });
    updateAlertRule(SHIPPER, DEFAULT_ALERT_RULE_ID, rule(29));
    expect(delaysOf(FIXED_NOW)).toEqual([]);
    updateAlertRule(SHIPPER, DEFAULT_ALERT_RULE_ID, rule(28));
    expect(delaysOf(FIXED_NOW)).toHaveLength(1);
    updateAlertRule(
      SHIPPER,
      DEFAULT_ALERT_RULE_ID,
      rule(12, { scope: { kind: 'BOOKINGS', bookingReferences: ['PUSB10000044'] } }),
    );
    expect(delaysOf(FIXED_NOW)).toEqual([]);
    updateAlertRule(SHIPPER, DEFAULT_ALERT_RULE_ID, rule(12, { enabled: false }));
    expect(delaysOf(FIXED_NOW)).toEqual([]);
    // A rule made after the carrier learnt the delay does not announce it; one made before does, with its e-mail.
    ruleAt(DELAY_KNOWN + 1000, rule(12, { recipients: ['late@hanil.example'] }));
    expect(delaysOf(FIXED_NOW)).toEqual([]);
    ruleAt(DELAY_KNOWN - 1000, rule(12, { recipients: ['early@hanil.example'] }));
    const [delay] = delaysOf(FIXED_NOW);
    expect(delay).toBeDefined();
    const emails = alertOutboxAt(SHIPPER, FIXED_NOW).filter((email) => email.notificationId === delay?.id);
    expect(emails.map((email) => email.to)).toEqual(['early@hanil.example']);
  });
});

describe('event rules', () => {
  const WINDOW_START = FIXED_NOW - 14 * 86_400_000;
  const ofType = (type: string) => notificationsDue(SHIPPER, FIXED_NOW).filter((item) => item.type === type);

  it('list vessel departures and arrivals only for a rule that names them, from its creation on', () => {
    expect(ofType('VESSEL_DEPARTED')).toEqual([]);
    expect(ofType('VESSEL_ARRIVED')).toEqual([]);
    const early = ruleAt(WINDOW_START, { trigger: { kind: 'EVENT', event: 'VESSEL_ARRIVAL_POD' } });
    const arrived = ofType('VESSEL_ARRIVED');
    expect(arrived.length).toBeGreaterThan(0);
    expect(ofType('VESSEL_DEPARTED')).toEqual([]);
    // A rule made a second after the last arrival does not announce it.
    updateAlertRule(SHIPPER, early.id, { ...early, enabled: false });
    const last = arrived.at(-1);
    ruleAt(Date.parse(last?.occurredAt ?? '') + 1000, { trigger: { kind: 'EVENT', event: 'VESSEL_ARRIVAL_POD' } });
    expect(ofType('VESSEL_ARRIVED').map((item) => item.id)).not.toContain(last?.id);
  });

  it('send a returned container once, when the tracking events have its empty return, with the rule’s e-mail', () => {
    ruleAt(WINDOW_START, { trigger: { kind: 'EVENT', event: 'EMPTY_RETURN' }, recipients: ['yard@hanil.example'] });
    const returned = ofType('CONTAINER_RETURNED');
    expect(returned.length).toBeGreaterThan(0);
    expect(ofType('CONTAINER_GATED_OUT')).toEqual([]);
    expect(new Set(returned.map((item) => item.equipmentReference)).size).toBe(returned.length);
    for (const item of returned.slice(0, 3)) {
      expect(notificationSchema.safeParse({ ...item, read: false }).success).toBe(true);
      const booking = getBooking(SHIPPER, item.bookingReference, FIXED_NOW);
      expect(booking).toBeDefined();
      if (!booking) continue;
      const emptyReturn = trackingEventsOf(booking, FIXED_NOW).find(
        (event) =>
          event.eventClassification.equipmentEventType === 'GATED_IN' &&
          event.eventClassification.eventClassifier === 'ACTUAL' &&
          event.equipmentDetails?.emptyIndicator === 'EMPTY' &&
          event.equipmentDetails.equipmentReference === item.equipmentReference &&
          event.eventLocation.UNLocationCode === item.location,
      );
      expect(Date.parse(emptyReturn?.eventDateTime ?? '')).toBe(Date.parse(item.occurredAt));
    }
    const emails = alertOutboxAt(SHIPPER, FIXED_NOW).filter((email) => email.kind === 'ALERT');
    expect(emails).toHaveLength(returned.length);
    expect(emails.every((email) => email.to === 'yard@hanil.example')).toBe(true);
  });
});
