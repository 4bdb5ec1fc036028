import { delay, http, HttpResponse, type RequestHandler } from 'msw';

import {
  acceptQuoteRequestSchema,
  QUOTE_CARGO_READY_MAX_DAYS,
  QUOTE_ERROR_CODES,
  QUOTE_OFFERS_PATH,
  QUOTES_PATH,
  type QuoteSearch,
  quoteSearchSchema,
} from '@/domain/quote/quote-contract';
import {
  surchargeCodesParamsSchema,
  SURCHARGES_PATH,
  TARIFF_SURCHARGES_EXPORT_MEDIA_TYPE,
  TARIFF_SURCHARGES_EXPORT_PATH,
  TARIFF_SURCHARGES_PATH,
  tariffSurchargesParamsSchema,
} from '@/features/prices/api/prices-contract';
import { addDaysToIsoDate } from '@/lib/dates';

import { verifyAccessToken } from '../auth/auth-db';
import { apiUrl, badRequest, errorResponse, fieldErrorResponse, requireIdempotencyKey } from '../http';
import { getPort } from '../schedule/data/ports';
import { localDateAt } from '../schedule/data/zoned-time';
import { quoteOffers } from './offers';
import { acceptQuote, readQuote } from './quote-store';
import { searchSurchargeCodes, tariffSurcharges } from './tariff';
import { buildTariffWorkbook, tariffExportFileName } from './tariff-export';

/*
 * The mock carrier's prices API (contracts: src/features/prices/api/prices-contract.ts and
 * src/domain/quote/quote-contract.ts; docs/areas/prices.md).
 *
 * GET  {API}/v1/surcharges?q=                              public -> 200 SurchargeCodesResponse
 * GET  {API}/v1/tariffs/surcharges?originCode&destinationCode&cargoType&isoEquipmentCode&applicationDate
 *                                                          public -> 200 TariffSurchargesResponse
 * GET  {API}/v1/tariffs/surcharges/files/downloads?(same)  public -> 200 xlsx (Content-Disposition attachment)
 * GET  {API}/v1/quotes/offers?originCode&destinationCode&isoEquipmentCode&quantity&commodity&cargoReadyDate
 *                                                          public -> 200 QuoteOffersResponse
 * POST {API}/v1/quotes        login, Idempotency-Key, AcceptQuoteRequest -> 201 Quote (a repeated key: 200, same quote)
 * GET  {API}/v1/quotes/{quoteReference}   login -> 200 Quote (status EXPIRED once validUntil has passed)
 *
 * 400 INVALID_REQUEST with field errors (also: origin = destination, a cargo-ready date before yesterday at the origin
 * or more than 90 days ahead, no Idempotency-Key); 401 UNAUTHORIZED; 404 LOCATION_NOT_FOUND (not a port of the network) or
 * QUOTE_NOT_FOUND; 409 OFFER_NOT_AVAILABLE; 422 NOT_QUOTABLE (a commodity naming dangerous or out-of-gauge cargo).
 */

function queryObject(url: URL): Record<string, string> {
  const entries: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    if (value !== '') entries[key] = value;
  });
  return entries;
}

async function userOf(request: Request): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? verifyAccessToken(token) : null;
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to accept and see quotes.');

function fieldError(property: string, message: string) {
  return fieldErrorResponse(400, 'INVALID_REQUEST', `${property}: ${message}`, [
    { jsonPath: `$.${property}`, property, message },
  ]);
}

function unknownLocation(codes: readonly string[]) {
  const missing = codes.find((code) => !getPort(code));
  return missing ? locationNotFound(missing) : null;
}

const locationNotFound = (code: string) => errorResponse(404, 'LOCATION_NOT_FOUND', `No port with UN/LOCODE ${code}`);

/**
 * Words of a commodity that mean cargo the instant quote cannot price (dangerous goods, out-of-gauge, special
 * equipment): such a search gets 422 NOT_QUOTABLE and the page points to the booking request.
 */
export const NOT_QUOTABLE_COMMODITY =
  /\b(UN ?\d{4}|IMDG|IMO class|dangerous|hazardous|out[- ]of[- ]gauge|OOG|flat ?rack|open ?top)\b/i;

/** What a search must also satisfy beyond its schema; null when it is fine. */
function searchProblem(search: QuoteSearch, nowMs: number) {
  if (search.originCode === search.destinationCode) {
    return fieldError('destinationCode', 'origin and destination must differ');
  }
  const missing = unknownLocation([search.originCode, search.destinationCode]);
  if (missing) return missing;
  const origin = getPort(search.originCode);
  const today = origin ? localDateAt(nowMs, origin.timeZone) : search.cargoReadyDate;
  // A day of grace: a user west of the origin may still be on the origin's yesterday.
  if (search.cargoReadyDate < addDaysToIsoDate(today, -1)) {
    return fieldError('cargoReadyDate', 'the cargo-ready date is in the past');
  }
  if (search.cargoReadyDate > addDaysToIsoDate(today, QUOTE_CARGO_READY_MAX_DAYS)) {
    return fieldError('cargoReadyDate', `the cargo-ready date is at most ${QUOTE_CARGO_READY_MAX_DAYS} days ahead`);
  }
  if (NOT_QUOTABLE_COMMODITY.test(search.commodity)) {
    return errorResponse(
      422,
      QUOTE_ERROR_CODES.notQuotable,
      'Dangerous goods and out-of-gauge cargo cannot be quoted instantly: make a booking request instead.',
    );
  }
  return null;
}

/**
 * The tariff a search or export request asks for (its query parameters), or the refusal: 400 for malformed
 * parameters or the same port at both ends, 404 for an unknown location.
 */
function tariffOfSearch(request: Request): NonNullable<ReturnType<typeof tariffSurcharges>> | Response {
  const parsed = tariffSurchargesParamsSchema.safeParse(queryObject(new URL(request.url)));
  if (!parsed.success) return badRequest(parsed.error);
  if (parsed.data.originCode === parsed.data.destinationCode) {
    return fieldError('destinationCode', 'origin and destination must differ');
  }
  const tariff = tariffSurcharges(parsed.data);
  if (!tariff)
    return locationNotFound(getPort(parsed.data.originCode) ? parsed.data.destinationCode : parsed.data.originCode);
  return tariff;
}

/** Handlers of the surcharge catalogue, the tariff search and the instant quotes. */
export const pricesHandlers: RequestHandler[] = [
  http.get(apiUrl(SURCHARGES_PATH), async ({ request }) => {
    const parsed = surchargeCodesParamsSchema.safeParse(queryObject(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    await delay();
    return HttpResponse.json({ surcharges: searchSurchargeCodes(parsed.data.q) });
  }),

  http.get(apiUrl(TARIFF_SURCHARGES_PATH), async ({ request }) => {
    const tariff = tariffOfSearch(request);
    if (tariff instanceof Response) return tariff;
    await delay();
    return HttpResponse.json(tariff);
  }),

  http.get(apiUrl(TARIFF_SURCHARGES_EXPORT_PATH), async ({ request }) => {
    const tariff = tariffOfSearch(request);
    if (tariff instanceof Response) return tariff;
    const workbook = await buildTariffWorkbook(tariff);
    await delay();
    return new HttpResponse(workbook, {
      headers: {
        'Content-Type': TARIFF_SURCHARGES_EXPORT_MEDIA_TYPE,
        'Content-Disposition': `attachment; filename="${tariffExportFileName(tariff)}"`,
      },
    });
  }),

  // Before v1/quotes/:quoteReference, which 'offers' would match.
  http.get(apiUrl(QUOTE_OFFERS_PATH), async ({ request }) => {
    const parsed = quoteSearchSchema.safeParse(queryObject(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    const nowMs = Date.now();
    const problem = searchProblem(parsed.data, nowMs);
    if (problem) return problem;
    await delay();
    return HttpResponse.json({ offers: quoteOffers(parsed.data, nowMs) });
  }),

  http.post(apiUrl(QUOTES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const key = requireIdempotencyKey(request);
    if (key instanceof Response) return key;
    const parsed = acceptQuoteRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.error);
    const nowMs = Date.now();
    const outcome = acceptQuote(userId, parsed.data, key, nowMs);
    if ('quote' in outcome) return HttpResponse.json(outcome.quote, { status: outcome.created ? 201 : 200 });
    const problem = searchProblem(parsed.data, nowMs);
    if (problem) return problem;
    return errorResponse(
      409,
      QUOTE_ERROR_CODES.offerNotAvailable,
      'This offer is no longer available (its price changed or the sailing closed): search again.',
    );
  }),

  http.get(apiUrl(`${QUOTES_PATH}/:quoteReference`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const reference = String(params.quoteReference);
    const quote = readQuote(userId, reference, Date.now());
    return quote
      ? HttpResponse.json(quote)
      : errorResponse(404, QUOTE_ERROR_CODES.notFound, `There is no quote ${reference} of yours.`);
  }),
];
