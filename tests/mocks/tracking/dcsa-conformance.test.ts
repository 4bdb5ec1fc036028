import type { ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { TrackingEvent } from '@/domain/tracking/tracking-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { seededBooking } from '../../../mocks/booking/seed';
import { trackingEventsOf } from '../../../mocks/tracking/event-generation';
import { dcsaErrorsOf as errorsOf, loadDcsaSchemas } from '../dcsa-schemas';
import { instantsAcross, lateBooking, NOW, transshipmentBooking } from './tracking-fixtures';

const FILE = 'tnt-v3.0.0-openapi.yaml';

/*
 * DCSA conformance of the mock tracking backend ("answers validate against the DCSA schema for
 * every field DCSA defines"). The DCSA Track & Trace 3.0.0 OpenAPI document lives beside the repository, in
 * ../shared/reference/dcsa; its schemas are compiled with ajv. DCSA's T&T schemas require no field and allow
 * additional properties, so the check is on every field's type, enum, length and format; a second schema built from
 * DCSA's with `additionalProperties: false` on every object proves that we send no field DCSA does not define.
 */

let validateEvent: ValidateFunction | undefined;
let validateClosedEvent: ValidateFunction | undefined;
let validateResponse: ValidateFunction | undefined;

beforeAll(() => {
  const open = loadDcsaSchemas(FILE, ['Event', 'GetEventsResponse']);
  validateEvent = open.get('Event');
  validateResponse = open.get('GetEventsResponse');
  validateClosedEvent = loadDcsaSchemas(FILE, ['Event'], { closed: true }).get('Event');
});

function sampleEvents(): TrackingEvent[] {
  const bookings: Booking[] = [transshipmentBooking(), lateBooking()];
  for (let index = 0; index < 36; index += 1) {
    const booking = seededBooking(DEMO_USERS.shipper.user.userId, index, NOW)?.booking;
    if (booking) bookings.push(booking);
  }
  return bookings.flatMap((booking) => instantsAcross(booking).flatMap((now) => trackingEventsOf(booking, now)));
}

describe('DCSA Track & Trace 3.0.0 conformance of the mock tracking backend', () => {
  it('reads a DCSA schema that defines the Event and its classification', () => {
    expect(validateEvent?.schema).toBeTruthy();
    // A wrong classifier is caught (the check is not vacuous).
    expect(
      errorsOf(validateEvent, { eventClassification: { eventType: 'EQUIPMENT', eventClassifier: 'ESTIMATED_LATE' } }),
    ).not.toEqual([]);
    // A field DCSA does not define, at the top or nested, is caught by the closed schema only.
    const extra = { eventID: 'X', ours: 1, eventLocation: { UNLocationCode: 'KRPUS', terminal: 'PNC' } };
    expect(errorsOf(validateEvent, extra)).toEqual([]);
    expect(errorsOf(validateClosedEvent, extra)).toHaveLength(2);
  });

  it('generates events that DCSA accepts, with no field DCSA does not define, at every stage of a voyage', () => {
    const events = sampleEvents();
    expect(events.length).toBeGreaterThan(1000);
    const classifiers = new Set(events.map((event) => event.eventClassification.eventClassifier));
    expect([...classifiers].sort()).toEqual(['ACTUAL', 'ESTIMATED', 'PLANNED']);
    for (const event of events) {
      expect(errorsOf(validateEvent, event), event.eventID).toEqual([]);
      expect(errorsOf(validateClosedEvent, event), event.eventID).toEqual([]);
    }
    expect(errorsOf(validateResponse, { events: events.slice(0, 50) })).toEqual([]);
  });
});
