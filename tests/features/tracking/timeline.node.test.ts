import { describe, expect, it } from 'vitest';

import type { TrackingEvent } from '@/domain/tracking/tracking-contract';
import {
  delayHoursOf,
  eventNameKey,
  formatLocalDateTime,
  isChangedSince,
  timelinesOf,
  trackingQueryOf,
} from '@/features/tracking/utils/timeline';

const NOW = Date.parse('2026-11-23T03:00:00Z');

function event(
  overrides: Partial<TrackingEvent> & Pick<TrackingEvent, 'eventID' | 'eventClassification'>,
): TrackingEvent {
  return {
    eventDateTime: '2026-11-20T10:00:00+09:00',
    eventUpdatedDateTime: '2026-11-20T01:00:00Z',
    eventLocation: { UNLocationCode: 'KRPUS', locationName: 'Busan' },
    shipmentDetails: { documentReference: { type: 'BOOKING', reference: 'PUSB10000123' } },
    ...overrides,
  };
}

const equipment = (id: string, container: string | undefined, type: 'GATED_OUT' | 'LOADED', at: string) =>
  event({
    eventID: id,
    eventDateTime: at,
    eventClassification: { eventType: 'EQUIPMENT', eventClassifier: 'ACTUAL', equipmentEventType: type },
    equipmentDetails: {
      ...(container ? { equipmentReference: container } : {}),
      ISOEquipmentCode: '22G1',
      emptyIndicator: type === 'GATED_OUT' ? 'EMPTY' : 'LADEN',
      transportPhase: 'EXPORT',
    },
  });

describe('tracking timeline', () => {
  it('asks the events by the kind of number', () => {
    expect(trackingQueryOf('B', 'ONEYPUSB1')).toEqual({ transportDocumentReference: 'ONEYPUSB1' });
    expect(trackingQueryOf('K', 'PUSB1')).toEqual({ carrierBookingReference: 'PUSB1' });
    expect(trackingQueryOf('C', 'ONEU1012340')).toEqual({ equipmentReference: 'ONEU1012340' });
  });

  it('gives each container its own timeline with the shared vessel events, in time order across offsets', () => {
    const departed = event({
      eventID: 'dep',
      eventDateTime: '2026-11-21T09:00:00+09:00',
      eventClassification: { eventType: 'TRANSPORT', eventClassifier: 'ESTIMATED', transportEventType: 'DEPARTED' },
    });
    // 2026-11-21T01:30Z: after the departure (00:00Z) although its local clock reads earlier.
    const loadedA = equipment('a-load', 'ONEU1012340', 'LOADED', '2026-11-20T20:30:00-05:00');
    const releasedA = equipment('a-rel', 'ONEU1012340', 'GATED_OUT', '2026-11-19T08:00:00+09:00');
    const releasedB = equipment('b-rel', 'ONEU1012351', 'GATED_OUT', '2026-11-19T09:00:00+09:00');
    const timelines = timelinesOf([departed, loadedA, releasedA, releasedB]);
    expect(timelines.map((line) => [line.container, line.events.map((item) => item.eventID)])).toEqual([
      ['ONEU1012340', ['a-rel', 'dep', 'a-load']],
      ['ONEU1012351', ['b-rel', 'dep']],
    ]);
  });

  it('names events from their DCSA codes, empty moves apart', () => {
    expect(eventNameKey(equipment('x', undefined, 'GATED_OUT', '2026-11-19T08:00:00+09:00'))).toBe('EMPTY_GATED_OUT');
    expect(eventNameKey(equipment('x', undefined, 'LOADED', '2026-11-19T08:00:00+09:00'))).toBe('LOADED');
    expect(
      eventNameKey(
        event({
          eventID: 'c',
          eventClassification: { eventType: 'SHIPMENT', eventClassifier: 'ACTUAL', shipmentEventType: 'CONFIRMED' },
        }),
      ),
    ).toBe('CONFIRMED');
  });

  it('writes the local time of the place with its UTC offset', () => {
    expect(formatLocalDateTime('2026-12-01T17:00:00+09:00')).toBe('2026-12-01 17:00 (UTC+09:00)');
    expect(formatLocalDateTime('2026-12-01T08:00:00Z')).toBe('2026-12-01 08:00 (UTC+00:00)');
  });

  it('reads the delay in hours from the reason', () => {
    const base = {
      eventID: 'arr',
      eventClassification: { eventType: 'TRANSPORT', eventClassifier: 'ESTIMATED' },
    } as const;
    expect(delayHoursOf(event({ ...base, reason: 'Delayed 30 h: late arrival of ONE HARMONY (30 h).' }))).toBe(30);
    expect(delayHoursOf(event(base))).toBeUndefined();
  });

  it('marks an event changed when it was updated less than 24 h before now', () => {
    const at = (updated: string) =>
      event({
        eventID: 'e',
        eventUpdatedDateTime: updated,
        eventClassification: { eventType: 'TRANSPORT', eventClassifier: 'ESTIMATED' },
      });
    expect(isChangedSince(at('2026-11-22T03:00:01Z'), NOW)).toBe(true);
    expect(isChangedSince(at('2026-11-22T03:00:00Z'), NOW)).toBe(false);
    expect(isChangedSince(at('2026-11-23T03:00:00Z'), NOW)).toBe(true);
  });
});
