import { describe, expect, it } from 'vitest';

import type { CreateBooking, CreateBookingResponse } from '@/domain/booking/booking-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { createBookingRequest } from '../../../mocks/booking/factories';
import { useMockSession } from '../mock-session';
import { callMock } from './booking-http';

// A Door end is where the carrier's truck picks up or delivers: the booking names that place's address (DCSA
// Booking 2.0.5 ShipmentLocation PRE/PDE with location.address).
const session = useMockSession(Date.parse('2026-11-23T03:00:00Z'));

const DOOR_DOOR: CreateBooking = createBookingRequest({
  receiptTypeAtOrigin: 'SD',
  deliveryTypeAtDestination: 'SD',
  shipmentLocations: [
    { location: { UNLocationCode: 'KRSEL', locationName: 'Seoul' }, locationTypeCode: 'PRE' },
    { location: { UNLocationCode: 'KRPUS', locationName: 'Busan' }, locationTypeCode: 'POL' },
    { location: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' }, locationTypeCode: 'POD' },
    { location: { UNLocationCode: 'DEDUI', locationName: 'Duisburg' }, locationTypeCode: 'PDE' },
  ],
});

const post = (body: CreateBooking) =>
  callMock<CreateBookingResponse & ApiErrorBody>('POST', 'v1/bookings', {
    token: session.token,
    body,
    idempotencyKey: crypto.randomUUID(),
  });

describe('mock booking API: Door terms', () => {
  it("refuses a Door move without the street addresses of its ends, at each place's address", async () => {
    const answer = await post(DOOR_DOOR);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.jsonPath)).toEqual([
      '$.shipmentLocations[0].location.address',
      '$.shipmentLocations[3].location.address',
    ]);
  });

  it('refuses a Door term without its place of receipt or delivery', async () => {
    const answer = await post({
      ...DOOR_DOOR,
      deliveryTypeAtDestination: 'CY',
      shipmentLocations: DOOR_DOOR.shipmentLocations.filter((place) => place.locationTypeCode !== 'PRE').slice(0, 2),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.jsonPath)).toEqual(['$.receiptTypeAtOrigin']);
  });

  it('books a Door move with the addresses of its ends', async () => {
    const [pre, pol, pod, pde] = DOOR_DOOR.shipmentLocations;
    if (!pre || !pol || !pod || !pde) throw new Error('four places');
    const answer = await post({
      ...DOOR_DOOR,
      shipmentLocations: [
        {
          ...pre,
          location: { ...pre.location, address: { street: 'Teheran-ro 152', city: 'Seoul', countryCode: 'KR' } },
        },
        pol,
        pod,
        {
          ...pde,
          location: { ...pde.location, address: { street: 'Hafenstr. 1', city: 'Duisburg', countryCode: 'DE' } },
        },
      ],
    });
    expect(answer.status).toBe(202);
    const booking = await callMock<CreateBooking>('GET', `v1/bookings/${answer.body.carrierBookingRequestReference}`, {
      token: session.token,
    });
    expect(booking.body.shipmentLocations[0]?.location.address).toEqual({
      street: 'Teheran-ro 152',
      city: 'Seoul',
      countryCode: 'KR',
    });
  });
});
