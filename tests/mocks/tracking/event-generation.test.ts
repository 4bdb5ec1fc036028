import { describe, expect, it } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import { isValidContainerNumber } from '@/domain/container/container-number';
import { detectDelays } from '@/domain/tracking/detect-delay';
import { type TrackingEvent, trackingEventSchema } from '@/domain/tracking/tracking-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { createBookingRequestForRoute } from '../../../mocks/booking/factories';
import { receiveBooking, viewBooking } from '../../../mocks/booking/lifecycle';
import { seededBooking } from '../../../mocks/booking/seed';
import { scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';
import { containersOf, trackingEventsOf } from '../../../mocks/tracking/event-generation';
import { transportDelays } from '../../../mocks/tracking/late-voyages';
import {
  DAY_MS,
  HOUR_MS,
  instantsAcross,
  lateBooking,
  NOW,
  punctualBooking,
  transshipmentBooking,
  vesselLegsOf,
} from './tracking-fixtures';

/*
 * Event generation against the transport plan ("Unit"): the mock's events of generated bookings,
 * read at instants across their life (the functions take "now" as an argument, as the handler passes Date.now()).
 */

const code = (event: TrackingEvent) =>
  event.eventClassification.equipmentEventType
    ? `${event.eventClassification.equipmentEventType} ${event.equipmentDetails?.emptyIndicator ?? ''}`
    : (event.eventClassification.transportEventType ?? event.eventClassification.shipmentEventType ?? '');

const slotOf = (event: TrackingEvent) => /-(\d{3})-/.exec(event.eventID)?.[1];

function equipmentEventsBySlot(events: TrackingEvent[]): Map<string, TrackingEvent[]> {
  const bySlot = new Map<string, TrackingEvent[]>();
  for (const event of events) {
    const slot = slotOf(event);
    if (slot) bySlot.set(slot, [...(bySlot.get(slot) ?? []), event]);
  }
  return bySlot;
}

const units = (booking: Booking) => (booking.confirmedEquipments ?? []).reduce((sum, item) => sum + item.units, 0);

/** The equipment events one container goes through on a plan with `legs` vessel legs. */
function expectedContainerCycle(legs: number): string[] {
  const transshipments = Array.from({ length: legs - 1 }, () => ['DISCHARGED LADEN', 'LOADED LADEN']).flat();
  return [
    'GATED_OUT EMPTY',
    'GATED_IN LADEN',
    'LOADED LADEN',
    ...transshipments,
    'DISCHARGED LADEN',
    'GATED_OUT LADEN',
    'GATED_IN EMPTY',
  ];
}

const shipperBookings = () =>
  Array.from({ length: 36 }, (_, index) => seededBooking(DEMO_USERS.shipper.user.userId, index, NOW)?.booking).filter(
    (booking): booking is Booking => booking !== undefined,
  );

describe('events of a booking, generated from its transport plan', () => {
  it('follows every container through the plan: release, gate-in, load, transshipments, discharge, delivery, return', () => {
    for (const booking of [punctualBooking(), transshipmentBooking(), lateBooking()]) {
      const legs = vesselLegsOf(booking);
      for (const now of instantsAcross(booking)) {
        const events = trackingEventsOf(booking, now);
        const bySlot = equipmentEventsBySlot(events);
        expect(bySlot.size).toBe(units(booking));
        for (const containerEvents of bySlot.values()) {
          expect(containerEvents.map(code)).toEqual(expectedContainerCycle(legs.length));
          const times = containerEvents.map((event) => Date.parse(event.eventDateTime));
          expect(times).toEqual([...times].sort((a, b) => a - b));
          expect(containerEvents[0]?.eventLocation.facilityType).toBe('DEPOT');
          expect(containerEvents[0]?.eventLocation.UNLocationCode).toBe(legs[0]?.loadLocation.UNLocationCode);
          expect(containerEvents.at(-1)?.eventLocation.UNLocationCode).toBe(
            legs.at(-1)?.dischargeLocation.UNLocationCode,
          );
        }
        // The vessel: departed from each leg's load port and arrived at its discharge port, with its name and voyage.
        const vesselEvents = events.filter((event) => event.eventClassification.eventType === 'TRANSPORT');
        expect(
          vesselEvents.map((event) => [
            code(event),
            event.eventLocation.UNLocationCode,
            event.transportDetails?.transportCall.vesselTransport?.vesselName,
            event.transportDetails?.transportCall.vesselTransport?.vesselIMONumber,
            (
              event.transportDetails?.transportCall.exportVoyageNumberOrReference ??
              event.transportDetails?.transportCall.importVoyageNumberOrReference
            )?.carrierVoyageNumber,
          ]),
        ).toEqual(
          legs.flatMap((leg) => [
            [
              'DEPARTED',
              leg.loadLocation.UNLocationCode,
              leg.vesselName,
              leg.vesselIMONumber,
              leg.carrierExportVoyageNumber,
            ],
            [
              'ARRIVED',
              leg.dischargeLocation.UNLocationCode,
              leg.vesselName,
              leg.vesselIMONumber,
              leg.carrierExportVoyageNumber,
            ],
          ]),
        );
        // Loaded before the vessel leaves, discharged after it arrives.
        legs.forEach((leg, index) => {
          const departed = vesselEvents[index * 2];
          const arrived = vesselEvents[index * 2 + 1];
          for (const containerEvents of bySlot.values()) {
            const loaded = containerEvents.filter((event) => code(event) === 'LOADED LADEN')[index];
            const discharged = containerEvents.filter((event) => code(event) === 'DISCHARGED LADEN')[index];
            expect(Date.parse(loaded?.eventDateTime ?? '')).toBeLessThan(Date.parse(departed?.eventDateTime ?? ''));
            expect(Date.parse(discharged?.eventDateTime ?? '')).toBeGreaterThan(
              Date.parse(arrived?.eventDateTime ?? ''),
            );
            expect(loaded?.transportDetails?.transportCall.vesselTransport?.vesselName).toBe(leg.vesselName);
          }
        });
        // The whole answer is in time order.
        const all = events.map((event) => Date.parse(event.eventDateTime));
        expect(all).toEqual([...all].sort((a, b) => a - b));
      }
    }
  });

  it('handles Door/Door bookings made in the session: truck legs before and after the vessel', () => {
    const [route] = scheduleGenerator.findRoutes({
      porCode: 'KRPUS',
      delCode: 'NLRTM',
      fromDate: '2026-12-01',
      toDate: '2026-12-14',
      rcvTermCode: 'D',
      deTermCode: 'D',
    });
    if (!route) throw new Error('expected a Door/Door sailing Busan - Rotterdam');
    const stored = receiveBooking(
      createBookingRequestForRoute(route),
      { carrierBookingRequestReference: 'BKR900000001', bookingNumber: 'PUSB90000001' },
      NOW,
      0,
    );
    const booking = viewBooking(stored, NOW);
    expect(booking.bookingStatus).toBe('CONFIRMED');
    const stages = (booking.transportPlan ?? []).map((leg) => leg.transportPlanStage);
    expect(stages[0]).toBe('PRC');
    expect(stages.at(-1)).toBe('ONC');
    const onCarriage = booking.transportPlan?.at(-1);
    for (const now of instantsAcross(booking)) {
      const events = trackingEventsOf(booking, now);
      for (const containerEvents of equipmentEventsBySlot(events).values()) {
        expect(containerEvents.map(code)).toEqual(expectedContainerCycle(vesselLegsOf(booking).length));
        // Gated out full when the on-carriage truck leaves (later if a late vessel delays it), never before.
        const gatedOut = containerEvents.find((event) => code(event) === 'GATED_OUT LADEN');
        expect(Date.parse(gatedOut?.eventDateTime ?? '')).toBeGreaterThanOrEqual(
          Date.parse(onCarriage?.plannedDepartureDateTime ?? ''),
        );
      }
    }
    // Just confirmed: the confirmation is ACTUAL, everything else is still ahead.
    const fresh = trackingEventsOf(booking, NOW);
    expect(fresh.filter((event) => event.eventClassification.eventClassifier === 'ACTUAL').map(code)).toEqual([
      'CONFIRMED',
    ]);
  });

  it('gives transshipment routes a discharge and a load at each transshipment port, as TRANSSHIPMENT', () => {
    const booking = transshipmentBooking();
    const legs = vesselLegsOf(booking);
    const events = trackingEventsOf(booking, NOW);
    for (let index = 1; index < legs.length; index += 1) {
      const port = legs[index]?.loadLocation.UNLocationCode;
      const atPort = events.filter(
        (event) =>
          event.eventLocation.UNLocationCode === port && event.equipmentDetails?.transportPhase === 'TRANSSHIPMENT',
      );
      expect(atPort.filter((event) => code(event) === 'DISCHARGED LADEN')).toHaveLength(units(booking));
      expect(atPort.filter((event) => code(event) === 'LOADED LADEN')).toHaveLength(units(booking));
    }
  });
});

describe('events of a booking across time: classifiers, container numbers, identity', () => {
  it('is ACTUAL only behind "now", ESTIMATED or PLANNED only ahead; PLANNED only far ahead', () => {
    const seen = new Set<string>();
    for (const booking of [punctualBooking(), transshipmentBooking(), lateBooking(), ...shipperBookings()]) {
      for (const now of instantsAcross(booking)) {
        for (const event of trackingEventsOf(booking, now)) {
          const at = Date.parse(event.eventDateTime);
          const { eventClassifier } = event.eventClassification;
          seen.add(eventClassifier);
          if (eventClassifier === 'ACTUAL') expect(at).toBeLessThanOrEqual(now);
          else expect(at).toBeGreaterThan(now);
          if (eventClassifier === 'PLANNED') expect(at - now).toBeGreaterThan(7 * DAY_MS);
          expect(Date.parse(event.eventUpdatedDateTime)).toBeLessThanOrEqual(now);
        }
      }
    }
    expect([...seen].sort()).toEqual(['ACTUAL', 'ESTIMATED', 'PLANNED']);
  });

  it('numbers a container (ISO 6346, valid check digit, the carrier prefix) once its empty is released', () => {
    const booking = punctualBooking();
    const release = (slot: number, now: number) =>
      trackingEventsOf(booking, now).find((event) =>
        event.eventID.endsWith(`-${String(slot + 1).padStart(3, '0')}-GTOT-E`),
      );
    const firstRelease = release(0, NOW);
    const releasedMs = Date.parse(firstRelease?.eventDateTime ?? '');
    const before = trackingEventsOf(booking, releasedMs - 60_000).filter((event) => slotOf(event) === '001');
    expect(before.every((event) => event.equipmentDetails?.equipmentReference === undefined)).toBe(true);
    expect(before[0]?.equipmentDetails?.ISOEquipmentCode).toBe(booking.confirmedEquipments?.[0]?.ISOEquipmentCode);
    const after = trackingEventsOf(booking, releasedMs).filter((event) => slotOf(event) === '001');
    const numbers = new Set(after.map((event) => event.equipmentDetails?.equipmentReference));
    expect(numbers.size).toBe(1);
    const [number] = [...numbers];
    expect(number).toMatch(/^ONEU\d{7}$/);
    expect(isValidContainerNumber(number ?? '')).toBe(true);

    // Every container of every tracked booking, long after delivery: distinct and valid.
    const everyNumber = [punctualBooking(), transshipmentBooking(), lateBooking(), ...shipperBookings()].flatMap(
      (tracked) => containersOf(tracked, NOW + 120 * DAY_MS).map((container) => container.equipmentReference),
    );
    expect(everyNumber.length).toBeGreaterThan(10);
    expect(everyNumber.every((value) => value !== undefined && isValidContainerNumber(value))).toBe(true);
    expect(new Set(everyNumber).size).toBe(everyNumber.length);
  });

  it('answers events with the contract shape; none for bookings that are not confirmed', () => {
    for (const booking of shipperBookings()) {
      const events = trackingEventsOf(booking, NOW);
      if (['CONFIRMED', 'PENDING_AMENDMENT', 'COMPLETED'].includes(booking.bookingStatus)) {
        expect(events.length, booking.bookingStatus).toBeGreaterThan(0);
      } else {
        expect(events, booking.bookingStatus).toEqual([]);
      }
      for (const event of events) expect(trackingEventSchema.safeParse(event).success).toBe(true);
    }
  });

  it('is deterministic: the same booking and instant give the same events; eventIDs are unique and keep across time', () => {
    const booking = transshipmentBooking();
    expect(trackingEventsOf(booking, NOW)).toEqual(trackingEventsOf(structuredClone(booking), NOW));
    const ids = (now: number) => trackingEventsOf(booking, now).map((event) => event.eventID);
    const early = ids(instantsAcross(booking)[0] ?? NOW);
    expect(new Set(early).size).toBe(early.length);
    expect([...ids(NOW + 200 * DAY_MS)].sort()).toEqual([...early].sort());
  });
});

describe('late voyages', () => {
  it('move the arrival and every later event by the delay; the estimate moves once the delay is known', () => {
    const booking = lateBooking();
    const [leg] = vesselLegsOf(booking);
    if (!leg) throw new Error('no leg');
    const lateMs = transportDelays(leg).arrival?.ms ?? 0;
    expect(lateMs).toBeGreaterThanOrEqual(24 * HOUR_MS);
    const departure = Date.parse(leg.plannedDepartureDateTime);
    const plannedArrival = Date.parse(leg.plannedArrivalDateTime);
    const arrivalOf = (now: number) =>
      trackingEventsOf(booking, now).find((event) => event.eventClassification.transportEventType === 'ARRIVED');

    // Just after departure the estimate is the plan; after half the voyage it carries the delay, with a reason.
    const early = arrivalOf(departure + HOUR_MS);
    expect(early?.eventClassification.eventClassifier).not.toBe('ACTUAL');
    expect(Date.parse(early?.eventDateTime ?? '')).toBe(plannedArrival);
    const late = arrivalOf(plannedArrival - HOUR_MS);
    expect(late?.eventClassification.eventClassifier).toBe('ESTIMATED');
    expect(Date.parse(late?.eventDateTime ?? '')).toBe(plannedArrival + lateMs);
    expect(late?.reason).toMatch(/Delayed \d+ h/);
    // At the planned arrival nothing has arrived yet; the ACTUAL arrival comes with the delay.
    const actual = arrivalOf(plannedArrival + lateMs);
    expect(actual?.eventClassification.eventClassifier).toBe('ACTUAL');
    expect(Date.parse(actual?.eventDateTime ?? '')).toBe(plannedArrival + lateMs);

    // Every event after the arrival moves by the same delay; the export side does not.
    const long = plannedArrival + 60 * DAY_MS;
    const delayed = trackingEventsOf(booking, long);
    for (const event of delayed.filter((item) => slotOf(item) === '001')) {
      const eventMs = Date.parse(event.eventDateTime);
      if (event.equipmentDetails?.transportPhase === 'IMPORT') expect(eventMs).toBeGreaterThan(plannedArrival + lateMs);
      else expect(eventMs).toBeLessThan(departure);
    }
  });

  it('some voyages of the demo run late, others not', () => {
    const legs = Array.from(
      { length: 400 },
      (_, index) => seededBooking(DEMO_USERS.forwarder.user.userId, index, NOW)?.booking,
    ).flatMap((booking) => (booking ? vesselLegsOf(booking) : []));
    const late = legs.filter((leg) => transportDelays(leg).arrival !== null).length;
    expect(late).toBeGreaterThan(legs.length * 0.1);
    expect(late).toBeLessThan(legs.length * 0.6);
  });

  it('detectDelay reports the moved ETA between two reads of a late booking, and nothing for an on-time one', () => {
    const booking = lateBooking();
    const [leg] = vesselLegsOf(booking);
    const departure = Date.parse(leg?.plannedDepartureDateTime ?? '');
    const arrival = Date.parse(leg?.plannedArrivalDateTime ?? '');
    const delays = detectDelays(
      trackingEventsOf(booking, departure + HOUR_MS),
      trackingEventsOf(booking, arrival - HOUR_MS),
    );
    expect(delays).toHaveLength(1);
    expect(delays[0]?.UNLocationCode).toBe(leg?.dischargeLocation.UNLocationCode);
    expect(delays[0]?.delayMs).toBe(leg ? transportDelays(leg).arrival?.ms : undefined);

    const onTime = punctualBooking();
    const [onTimeLeg] = vesselLegsOf(onTime);
    const from = Date.parse(onTimeLeg?.plannedDepartureDateTime ?? '');
    const to = Date.parse(onTimeLeg?.plannedArrivalDateTime ?? '');
    expect(detectDelays(trackingEventsOf(onTime, from + HOUR_MS), trackingEventsOf(onTime, to + DAY_MS))).toEqual([]);
  });
});
