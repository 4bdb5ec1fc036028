import { describe, expect, it } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { CreateBooking, CreateBookingResponse } from '@/domain/booking/booking-contract';
import type { Quote, QuoteOffersResponse } from '@/domain/quote/quote-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { createUser } from '../../../mocks/auth/accounts';
import { DEFAULT_CONFIRM_DELAY_MS } from '../../../mocks/booking/booking-settings';
import { createBookingRequestForRoute, createRequestedEquipment } from '../../../mocks/booking/factories';
import { firstVesselLeg } from '../../../mocks/booking/sailings';
import { createQuoteSearch } from '../../../mocks/prices/factories';
import { callMock, tokenOf } from '../booking/booking-http';
import { useMockSession } from '../mock-session';

// A booking on a quote (bookingChannelReference AOQ, docs/areas/prices.md): only Date is faked, so MSW's promises run.
const START = Date.parse('2026-11-21T02:00:00Z');
const session = useMockSession(START);

const SEARCH = createQuoteSearch({ cargoReadyDate: '2026-11-25' });

/** Accepts the `index`-th offer of the Busan -> Rotterdam search (2 x 45G1). */
async function acceptedQuote(index = 0): Promise<Quote> {
  const query = Object.fromEntries(Object.entries(SEARCH).map(([key, value]) => [key, String(value)]));
  const { body } = await callMock<QuoteOffersResponse>('GET', 'v1/quotes/offers', { query });
  const offer = body.offers[index];
  if (!offer) throw new Error('no offer');
  const answer = await callMock<Quote>('POST', 'v1/quotes', {
    token: session.token,
    body: { ...SEARCH, offerId: offer.offerId },
    idempotencyKey: crypto.randomUUID(),
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** The booking request the booking page sends for `quote`: its route and sailing, its equipment, channel AOQ. */
function bookingOn(quote: Quote, overrides: Partial<CreateBooking> = {}): CreateBooking {
  return createBookingRequestForRoute(quote.offer.route, {
    serviceContractReference: undefined,
    contractQuotationReference: quote.quoteReference,
    bookingChannelReference: 'AOQ',
    requestedEquipments: [createRequestedEquipment({ ISOEquipmentCode: quote.offer.isoEquipmentCode, units: 2 })],
    ...overrides,
  });
}

function book(request: CreateBooking, idempotencyKey: string = crypto.randomUUID()) {
  return callMock<CreateBookingResponse & ApiErrorBody>('POST', 'v1/bookings', {
    token: session.token,
    body: request,
    idempotencyKey,
  });
}

describe('POST v1/bookings with channel AOQ', () => {
  it("books the quote, turns it BOOKED and confirms the booking on the quote's sailing", async () => {
    const quote = await acceptedQuote();
    const answer = await book(bookingOn(quote), 'booking-key');
    expect(answer.status).toBe(202);
    const reference = answer.body.carrierBookingRequestReference;

    const read = await callMock<Quote>('GET', `v1/quotes/${quote.quoteReference}`, { token: session.token });
    expect(read.body).toMatchObject({ status: 'BOOKED', carrierBookingRequestReference: reference });

    // A retry with the same key answers the same booking, without refusing the now-booked quote.
    const retry = await book(bookingOn(quote), 'booking-key');
    expect(retry.status).toBe(202);
    expect(retry.body.carrierBookingRequestReference).toBe(reference);

    await session.advanceTo(session.nowMs + DEFAULT_CONFIRM_DELAY_MS + 1_000);
    const booking = await callMock<Booking>('GET', `v1/bookings/${reference}`, { token: session.token });
    expect(booking.body.bookingStatus).toBe('CONFIRMED');
    expect(booking.body.bookingChannelReference).toBe('AOQ');
    expect(booking.body.contractQuotationReference).toBe(quote.quoteReference);
    const leg = firstVesselLeg(quote.offer.route);
    const mainCarriage = booking.body.transportPlan?.find((transport) => transport.transportPlanStage === 'MNC');
    expect(mainCarriage).toMatchObject({
      vesselName: leg?.vesselName,
      carrierExportVoyageNumber: leg?.voyageNumber,
      loadLocation: { UNLocationCode: 'KRPUS' },
    });
    expect(mainCarriage?.plannedDepartureDateTime.slice(0, 16)).toBe(leg?.departureDate.replace(' ', 'T').slice(0, 16));
  });

  it('refuses a second booking on a booked quote', async () => {
    const quote = await acceptedQuote();
    expect((await book(bookingOn(quote))).status).toBe(202);
    const second = await book(bookingOn(quote));
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('QUOTE_ALREADY_BOOKED');
  });

  it('refuses an expired quote with a clear message', async () => {
    const quote = await acceptedQuote();
    await session.advanceTo(Date.parse(quote.validUntil) + 60_000);
    const answer = await book(bookingOn(quote));
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('QUOTE_EXPIRED');
    expect(answer.body.message).toMatch(/expired/);
  });

  it('refuses a booking that differs from the quote, naming each field', async () => {
    const quote = await acceptedQuote();
    const other = await acceptedQuote(3);
    const otherLeg = firstVesselLeg(other.offer.route);
    const answer = await book(
      bookingOn(quote, {
        ...(otherLeg?.voyageNumber ? { carrierExportVoyageNumber: otherLeg.voyageNumber } : {}),
        requestedEquipments: [createRequestedEquipment({ ISOEquipmentCode: '42G1', units: 3 })],
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('QUOTE_MISMATCH');
    expect(answer.body.errors?.map((error) => error.jsonPath)).toEqual(
      expect.arrayContaining(['$.requestedEquipments[0].ISOEquipmentCode', '$.requestedEquipments[0].units']),
    );
    expect(
      (await callMock<Quote>('GET', `v1/quotes/${quote.quoteReference}`, { token: session.token })).body.status,
    ).toBe('ACTIVE');
  });

  it("lets the booking amend within the quote's terms only", async () => {
    const quote = await acceptedQuote();
    const other = firstVesselLeg((await acceptedQuote(3)).offer.route);
    const reference = (await book(bookingOn(quote))).body.carrierBookingRequestReference;
    const amend = (request: CreateBooking) =>
      callMock<CreateBookingResponse & ApiErrorBody>('PUT', `v1/bookings/${reference}`, {
        token: session.token,
        body: request,
        idempotencyKey: crypto.randomUUID(),
      });
    const moved = await amend(bookingOn(quote, { carrierExportVoyageNumber: other?.voyageNumber ?? '999W' }));
    expect(moved.status).toBe(422);
    expect(moved.body.errors?.map((error) => error.jsonPath)).toEqual(['$.carrierExportVoyageNumber']);
    const kept = await amend(bookingOn(quote, { references: [{ type: 'CR', value: 'PO-4500239999' }] }));
    expect(kept.status).toBe(202);
    expect(kept.body.carrierBookingRequestReference).toBe(reference);
  });

  it("refuses an unknown or another user's quote, and an AOQ booking without a quote reference", async () => {
    const quote = await acceptedQuote();
    await session.advanceTo(session.nowMs);
    session.token = await tokenOf(createUser().user.userId, session.nowMs);
    const foreign = await book(bookingOn(quote));
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('QUOTE_NOT_FOUND');
    const missing = await book(
      bookingOn(quote, { contractQuotationReference: undefined, serviceContractReference: 'SC-1' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.jsonPath).toBe('$.contractQuotationReference');
  });
});
