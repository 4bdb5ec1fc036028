import { describe, expect, it } from 'vitest';

import { type Quote, type QuoteOffersResponse, quoteSchema } from '@/domain/quote/quote-contract';
import {
  type SurchargeCodesResponse,
  type TariffSurchargesResponse,
  tariffSurchargesResponseSchema,
} from '@/features/prices/api/prices-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { createUser } from '../../../mocks/auth/accounts';
import { createQuoteSearch } from '../../../mocks/prices/factories';
import { callMock, tokenOf } from '../booking/booking-http';
import { useMockSession } from '../mock-session';

// e2e's fixed "now" (e2e/fixtures.ts): Saturday 2026-11-21 11:00 in Busan. Only Date is faked.
const START = Date.parse('2026-11-21T02:00:00Z');
const session = useMockSession(START);

const SEARCH = createQuoteSearch({ cargoReadyDate: '2026-11-21' });
const searchQuery = (overrides: Record<string, string> = {}) => ({
  ...Object.fromEntries(Object.entries(SEARCH).map(([key, value]) => [key, String(value)])),
  ...overrides,
});

async function offers(overrides: Record<string, string> = {}) {
  return callMock<QuoteOffersResponse & ApiErrorBody>('GET', 'v1/quotes/offers', { query: searchQuery(overrides) });
}

describe('GET v1/surcharges and v1/tariffs/surcharges (public)', () => {
  it('answers the catalogue and the tariff without login', async () => {
    const catalogue = await callMock<SurchargeCodesResponse>('GET', 'v1/surcharges', { query: { q: 'bunker' } });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.surcharges.map((entry) => entry.code)).toEqual(['BAF', 'BUC', 'EBS']);
    const query = {
      originCode: 'KRPUS',
      destinationCode: 'NLRTM',
      cargoType: 'DRY',
      isoEquipmentCode: '45G1',
      applicationDate: '2026-11-21',
    };
    const tariff = await callMock<TariffSurchargesResponse>('GET', 'v1/tariffs/surcharges', { query });
    expect(tariff.status).toBe(200);
    expect(tariffSurchargesResponseSchema.parse(tariff.body).surcharges.map((s) => s.code)).toContain('OTHC');
    const bad = await callMock<ApiErrorBody>('GET', 'v1/tariffs/surcharges', { query: { ...query, cargoType: 'X' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.jsonPath).toBe('$.cargoType');
    const unknown = await callMock<ApiErrorBody>('GET', 'v1/tariffs/surcharges', {
      query: { ...query, destinationCode: 'ZZZZZ' },
    });
    expect(unknown.status).toBe(404);
  });

  it('exports the tariff as an xlsx named after the search', async () => {
    const { getResponse } = await import('msw');
    const { handlers } = await import('../../../mocks/handlers');
    const { apiUrl } = await import('../../../mocks/http');
    const query =
      'originCode=KRPUS&destinationCode=NLRTM&cargoType=DRY&isoEquipmentCode=45G1&applicationDate=2026-11-21';
    const request = new Request(`http://mock.test${apiUrl('v1/tariffs/surcharges/files/downloads')}?${query}`);
    const response = await getResponse(handlers, request, { baseUrl: 'http://mock.test' });
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response?.headers.get('Content-Disposition')).toBe(
      'attachment; filename="ONE Tariff Surcharges KRPUS to NLRTM 45G1 DRY 2026-11-21.xlsx"',
    );
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (response as Response).arrayBuffer());
    const sheet = workbook.worksheets[0];
    const othc = sheet?.getRows(3, 40)?.find((row) => row.getCell(1).value === 'OTHC');
    expect(othc?.getCell(5).value).toBe('KRW');
    expect(othc?.getCell(6).value).toBe(250_000);
  });
});

describe('GET v1/quotes/offers (public)', () => {
  it('answers offers without login, 400 for a bad search, 422 for dangerous goods, 404 for an unknown port', async () => {
    const answer = await offers();
    expect(answer.status).toBe(200);
    expect(answer.body.offers.length).toBeGreaterThan(0);
    expect((await offers({ quantity: '0' })).body.errors?.[0]?.jsonPath).toBe('$.quantity');
    expect((await offers({ cargoReadyDate: '2026-11-20' })).status).toBe(200);
    expect((await offers({ cargoReadyDate: '2026-11-19' })).status).toBe(400);
    expect((await offers({ cargoReadyDate: '2027-03-01' })).status).toBe(400);
    expect((await offers({ destinationCode: 'KRPUS' })).status).toBe(400);
    const dangerous = await offers({ commodity: 'Paint, UN 1263, class 3' });
    expect(dangerous.status).toBe(422);
    expect(dangerous.body.code).toBe('NOT_QUOTABLE');
    expect((await offers({ destinationCode: 'ZZZZZ' })).status).toBe(404);
  });
});

describe('POST v1/quotes and GET v1/quotes/{quoteReference}', () => {
  async function accept(
    offerId: string,
    idempotencyKey: string | null = crypto.randomUUID(),
    withToken = session.token,
  ) {
    return callMock<Quote & Pick<Partial<ApiErrorBody>, 'code'>>('POST', 'v1/quotes', {
      body: { ...SEARCH, offerId },
      ...(withToken ? { token: withToken } : {}),
      ...(idempotencyKey === null ? {} : { idempotencyKey }),
    });
  }

  it('accepts an offer for a logged-in user once per Idempotency-Key and reads it back', async () => {
    const [offer] = (await offers()).body.offers;
    if (!offer) throw new Error('no offer');
    expect((await accept(offer.offerId, 'key-1', '')).status).toBe(401);
    expect((await accept(offer.offerId, null)).status).toBe(400);

    const first = await accept(offer.offerId, 'key-1');
    expect(first.status).toBe(201);
    const quote = quoteSchema.parse(first.body);
    expect(quote).toMatchObject({
      status: 'ACTIVE',
      search: SEARCH,
      validUntil: offer.validUntil,
      terms: { cancellationFee: { amount: 10_000, currency: 'USD' } },
    });
    expect(quote.quoteReference).toMatch(/^QKR26\d{7}$/);
    expect(quote.offer).toEqual(offer);

    const again = await accept(offer.offerId, 'key-1');
    expect(again.status).toBe(200);
    expect(again.body.quoteReference).toBe(quote.quoteReference);
    const other = await accept(offer.offerId, 'key-2');
    expect(other.body.quoteReference).not.toBe(quote.quoteReference);

    const read = await callMock<Quote>('GET', `v1/quotes/${quote.quoteReference}`, { token: session.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(quote);
    expect((await callMock('GET', `v1/quotes/${quote.quoteReference}`)).status).toBe(401);
    const stranger = await tokenOf(createUser().user.userId, session.nowMs);
    const foreign = await callMock<ApiErrorBody>('GET', `v1/quotes/${quote.quoteReference}`, { token: stranger });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('QUOTE_NOT_FOUND');
  });

  it('turns a quote EXPIRED once its validity has passed', async () => {
    const offer = (await offers()).body.offers.at(-1);
    if (!offer) throw new Error('no offer');
    const { quoteReference, validUntil } = (await accept(offer.offerId)).body;
    await session.advanceTo(Date.parse(validUntil) - 1_000);
    expect((await callMock<Quote>('GET', `v1/quotes/${quoteReference}`, { token: session.token })).body.status).toBe(
      'ACTIVE',
    );
    await session.advanceTo(Date.parse(validUntil) + 1_000);
    expect((await callMock<Quote>('GET', `v1/quotes/${quoteReference}`, { token: session.token })).body.status).toBe(
      'EXPIRED',
    );
  });

  it('answers 409 OFFER_NOT_AVAILABLE for an offer that is no longer offered', async () => {
    const answer = await accept('O2026W40-notanoffer');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('OFFER_NOT_AVAILABLE');
  });
});
