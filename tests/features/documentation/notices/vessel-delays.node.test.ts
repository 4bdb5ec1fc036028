import { describe, expect, it } from 'vitest';

import type { Transport } from '@/domain/booking/booking-answer-contract';
import type { TrackingEvent } from '@/domain/tracking/tracking-contract';
import { legArrivals } from '@/features/documentation/notices/vessel-delays';

const HOUR_MS = 3_600_000;

/** Busan -> Singapore on ONE HARMONY 012W, then Singapore -> Rotterdam on ONE APUS 045W (transshipment at SGSIN). */
const PLAN: Transport[] = [
  {
    transportPlanStage: 'MNC',
    transportPlanStageSequenceNumber: 1,
    loadLocation: { UNLocationCode: 'KRPUS', locationName: 'Busan' },
    dischargeLocation: { UNLocationCode: 'SGSIN', locationName: 'Singapore' },
    plannedDepartureDate: '2026-12-01',
    plannedArrivalDate: '2026-12-06',
    plannedDepartureDateTime: '2026-12-01T18:00:00+09:00',
    plannedArrivalDateTime: '2026-12-06T08:00:00+08:00',
    modeOfTransport: 'VESSEL',
    vesselName: 'ONE HARMONY',
    carrierExportVoyageNumber: '012W',
  },
  {
    transportPlanStage: 'MNC',
    transportPlanStageSequenceNumber: 2,
    loadLocation: { UNLocationCode: 'SGSIN', locationName: 'Singapore' },
    dischargeLocation: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' },
    plannedDepartureDate: '2026-12-08',
    plannedArrivalDate: '2027-01-02',
    plannedDepartureDateTime: '2026-12-08T20:00:00+08:00',
    plannedArrivalDateTime: '2027-01-02T06:00:00+01:00',
    modeOfTransport: 'VESSEL',
    vesselName: 'ONE APUS',
    carrierExportVoyageNumber: '045W',
  },
];

/** A vessel arrival at `code` by `vesselName` at the instant `planned` + `lateHours`, written in UTC. */
function arrival(code: string, vesselName: string, planned: string, lateHours: number, reason?: string): TrackingEvent {
  return {
    eventID: `PUSB10000012-ARRI-${code}`,
    eventDateTime: new Date(Date.parse(planned) + lateHours * HOUR_MS).toISOString().replace('.000Z', 'Z'),
    eventUpdatedDateTime: '2026-12-03T03:00:00Z',
    eventClassification: { eventType: 'TRANSPORT', eventClassifier: 'ESTIMATED', transportEventType: 'ARRIVED' },
    eventLocation: { UNLocationCode: code },
    shipmentDetails: { documentReference: { type: 'BOOKING', reference: 'PUSB10000012' } },
    transportDetails: { transportCall: { modeOfTransport: 'VESSEL', vesselTransport: { vesselName } } },
    ...(reason ? { reason } : {}),
  };
}

describe('legArrivals (the advance delay notice)', () => {
  it('reports each vessel leg late by more than 12 h with how late and the carrier’s reason', () => {
    const [first, second] = PLAN as [Transport, Transport];
    const events = [
      arrival('SGSIN', 'ONE HARMONY', first.plannedArrivalDateTime, 30, 'Delayed 30 h: port congestion.'),
      arrival('NLRTM', 'ONE APUS', second.plannedArrivalDateTime, 30),
    ];
    const arrivals = legArrivals(PLAN, events);
    expect(arrivals.map(({ isDelayed, delayMs, classifier }) => ({ isDelayed, delayMs, classifier }))).toEqual([
      { isDelayed: true, delayMs: 30 * HOUR_MS, classifier: 'ESTIMATED' },
      { isDelayed: true, delayMs: 30 * HOUR_MS, classifier: 'ESTIMATED' },
    ]);
    expect(arrivals[0]?.reason).toBe('Delayed 30 h: port congestion.');
    expect(arrivals[0]?.plannedDateTime).toBe('2026-12-06T08:00:00+08:00');
  });

  it('keeps the plan where no arrival is reported, and calls 12 h or less (or early) on time', () => {
    const [first] = PLAN as [Transport, Transport];
    const arrivals = legArrivals(PLAN, [arrival('SGSIN', 'ONE HARMONY', first.plannedArrivalDateTime, 12)]);
    expect(arrivals.map(({ isDelayed, delayMs, classifier }) => ({ isDelayed, delayMs, classifier }))).toEqual([
      { isDelayed: false, delayMs: 12 * HOUR_MS, classifier: 'ESTIMATED' },
      { isDelayed: false, delayMs: 0, classifier: 'PLANNED' },
    ]);
    expect(legArrivals(PLAN, [arrival('SGSIN', 'ONE HARMONY', first.plannedArrivalDateTime, -5)])[0]?.isDelayed).toBe(
      false,
    );
  });

  it('ignores arrivals of another vessel at the same port and pre- or on-carriage legs', () => {
    const [first] = PLAN as [Transport, Transport];
    const truck: Transport = { ...first, transportPlanStage: 'ONC', modeOfTransport: 'TRUCK', vesselName: undefined };
    const arrivals = legArrivals([...PLAN, truck], [arrival('SGSIN', 'ONE OLYMPUS', first.plannedArrivalDateTime, 48)]);
    expect(arrivals).toHaveLength(2);
    expect(arrivals[0]?.isDelayed).toBe(false);
  });
});
