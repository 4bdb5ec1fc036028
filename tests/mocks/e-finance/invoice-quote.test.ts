import { describe, expect, it } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { CreateBookingResponse } from '@/domain/booking/booking-contract';
import {
  type Invoice,
  type InvoiceListResponse,
  invoicePath,
  INVOICES_PATH,
  invoiceSchema,
} from '@/domain/invoice/invoice-contract';
import { toMinorUnits } from '@/domain/money/money';
import type { Quote, QuoteOffersResponse } from '@/domain/quote/quote-contract';

import { DEFAULT_CONFIRM_DELAY_MS } from '../../../mocks/booking/booking-settings';
import { createBookingRequestForRoute, createRequestedEquipment } from '../../../mocks/booking/factories';
import { createQuoteSearch } from '../../../mocks/prices/factories';
import { callMock } from '../booking/booking-http';
import { useMockSession } from '../mock-session';

// An invoice for a booking made on a ONE Quote bills exactly the quote's lines (docs/areas/e-finance.md), the way
// tests/mocks/prices/aoq-booking.test.ts books a quote.
const START = Date.parse('2026-11-21T02:00:00Z');
const session = useMockSession(START);
const SEARCH = createQuoteSearch({ cargoReadyDate: '2026-11-25' });

async function bookedQuote(): Promise<{ quote: Quote; reference: string }> {
  const query = Object.fromEntries(Object.entries(SEARCH).map(([key, value]) => [key, String(value)]));
  const offers = await callMock<QuoteOffersResponse>('GET', 'v1/quotes/offers', { query });
  const offer = offers.body.offers[0];
  if (!offer) throw new Error('no offer');
  const accepted = await callMock<Quote>('POST', 'v1/quotes', {
    token: session.token,
    body: { ...SEARCH, offerId: offer.offerId },
    idempotencyKey: crypto.randomUUID(),
  });
  const quote = accepted.body;
  const booked = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
    token: session.token,
    idempotencyKey: crypto.randomUUID(),
    body: createBookingRequestForRoute(quote.offer.route, {
      serviceContractReference: undefined,
      contractQuotationReference: quote.quoteReference,
      bookingChannelReference: 'AOQ',
      requestedEquipments: [createRequestedEquipment({ ISOEquipmentCode: quote.offer.isoEquipmentCode, units: 2 })],
    }),
  });
  expect(booked.status).toBe(202);
  return { quote, reference: booked.body.carrierBookingRequestReference };
}

async function invoicesOfUser(): Promise<Invoice[]> {
  const list = await callMock<InvoiceListResponse>('GET', INVOICES_PATH, { token: session.token });
  return Promise.all(
    list.body.invoices.map(async (row) => {
      const detail = await callMock<Invoice>('GET', invoicePath(row.invoiceNumber), { token: session.token });
      return invoiceSchema.parse(detail.body);
    }),
  );
}

const lineKey = (code: string, unitMinor: number, currency: string, quantity: number, amount: number) =>
  `${code} ${unitMinor} ${currency} x${quantity} = ${amount}`;

describe('invoices of a booking made on a ONE Quote', () => {
  it("bill the quote's lines: same codes, unit prices, quantities and amounts, over its stages' invoices", async () => {
    const { quote, reference } = await bookedQuote();
    expect(await invoicesOfUser()).toEqual([]);

    await session.advanceTo(START + DEFAULT_CONFIRM_DELAY_MS + 60_000);
    const booking = await callMock<Booking>('GET', `v1/bookings/${reference}`, { token: session.token });
    expect(booking.body.bookingStatus).toBe('CONFIRMED');
    const confirmed = await invoicesOfUser();
    expect(confirmed.map((invoice) => invoice.kind).sort()).toEqual(['ORIGIN_CHARGES', 'PREPAID_FREIGHT']);

    // The destination charges come with the arrival notice, a few days before the vessel arrives.
    const arrival = booking.body.transportPlan?.at(-1)?.plannedArrivalDateTime;
    if (!arrival) throw new Error('no arrival');
    await session.advanceTo(Date.parse(arrival));
    const invoices = await invoicesOfUser();
    expect(invoices.map((invoice) => invoice.kind).sort()).toEqual([
      'DESTINATION_CHARGES',
      'ORIGIN_CHARGES',
      'PREPAID_FREIGHT',
    ]);
    for (const invoice of invoices) {
      expect(invoice.quotationReference).toBe(quote.quoteReference);
      expect(invoice.carrierBookingReference).toBe(booking.body.carrierBookingReference);
    }
    const billed = invoices.flatMap((invoice) =>
      invoice.charges.map((charge) =>
        lineKey(
          charge.chargeCode,
          toMinorUnits(charge.unitPrice, charge.currencyCode),
          charge.currencyCode,
          charge.quantity,
          charge.amount.amount,
        ),
      ),
    );
    const quoted = quote.offer.lines.map((line) =>
      lineKey(line.chargeCode, line.unitPrice.amount, line.unitPrice.currency, line.quantity, line.amount.amount),
    );
    expect(billed.sort()).toEqual(quoted.sort());
  });
});
