import type { ValidateFunction } from 'ajv';
import { getResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { isValidContainerNumber } from '@/domain/container/container-number';
import {
  IMPORT_DOCUMENTS_PATH,
  type ImportDocumentListResponse,
} from '@/domain/delivery-order/delivery-order-contract';
import {
  TRACKING_EVENTS_PATH,
  type TrackingEvent,
  trackingEventsResponseSchema,
} from '@/domain/tracking/tracking-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { IMPORT_SHIPMENT_SEEDS } from '../../../mocks/booking/import-shipments';
import { handlers } from '../../../mocks/handlers';
import { apiUrl } from '../../../mocks/http';
import { callMock, tokenOf } from '../booking/booking-http';
import { dcsaErrorsOf, loadDcsaSchemas } from '../dcsa-schemas';
import { NOW } from './tracking-fixtures';

/*
 * The import shipments in the public tracking call (docs/areas/tracking.md, "Import shipments"): their B/L, booking
 * and container numbers find the shipment, with the arrival notice's vessel and arrival date, up to the discharge at
 * Busan, and every event parses with the tracking contract and validates against DCSA T&T 3.0.0's `Event`, closed.
 */

const ORIGIN = 'http://mock.test';

async function track(query: Record<string, string>): Promise<TrackingEvent[]> {
  const request = new Request(`${ORIGIN}${apiUrl(TRACKING_EVENTS_PATH)}?${new URLSearchParams(query).toString()}`);
  const response = await getResponse(handlers, request, { baseUrl: ORIGIN });
  expect(response?.status).toBe(200);
  return trackingEventsResponseSchema.parse(await response?.json()).events;
}

const typeOf = (event: TrackingEvent) =>
  event.eventClassification.transportEventType ??
  event.eventClassification.equipmentEventType ??
  event.eventClassification.shipmentEventType;

let validateClosedEvent: ValidateFunction | undefined;

beforeAll(() => {
  validateClosedEvent = loadDcsaSchemas('tnt-v3.0.0-openapi.yaml', ['Event'], { closed: true }).get('Event');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('tracking the import shipments', () => {
  it.each(IMPORT_SHIPMENT_SEEDS.map((seed) => [seed.transportDocumentReference, seed] as const))(
    '%s is found by its B/L, booking and container numbers',
    async (bl, seed) => {
      const byBl = await track({ transportDocumentReference: bl });
      expect(byBl.length).toBeGreaterThan(5);
      for (const event of byBl) expect(dcsaErrorsOf(validateClosedEvent, event)).toEqual([]);
      expect(await track({ carrierBookingReference: seed.bookingNumber })).toEqual(byBl);
      expect(byBl.every((event) => event.shipmentDetails.documentReference.reference === seed.bookingNumber)).toBe(
        true,
      );
      const numbers = seed.containers.map((container) => container.equipmentReference);
      expect([...new Set(byBl.flatMap((event) => event.equipmentDetails?.equipmentReference ?? []))].sort()).toEqual(
        [...numbers].sort(),
      );
      for (const number of numbers) {
        expect(isValidContainerNumber(number)).toBe(true);
        const byContainer = await track({ equipmentReference: number });
        const equipment = byContainer.filter((event) => event.equipmentDetails);
        expect(equipment.length).toBeGreaterThan(0);
        expect(equipment.every((event) => event.equipmentDetails?.equipmentReference === number)).toBe(true);
        // Loaded at Shanghai, discharged at Busan; the gate-out is the delivery order's, not invented here.
        const steps = equipment.map((event) => `${typeOf(event) ?? ''}@${event.eventLocation.UNLocationCode}`);
        expect(steps).toEqual(expect.arrayContaining(['LOADED@CNSHA', 'DISCHARGED@KRPUS']));
        expect(steps.at(-1)).toBe('DISCHARGED@KRPUS');
      }
    },
  );

  it("agrees with the delivery order list's vessel and arrival date", async () => {
    const answer = await callMock<ImportDocumentListResponse>('GET', IMPORT_DOCUMENTS_PATH, {
      token: await tokenOf(DEMO_USERS.shipper.user.userId),
    });
    expect(answer.body.importDocuments).toHaveLength(IMPORT_SHIPMENT_SEEDS.length);
    for (const document of answer.body.importDocuments) {
      const events = await track({ transportDocumentReference: document.transportDocumentReference });
      const departed = events.find((event) => event.eventClassification.transportEventType === 'DEPARTED');
      const arrived = events.find((event) => event.eventClassification.transportEventType === 'ARRIVED');
      expect(departed?.eventLocation.UNLocationCode).toBe(document.portOfLoading.UNLocationCode);
      expect(arrived?.eventLocation.UNLocationCode).toBe(document.releaseLocation.UNLocationCode);
      expect(arrived?.transportDetails?.transportCall.vesselTransport?.vesselName).toBe(document.vesselName);
      // Berthing at Busan at 08:00 local time on the arrival date.
      expect(arrived?.eventDateTime).toBe(`${document.arrivalDate}T08:00:00+09:00`);
      const arrivedMs = Date.parse(arrived?.eventDateTime ?? '');
      expect(arrived?.eventClassification.eventClassifier).toBe(arrivedMs <= NOW ? 'ACTUAL' : 'ESTIMATED');
    }
  });

  it('still finds nothing for a number that is neither an import shipment nor a booking', async () => {
    expect(await track({ transportDocumentReference: 'ONEYSHAE26110199' })).toEqual([]);
  });
});
