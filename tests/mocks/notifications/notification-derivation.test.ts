import { describe, expect, it } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { CreateBookingResponse } from '@/domain/booking/booking-contract';
import { notificationSchema } from '@/domain/notification/notification-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { DEFAULT_CONFIRM_DELAY_MS } from '../../../mocks/booking/booking-settings';
import {
  createBookingRequest,
  createDangerousGoods,
  createDangerousGoodsEquipment,
} from '../../../mocks/booking/factories';
import { trackingNotificationsOf } from '../../../mocks/notifications/derivation';
import {
  INITIALLY_UNREAD,
  listNotifications,
  markNotificationsRead,
  notificationsDue,
} from '../../../mocks/notifications/notification-db';
import { trackingEventsOf } from '../../../mocks/tracking/event-generation';
import { callMock } from '../booking/booking-http';
import { useMockSession } from '../mock-session';
import { HOUR_MS, lateBooking, NOW, punctualBooking, vesselLegsOf } from '../tracking/tracking-fixtures';

const session = useMockSession(NOW);

async function createBooking(request = createBookingRequest()): Promise<string> {
  const answer = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
    token: session.token,
    body: request,
    idempotencyKey: crypto.randomUUID(),
  });
  expect(answer.status).toBe(202);
  return answer.body.carrierBookingRequestReference;
}

describe('notifications derived from the booking lifecycle', () => {
  it('gives exactly one BOOKING_CONFIRMED at the decision time of a confirmed booking, nothing before it falls due', async () => {
    await createBooking();
    const decidedMs = NOW + DEFAULT_CONFIRM_DELAY_MS;

    expect(notificationsDue(session.userId, decidedMs - 1)).toEqual([]);

    const due = notificationsDue(session.userId, decidedMs);
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({
      type: 'BOOKING_CONFIRMED',
      occurredAt: new Date(decidedMs).toISOString().replace('.000Z', 'Z'),
    });
    expect(due[0]?.bookingReference).toMatch(/^PUSB\d{8}$/);
    // Read later, still the same one notification with the same id.
    expect(notificationsDue(session.userId, decidedMs + 5 * HOUR_MS).map((item) => item.id)).toEqual([due[0]?.id]);
  });

  it('asks for an update (BOOKING_PENDING_UPDATE with the carrier reason) for dangerous goods without an emergency contact', async () => {
    const goods = createDangerousGoods({ emergencyContactDetails: undefined });
    await createBooking(createBookingRequest({ requestedEquipments: [createDangerousGoodsEquipment(goods)] }));
    const [pending] = notificationsDue(session.userId, NOW + DEFAULT_CONFIRM_DELAY_MS);
    expect(pending?.type).toBe('BOOKING_PENDING_UPDATE');
    expect(pending?.reason).toMatch(/emergency contact/);
  });

  it('gives ids that are stable across calls, unique and in the server order', async () => {
    await createBooking();
    await createBooking(
      createBookingRequest({
        requestedEquipments: [createDangerousGoodsEquipment(createDangerousGoods({ imoClass: '1.1' }))],
      }),
    );
    const atMs = NOW + DEFAULT_CONFIRM_DELAY_MS + HOUR_MS;
    const first = notificationsDue(session.userId, atMs);
    const second = notificationsDue(session.userId, atMs);
    expect(second).toEqual(first);
    expect(new Set(first.map((item) => item.id)).size).toBe(first.length);
    expect(first.map((item) => item.type).sort()).toEqual(['BOOKING_CONFIRMED', 'BOOKING_REJECTED']);
    const ids = first.map((item) => item.id);
    expect([...ids].sort()).toEqual(ids);
  });
});

/** When the first container is discharged at the POD, by the tracking events (all ACTUAL at the end of time). */
function firstPodDischargeMs(booking: Booking): number {
  return Math.min(
    ...trackingEventsOf(booking, Number.MAX_SAFE_INTEGER)
      .filter(
        (event) =>
          event.eventClassification.equipmentEventType === 'DISCHARGED' &&
          event.shipmentDetails.shipmentLocationType === 'PORT_OF_DISCHARGE',
      )
      .map((event) => Date.parse(event.eventDateTime)),
  );
}

describe('notifications derived from tracking', () => {
  it('announces a late voyage (> 12 h) with vessel, voyage, POD, both ETAs and the delay, when the carrier learns it', () => {
    const booking = lateBooking();
    const [leg] = vesselLegsOf(booking);
    const notifications = trackingNotificationsOf(booking);
    const delayed = notifications.filter((item) => item.type === 'VESSEL_DELAYED');
    expect(delayed).toHaveLength(1);
    const [delay] = delayed;
    const pod = leg?.dischargeLocation.UNLocationCode;
    expect(delay).toMatchObject({ vesselName: leg?.vesselName, voyage: leg?.carrierExportVoyageNumber, location: pod });
    const previousMs = Date.parse(delay?.previousEta ?? '');
    const newMs = Date.parse(delay?.newEta ?? '');
    expect(previousMs).toBe(Date.parse(leg?.plannedArrivalDateTime ?? ''));
    expect(newMs - previousMs).toBe((delay?.delayHours ?? 0) * HOUR_MS);
    expect(delay?.delayHours).toBeGreaterThan(12);
    // The ETAs are POD local time with its offset, as the plan's arrival.
    expect(delay?.newEta?.slice(-6)).toBe(leg?.plannedArrivalDateTime.slice(-6));

    // The tracking events agree: the POD arrival estimate carries the delay from that instant on.
    const knownMs = Date.parse(delay?.occurredAt ?? '');
    const arrivalAt = (atMs: number) =>
      trackingEventsOf(booking, atMs).find(
        (event) =>
          event.eventClassification.transportEventType === 'ARRIVED' && event.eventLocation.UNLocationCode === pod,
      )?.eventDateTime;
    expect(Date.parse(arrivalAt(knownMs - 1000) ?? '')).toBe(previousMs);
    expect(Date.parse(arrivalAt(knownMs + 1000) ?? '')).toBe(newMs);
    // The cargo is discharged after the delayed arrival, as the tracking events say.
    const discharged = notifications.find((item) => item.type === 'CARGO_DISCHARGED');
    expect(Date.parse(discharged?.occurredAt ?? '')).toBe(firstPodDischargeMs(booking));
    expect(Date.parse(discharged?.occurredAt ?? '')).toBeGreaterThan(newMs);
    for (const item of notifications) expect(notificationSchema.safeParse({ ...item, read: false }).success).toBe(true);
  });

  it('gives no delay for a punctual voyage, and CARGO_DISCHARGED at the first discharge at the POD', () => {
    const booking = punctualBooking();
    const notifications = trackingNotificationsOf(booking).filter(
      (item) => item.type !== 'VESSEL_DEPARTED' && item.type !== 'VESSEL_ARRIVED',
    );
    expect(notifications.map((item) => item.type)).toEqual(['CARGO_DISCHARGED']);
    const discharged = notifications[0];
    const firstDischarge = firstPodDischargeMs(booking);
    expect(Date.parse(discharged?.occurredAt ?? '')).toBe(firstDischarge);
    // Not yet ACTUAL one second before: the tracking page would not show it either.
    const before = trackingEventsOf(booking, firstDischarge - 1000).filter(
      (event) =>
        event.eventClassification.equipmentEventType === 'DISCHARGED' &&
        event.eventClassification.eventClassifier === 'ACTUAL' &&
        event.shipmentDetails.shipmentLocationType === 'PORT_OF_DISCHARGE',
    );
    expect(before).toEqual([]);
  });
});

/** When the vessel event at `location` is ACTUAL by the tracking events (all ACTUAL at the end of time). */
function vesselEventMs(booking: Booking, type: 'DEPARTED' | 'ARRIVED', location: string | undefined): number {
  const event = trackingEventsOf(booking, Number.MAX_SAFE_INTEGER).find(
    (item) => item.eventClassification.transportEventType === type && item.eventLocation.UNLocationCode === location,
  );
  return Date.parse(event?.eventDateTime ?? '');
}

describe('vessel events for event rules', () => {
  it('dates the departure from the POL and the arrival at the POD as the tracking events do, late or punctual', () => {
    for (const booking of [lateBooking(), punctualBooking()]) {
      const legs = vesselLegsOf(booking);
      const pol = legs[0]?.loadLocation.UNLocationCode;
      const pod = legs.at(-1)?.dischargeLocation.UNLocationCode;
      const notifications = trackingNotificationsOf(booking);
      const departed = notifications.find((item) => item.type === 'VESSEL_DEPARTED');
      const arrived = notifications.find((item) => item.type === 'VESSEL_ARRIVED');
      expect(departed).toMatchObject({ location: pol, vesselName: legs[0]?.vesselName });
      expect(arrived).toMatchObject({ location: pod, vesselName: legs.at(-1)?.vesselName });
      expect(Date.parse(departed?.occurredAt ?? '')).toBe(vesselEventMs(booking, 'DEPARTED', pol));
      expect(Date.parse(arrived?.occurredAt ?? '')).toBe(vesselEventMs(booking, 'ARRIVED', pod));
      for (const item of [departed, arrived]) {
        expect(notificationSchema.safeParse({ ...item, read: false }).success).toBe(true);
      }
    }
  });
});

describe('a demo user at login', () => {
  it('sees a short list of the last 14 days with only the newest few unread, the same ids on every call', () => {
    const forwarder = DEMO_USERS.forwarder.user.userId;
    const started = performance.now();
    const list = listNotifications(forwarder, NOW, 100);
    // Derived once per user and week: later calls are cheap.
    const again = listNotifications(forwarder, NOW + 500, 100);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(list.notifications.length).toBeGreaterThan(INITIALLY_UNREAD);
    expect(list.unreadCount).toBe(INITIALLY_UNREAD);
    expect(list.notifications.slice(0, INITIALLY_UNREAD).every((item) => !item.read)).toBe(true);
    expect(list.notifications.slice(INITIALLY_UNREAD).every((item) => item.read)).toBe(true);
    expect(again.notifications.map((item) => item.id)).toEqual(list.notifications.map((item) => item.id));
    expect(list.lastEventId).toBe(list.notifications[0]?.id);
    for (const item of list.notifications) {
      expect(Date.parse(item.occurredAt)).toBeGreaterThanOrEqual(NOW - 14 * 24 * HOUR_MS);
      expect(Date.parse(item.occurredAt)).toBeLessThanOrEqual(NOW);
    }
    expect(markNotificationsRead(forwarder, 'all', NOW)).toBe(0);
  });
});

describe('delay notifications and the plan a booking was confirmed on', () => {
  it('tells of a delay learnt after the confirmation, not of one the carrier knew when it confirmed', () => {
    const booking = lateBooking();
    const delayed = trackingNotificationsOf(booking).filter((item) => item.type === 'VESSEL_DELAYED');
    expect(delayed).toHaveLength(1);
    const learntMs = Date.parse(delayed[0]?.occurredAt ?? '');
    // The same booking, confirmed an hour after the carrier learnt of the delay: its plan carries it already.
    const confirmedLater = structuredClone(booking);
    confirmedLater.statusHistory = confirmedLater.statusHistory.map((entry) =>
      entry.bookingStatus === 'CONFIRMED' ? { ...entry, dateTime: new Date(learntMs + HOUR_MS).toISOString() } : entry,
    );
    expect(trackingNotificationsOf(confirmedLater).filter((item) => item.type === 'VESSEL_DELAYED')).toEqual([]);
  });
});
