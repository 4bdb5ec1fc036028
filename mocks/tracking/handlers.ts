import { http, HttpResponse, type RequestHandler } from 'msw';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import {
  API_VERSION_HEADER,
  NEXT_PAGE_CURSOR_HEADER,
  TNT_API_VERSION,
  TRACKING_EVENTS_MAX_LIMIT,
  TRACKING_EVENTS_PATH,
  type TrackingEvent,
  type TrackingEventsQuery,
  trackingEventsQuerySchema,
} from '@/domain/tracking/tracking-contract';

import { apiUrl, badRequest, fieldErrorResponse } from '../http';
import { trackingEventsOf } from './event-generation';
import { importShipmentEventsOf } from './import-shipments';
import { findBookingByBl, findBookingByContainer, findBookingByNumber } from './lookup';

/*
 * The mock carrier's public tracking API (contract: src/domain/tracking/tracking-contract.ts; docs/areas/tracking.md "Tracking
 * events"; DCSA Track & Trace 3.0.0 `GET /events`).
 *
 * GET {API}/v1/events?carrierBookingReference&transportDocumentReference&equipmentReference&eventTypes
 *     &eventUpdatedDateTimeMin&eventUpdatedDateTimeMax&limit&cursor
 *   -> 200 {events} in time order, header API-Version 3.0.0, Next-Page-Cursor while more remain. Several references
 *      are intersected (a container number narrows the equipment events to that container; the booking's vessel and
 *      shipment events stay). Unknown, unconfirmed or cancelled -> 200 with an empty list (DCSA: never 404).
 *   -> 400 INVALID_REQUEST (field errors) without any reference, with a malformed parameter or cursor.
 * No login needed; numbers are compared upper-cased, container numbers without spaces or dashes.
 */

/** The query as the contract's schema expects it: `eventTypes` comma-separated (DCSA `explode: false`). */
function queryOf(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const value = url.searchParams.get(name) ?? '';
    query[name] = name === 'eventTypes' ? value.split(',').map((type) => type.trim()) : value;
  }
  return query;
}

const CURSOR = /^o(\d{1,7})$/;

function invalidCursor() {
  return fieldErrorResponse(400, 'INVALID_REQUEST', 'cursor: not a cursor of this query', [
    { jsonPath: '$.cursor', property: 'cursor', message: 'not a cursor of this query' },
  ]);
}

/** The events matching `query` at `nowMs`, in time order (all pages). */
export function findEvents(query: TrackingEventsQuery, nowMs: number): TrackingEvent[] {
  const container =
    query.equipmentReference === undefined
      ? undefined
      : query.equipmentReference.replace(/[\s\-/]+/g, '').toUpperCase();
  // Each reference given names one booking (or none); several must name the same one.
  const found: (Booking | undefined)[] = [];
  if (query.carrierBookingReference !== undefined) {
    found.push(findBookingByNumber(query.carrierBookingReference.toUpperCase(), nowMs));
  }
  if (query.transportDocumentReference !== undefined) {
    found.push(findBookingByBl(query.transportDocumentReference.toUpperCase(), nowMs));
  }
  if (query.equipmentReference !== undefined) {
    found.push(container ? findBookingByContainer(container, nowMs) : undefined);
  }
  const booking = found[0];
  const number = booking?.carrierBookingReference;
  if (!booking || found.some((other) => other?.carrierBookingReference !== number)) return [];
  const min = query.eventUpdatedDateTimeMin ? Date.parse(query.eventUpdatedDateTimeMin) : -Infinity;
  const max = query.eventUpdatedDateTimeMax ? Date.parse(query.eventUpdatedDateTimeMax) : Infinity;
  const types = query.eventTypes ? new Set<string>(query.eventTypes) : undefined;
  // An import shipment's events carry its B/L's container numbers (./import-shipments.ts).
  const events = importShipmentEventsOf(booking, nowMs) ?? trackingEventsOf(booking, nowMs);
  return events.filter((event) => {
    const updated = Date.parse(event.eventUpdatedDateTime);
    return (
      (!types || types.has(event.eventClassification.eventType)) &&
      updated >= min &&
      updated <= max &&
      (!container || !event.equipmentDetails || event.equipmentDetails.equipmentReference === container)
    );
  });
}

/** The answer to GET v1/events with `url`'s query at `nowMs`: a page of events, or a 400. */
function answer(url: URL, nowMs: number): Response {
  const parsed = trackingEventsQuerySchema.safeParse(queryOf(url));
  if (!parsed.success) return badRequest(parsed.error);
  const query = parsed.data;
  const offsetMatch = query.cursor === undefined ? ['', '0'] : CURSOR.exec(query.cursor);
  if (!offsetMatch) return invalidCursor();
  const offset = Number(offsetMatch[1]);
  const limit = query.limit ?? TRACKING_EVENTS_MAX_LIMIT;
  const events = findEvents(query, nowMs);
  const headers: Record<string, string> = {};
  if (offset + limit < events.length) headers[NEXT_PAGE_CURSOR_HEADER] = `o${offset + limit}`;
  return HttpResponse.json({ events: events.slice(offset, offset + limit) }, { headers });
}

/** Handlers of the tracking resource. */
export const trackingHandlers: RequestHandler[] = [
  http.get(apiUrl(TRACKING_EVENTS_PATH), ({ request }) => {
    const response = answer(new URL(request.url), Date.now());
    // DCSA: every response carries the version, errors too.
    response.headers.set(API_VERSION_HEADER, TNT_API_VERSION);
    return response;
  }),
];
