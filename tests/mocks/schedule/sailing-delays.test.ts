import { describe, expect, it } from 'vitest';

import { trackingNotificationsOf } from '../../../mocks/notifications/derivation';
import { routesWithKnownDelays } from '../../../mocks/schedule/data/route-delays';
import { DEFAULT_SEED, scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';
import { matchingCalls, operationalSchedules } from '../../../mocks/schedule/data/vessel-schedule-answers';
import { isoWithOffset, toLocalHour } from '../../../mocks/schedule/data/zoned-time';
import { trackingEventsOf } from '../../../mocks/tracking/event-generation';
import { transportDelays } from '../../../mocks/tracking/late-voyages';
import { HOUR_MS, lateFromLoadingBooking, vesselLegsOf } from '../tracking/tracking-fixtures';

/*
 * One late sailing, four places (docs/areas/schedule.md "Delays"): the vessel schedule's calls, the point-to-point
 * results, the booking's tracking events and its notification all move by the same hours once the delay is known.
 */

describe('a late sailing', () => {
  it('is late by the same hours in the vessel schedule, the point-to-point results, tracking and notifications', () => {
    const booking = lateFromLoadingBooking();
    const [leg] = vesselLegsOf(booking);
    if (!leg?.vesselIMONumber) throw new Error('no vessel leg');
    const { departure, arrival } = transportDelays(leg);
    if (!departure || !arrival) throw new Error('the leg is not late at both ends');
    const pol = leg.loadLocation.UNLocationCode;
    const pod = leg.dischargeLocation.UNLocationCode;
    const plannedDepartureMs = Date.parse(leg.plannedDepartureDateTime);
    const plannedArrivalMs = Date.parse(leg.plannedArrivalDateTime);
    const now = Math.max(departure.knownAtMs, arrival.knownAtMs) + HOUR_MS;
    expect(now).toBeLessThan(plannedArrivalMs + arrival.ms);

    // Vessel schedule: the call at the POL departs, the call at the POD arrives, late by those hours (OVS estimates).
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const calls = matchingCalls(scheduleGenerator.services, DEFAULT_SEED, {
      vesselIMONumber: leg.vesselIMONumber,
      startDate: day(plannedDepartureMs - 2 * 24 * HOUR_MS),
      endDate: day(plannedArrivalMs + 5 * 24 * HOUR_MS),
    });
    const atPol = calls.find(
      (call) => call.port.locationCode === pol && call.plannedDeparture.epochMs === plannedDepartureMs,
    );
    const atPod = calls.find(
      (call) => call.port.locationCode === pod && call.plannedArrival.epochMs === plannedArrivalMs,
    );
    if (!atPol || !atPod) throw new Error('the sailing is not in the vessel schedule');
    const [answer] = operationalSchedules([atPol, atPod], now);
    const estimate = (index: number, type: 'ARRI' | 'DEPA') =>
      answer?.vesselSchedules[0]?.transportCalls[index]?.timestamps.find(
        (stamp) => stamp.eventTypeCode === type && stamp.eventClassifierCode === 'EST',
      )?.eventDateTime;
    const departsAt = plannedDepartureMs + departure.ms;
    const arrivesAt = plannedArrivalMs + arrival.ms;
    expect(estimate(0, 'DEPA')).toBe(isoWithOffset(departsAt, atPol.port.timeZone));
    expect(estimate(1, 'ARRI')).toBe(isoWithOffset(arrivesAt, atPod.port.timeZone));

    // Point-to-point results: the same sailing carries the same estimates, local at each port.
    const routes = scheduleGenerator.findRoutes({
      porCode: pol,
      delCode: pod,
      fromDate: atPol.plannedDeparture.wire.slice(0, 10),
      toDate: atPol.plannedDeparture.wire.slice(0, 10),
      rcvTermCode: 'Y',
      deTermCode: 'Y',
    });
    const sailing = routesWithKnownDelays(routes, now)
      .flatMap((route) => route.sailInfo)
      .find((info) => info.vesselIMONumber === leg.vesselIMONumber && info.voyageNumber === atPol.exportVoyage);
    expect(sailing?.estimatedDepartureDate).toBe(toLocalHour(departsAt, atPol.port.timeZone).wire);
    expect(sailing?.estimatedArrivalDate).toBe(toLocalHour(arrivesAt, atPod.port.timeZone).wire);
    expect(sailing?.delayReasonCode).toBe(arrival.reason);

    // Tracking: the vessel's departure and arrival events carry the same estimates.
    const events = trackingEventsOf(booking, now);
    const transport = (type: 'DEPARTED' | 'ARRIVED') =>
      events.find((event) => event.eventClassification.transportEventType === type)?.eventDateTime;
    expect(Date.parse(transport('DEPARTED') ?? '')).toBe(departsAt);
    expect(Date.parse(transport('ARRIVED') ?? '')).toBe(arrivesAt);

    // Notifications: the delay notice names the new ETA at the POD.
    const notice = trackingNotificationsOf(booking).find((item) => item.type === 'VESSEL_DELAYED');
    expect(Date.parse(notice?.newEta ?? '')).toBe(arrivesAt);
  });
});
