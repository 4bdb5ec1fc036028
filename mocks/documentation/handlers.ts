import { http, HttpResponse, type RequestHandler } from 'msw';

import { ARRIVAL_NOTICES_PATH, arrivalNoticesQuerySchema } from '@/domain/documentation/arrival-notice-contract';
import {
  shippingInstructionsRequestSchema,
  TRANSPORT_DOCUMENTS_PATH,
  updateShippingInstructionsRequestSchema,
} from '@/domain/documentation/si-contract';
import {
  SHIPPING_INSTRUCTIONS_PATH,
  SI_DASHBOARD_PATH,
  siListQuerySchema,
} from '@/domain/documentation/si-list-contract';
import {
  approveTransportDocumentSchema,
  correctionRequestSchema,
} from '@/domain/documentation/transport-document-contract';

import { verifyAccessToken } from '../auth/auth-db';
import { apiUrl, badRequest, errorResponse, requireIdempotencyKey } from '../http';
import { listSis, siDashboardOf } from './si-list';
import {
  amendSiOf,
  approveDocument,
  arrivalNoticesOf,
  correctDocument,
  getSiView,
  type SiFailure,
  submitSi,
  surrenderDocument,
} from './si-store';

/*
 * The mock carrier's SI and transport document API (contract: src/domain/documentation/si-contract.ts; README
 * "Documentation"). Requests are checked with the contract's schemas (DCSA eBL 3.0.4 plus the carrier's business
 * checks): 400 INVALID_REQUEST with `errors` per field; 401 without a valid bearer; 404 for a booking, SI or B/L that
 * is unknown or another user's; 409 for a step the SI's state does not allow. The lifecycle runs on the mock
 * database's timestamps (./si-lifecycle.ts): no timers.
 */

async function userOf(request: Request): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? verifyAccessToken(token) : null;
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to see and send shipping instructions.');

function failure(result: SiFailure) {
  return errorResponse(result.status, result.code, result.message);
}

async function jsonOf(request: Request): Promise<unknown> {
  return request.json().catch(() => undefined);
}

/** Handlers of the SI and transport document resources. */
export const documentationHandlers: RequestHandler[] = [
  http.post(apiUrl(SHIPPING_INSTRUCTIONS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const key = requireIdempotencyKey(request);
    if (key instanceof Response) return key;
    const parsed = shippingInstructionsRequestSchema.safeParse(await jsonOf(request));
    if (!parsed.success) return badRequest(parsed.error);
    const result = submitSi(userId, parsed.data, key, Date.now());
    return 'status' in result ? failure(result) : HttpResponse.json(result, { status: 202 });
  }),
  http.get(apiUrl(SHIPPING_INSTRUCTIONS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const parsed = siListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return badRequest(parsed.error);
    return HttpResponse.json(listSis(userId, parsed.data, Date.now()));
  }),
  http.get(apiUrl(SI_DASHBOARD_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    return HttpResponse.json(siDashboardOf(userId, Date.now()));
  }),
  http.get(apiUrl(`${SHIPPING_INSTRUCTIONS_PATH}/:reference`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const reference = String(params.reference);
    const view = getSiView(userId, reference, Date.now());
    return view
      ? HttpResponse.json(view.si)
      : errorResponse(404, 'SHIPPING_INSTRUCTIONS_NOT_FOUND', `There are no SIs for ${reference}.`);
  }),
  http.put(apiUrl(`${SHIPPING_INSTRUCTIONS_PATH}/:reference`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const key = requireIdempotencyKey(request);
    if (key instanceof Response) return key;
    const parsed = updateShippingInstructionsRequestSchema.safeParse(await jsonOf(request));
    if (!parsed.success) return badRequest(parsed.error);
    const { shippingInstructionsReference, ...body } = parsed.data;
    const result = amendSiOf(userId, String(params.reference), body, key, Date.now());
    return 'status' in result ? failure(result) : HttpResponse.json({ shippingInstructionsReference }, { status: 202 });
  }),
  http.get(apiUrl(`${TRANSPORT_DOCUMENTS_PATH}/:reference`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const reference = String(params.reference);
    const document = getSiView(userId, reference, Date.now())?.document;
    return document
      ? HttpResponse.json(document)
      : errorResponse(404, 'TRANSPORT_DOCUMENT_NOT_FOUND', `There is no B/L ${reference} of yours yet.`);
  }),
  http.patch(apiUrl(`${TRANSPORT_DOCUMENTS_PATH}/:reference`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const parsed = approveTransportDocumentSchema.safeParse(await jsonOf(request));
    if (!parsed.success) return badRequest(parsed.error);
    const result = approveDocument(userId, String(params.reference), Date.now());
    return 'status' in result ? failure(result) : new HttpResponse(null, { status: 204 });
  }),
  http.post(apiUrl(`${TRANSPORT_DOCUMENTS_PATH}/:reference/correction-requests`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const parsed = correctionRequestSchema.safeParse(await jsonOf(request));
    if (!parsed.success) return badRequest(parsed.error);
    const result = correctDocument(userId, String(params.reference), parsed.data.comment, Date.now());
    return 'status' in result ? failure(result) : new HttpResponse(null, { status: 202 });
  }),
  http.post(apiUrl(`${TRANSPORT_DOCUMENTS_PATH}/:reference/surrender-requests`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const result = surrenderDocument(userId, String(params.reference), Date.now());
    return 'status' in result ? failure(result) : new HttpResponse(null, { status: 202 });
  }),
  http.get(apiUrl(ARRIVAL_NOTICES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const parsed = arrivalNoticesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return badRequest(parsed.error);
    const blNumber = parsed.data.transportDocumentReferences.toUpperCase();
    // An import B/L of the user's company is answered before this by mocks/delivery-orders/handlers.ts.
    return HttpResponse.json({ arrivalNotices: arrivalNoticesOf(userId, blNumber, Date.now()) });
  }),
];
