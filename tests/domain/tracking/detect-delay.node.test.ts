import { describe, expect, it } from 'vitest';

import { detectDelay, detectDelays } from '@/domain/tracking/detect-delay';
import { type TrackingEvent, VESSEL_DELAY_THRESHOLD_MS } from '@/domain/tracking/tracking-contract';

const MINUTE_MS = 60_000;

/** A vessel arrival at Rotterdam (UTC+01:00 in winter) at `epochMs`, as the tracking call answers it. */
function arrival(epochMs: number, overrides: Partial<TrackingEvent> = {}): TrackingEvent {
  const local = new Date(epochMs + 60 * MINUTE_MS).toISOString().slice(0, 19);
  return {
    eventID: 'PUSB10000012-ARRI-1',
    eventDateTime: `${local}+01:00`,
    eventUpdatedDateTime: '2026-11-23T03:00:00Z',
    eventClassification: { eventType: 'TRANSPORT', eventClassifier: 'ESTIMATED', transportEventType: 'ARRIVED' },
    eventLocation: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' },
    shipmentDetails: { documentReference: { type: 'BOOKING', reference: 'PUSB10000012' } },
    ...overrides,
  };
}

const ETA = Date.parse('2026-12-10T08:00:00Z');

describe('detectDelay (vessel delay: ETA moved more than 12 hours)', () => {
  it('reports an arrival that moved later by more than 12 h, with how much', () => {
    const delay = detectDelay(arrival(ETA), arrival(ETA + VESSEL_DELAY_THRESHOLD_MS + MINUTE_MS));
    expect(delay).toEqual({
      eventID: 'PUSB10000012-ARRI-1',
      UNLocationCode: 'NLRTM',
      previousDateTime: '2026-12-10T09:00:00+01:00',
      currentDateTime: '2026-12-10T21:01:00+01:00',
      delayMs: 12 * 60 * MINUTE_MS + MINUTE_MS,
    });
    // An estimate that became the actual arrival, a day late.
    const actual = arrival(ETA + 24 * 60 * MINUTE_MS, {
      eventClassification: { eventType: 'TRANSPORT', eventClassifier: 'ACTUAL', transportEventType: 'ARRIVED' },
    });
    expect(detectDelay(arrival(ETA), actual)?.delayMs).toBe(24 * 60 * MINUTE_MS);
  });

  it('reports nothing for 12 h or less, for an earlier arrival, or for two different events', () => {
    expect(VESSEL_DELAY_THRESHOLD_MS).toBe(12 * 60 * MINUTE_MS);
    expect(detectDelay(arrival(ETA), arrival(ETA + VESSEL_DELAY_THRESHOLD_MS))).toBeNull();
    expect(detectDelay(arrival(ETA), arrival(ETA + 6 * 60 * MINUTE_MS))).toBeNull();
    expect(detectDelay(arrival(ETA), arrival(ETA - 30 * 60 * MINUTE_MS))).toBeNull();
    expect(
      detectDelay(arrival(ETA), arrival(ETA + 48 * 60 * MINUTE_MS, { eventID: 'PUSB10000012-ARRI-2' })),
    ).toBeNull();
  });

  it('compares instants, not the local texts: the same arrival written with another offset has not moved', () => {
    const utc = arrival(ETA, { eventDateTime: '2026-12-10T08:00:00Z' });
    expect(detectDelay(arrival(ETA), utc)).toBeNull();
  });

  it('looks at vessel arrivals only', () => {
    const departure = (epochMs: number) =>
      arrival(epochMs, {
        eventID: 'PUSB10000012-DEPA-1',
        eventClassification: { eventType: 'TRANSPORT', eventClassifier: 'ESTIMATED', transportEventType: 'DEPARTED' },
      });
    expect(detectDelay(departure(ETA), departure(ETA + 48 * 60 * MINUTE_MS))).toBeNull();
  });

  it('detectDelays matches two reads by eventID and lists the delayed arrivals', () => {
    const before = [arrival(ETA), arrival(ETA, { eventID: 'OTHER-ARRI-1' })];
    const after = [
      arrival(ETA, { eventID: 'OTHER-ARRI-1' }),
      arrival(ETA + 30 * 60 * MINUTE_MS),
      arrival(ETA + 30 * 60 * MINUTE_MS, { eventID: 'NEW-ARRI-1' }),
    ];
    expect(detectDelays(before, after).map((delay) => [delay.eventID, delay.delayMs])).toEqual([
      ['PUSB10000012-ARRI-1', 30 * 60 * MINUTE_MS],
    ]);
  });
});
