import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { TrackingEvent } from '@/domain/tracking/tracking-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { seededBooking } from '../../../mocks/booking/seed';
import { trackingEventsOf } from '../../../mocks/tracking/event-generation';
import { instantsAcross, lateBooking, NOW, transshipmentBooking } from './tracking-fixtures';

/*
 * DCSA conformance of the mock tracking backend ("answers validate against the DCSA schema for
 * every field DCSA defines"). The DCSA Track & Trace 3.0.0 OpenAPI document lives beside the repository, in
 * ../shared/reference/dcsa; its schemas are compiled with ajv. DCSA's T&T schemas require no field and allow
 * additional properties, so the check is on every field's type, enum, length and format; a second schema built from
 * DCSA's with `additionalProperties: false` on every object proves that we send no field DCSA does not define.
 */

const DCSA_PATH = resolve(process.cwd(), '../shared/reference/dcsa/tnt-v3.0.0-openapi.yaml');

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** DCSA's schemas with every object closed: `additionalProperties: false` where `properties` are listed. */
function closed(node: JsonValue): JsonValue {
  if (Array.isArray(node)) return node.map(closed);
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closed(value)]));
  if (copy.type === 'object' && copy.properties) copy.additionalProperties = false;
  return copy;
}

let validateEvent: ValidateFunction;
let validateClosedEvent: ValidateFunction;
let validateResponse: ValidateFunction;

beforeAll(() => {
  if (!existsSync(DCSA_PATH)) {
    throw new Error(`The DCSA T&T 3.0.0 schema is missing at ${DCSA_PATH} (../shared/reference/dcsa beside the repo).`);
  }
  const document = load(readFileSync(DCSA_PATH, 'utf8')) as { components: { schemas: Record<string, JsonValue> } };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('float', true);
  ajv.addFormat('int32', true);
  ajv.addSchema({ $id: 'dcsa-tnt', components: document.components });
  // `allOf` + `$ref` wrappers of DCSA's properties keep a closed object's siblings apart, so close the referenced
  // schemas themselves (every object type under components/schemas).
  ajv.addSchema({ $id: 'dcsa-tnt-closed', components: closed(document.components) });
  const schema = (id: string, name: string) => {
    const validate = ajv.getSchema(`${id}#/components/schemas/${name}`);
    if (!validate) throw new Error(`No DCSA schema ${name}`);
    return validate;
  };
  validateEvent = schema('dcsa-tnt', 'Event');
  validateClosedEvent = schema('dcsa-tnt-closed', 'Event');
  validateResponse = schema('dcsa-tnt', 'GetEventsResponse');
});

function errorsOf(validate: ValidateFunction, value: unknown): string[] {
  validate(JSON.parse(JSON.stringify(value)));
  return (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath} ${error.message ?? ''}`);
}

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
    expect(validateEvent.schema).toBeTruthy();
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
