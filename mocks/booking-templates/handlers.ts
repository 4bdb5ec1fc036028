import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  BOOKING_TEMPLATES_PATH,
  bookingTemplateListParamsSchema,
  createBookingTemplateSchema,
  shareBookingTemplateSchema,
  TEMPLATE_ERROR_CODES,
  type TemplateFields,
  templateFieldsFromBooking,
  updateBookingTemplateSchema,
} from '@/domain/booking-template/template-contract';

import { verifyAccessToken } from '../auth/auth-db';
import { getBooking } from '../booking/booking-store';
import { apiUrl, badRequest, errorResponse, fieldErrorResponse } from '../http';
import type { StoredTemplate } from './stored-template';
import {
  findColleague,
  newTemplateId,
  ownTemplate,
  ownTemplates,
  putTemplate,
  removeTemplate,
  toTemplate,
  usableTemplate,
  usableTemplates,
} from './template-store';

/*
 * The mock carrier's booking template API (contract and calls: src/domain/booking-template/template-contract.ts).
 * 401 without a valid bearer; 404 TEMPLATE_NOT_FOUND for a template the user may not use; 403 TEMPLATE_NOT_OWNER for
 * a change to a colleague's template; 400 INVALID_REQUEST with field errors (a share recipient outside the owner's
 * company: '$.recipients[i]').
 */

async function userOf(request: Request): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? verifyAccessToken(token) : null;
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to use booking templates.');
const notFound = (id: string) =>
  errorResponse(404, TEMPLATE_ERROR_CODES.notFound, `There is no template ${id} for you.`);
const notOwner = () =>
  errorResponse(403, TEMPLATE_ERROR_CODES.notOwner, 'Only the owner may change, share or delete this template.');

/** What the search `q` looks in: name, lane (codes and names) and commodities, lower case. */
function searchTextOf(template: StoredTemplate): string {
  const { origin, destination, requestedEquipments = [] } = template.fields;
  return [
    template.name,
    origin?.code,
    origin?.name,
    destination?.code,
    destination?.name,
    ...requestedEquipments.map((line) => line.commodityType),
  ]
    .join(' ')
    .toLowerCase();
}

/** The user's own template by id, or the response that says why not (404 unknown, 403 a colleague's). */
function ownOrRefusal(userId: string, id: string): StoredTemplate | Response {
  const own = ownTemplate(userId, id);
  if (own) return own;
  return usableTemplate(userId, id) ? notOwner() : notFound(id);
}

const byNewest = (a: StoredTemplate, b: StoredTemplate) => b.updatedAt.localeCompare(a.updatedAt);

/** Handlers of the booking template resource. */
export const bookingTemplateHandlers: RequestHandler[] = [
  http.get(apiUrl(BOOKING_TEMPLATES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const url = new URL(request.url);
    const parsed = bookingTemplateListParamsSchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return badRequest(parsed.error);
    const { scope, q } = parsed.data;
    const wanted = q?.toLowerCase() ?? '';
    const items = (scope === 'mine' ? ownTemplates(userId) : usableTemplates(userId))
      .filter((template) => wanted === '' || searchTextOf(template).includes(wanted))
      .sort(byNewest)
      .map(toTemplate);
    return HttpResponse.json({ items });
  }),
  http.get(apiUrl(`${BOOKING_TEMPLATES_PATH}/:id`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const template = usableTemplate(userId, String(params.id));
    return template ? HttpResponse.json(toTemplate(template)) : notFound(String(params.id));
  }),
  http.post(apiUrl(BOOKING_TEMPLATES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const parsed = createBookingTemplateSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.error);
    let fields: TemplateFields;
    if ('bookingReference' in parsed.data) {
      const booking = getBooking(userId, parsed.data.bookingReference, Date.now());
      if (!booking) {
        return errorResponse(404, 'BOOKING_NOT_FOUND', `There is no booking ${parsed.data.bookingReference} of yours.`);
      }
      fields = templateFieldsFromBooking(booking);
    } else {
      fields = parsed.data.fields;
    }
    const now = new Date().toISOString();
    const template: StoredTemplate = {
      id: newTemplateId(),
      name: parsed.data.name,
      ownerId: userId,
      sharedWith: [],
      createdAt: now,
      updatedAt: now,
      fields,
    };
    putTemplate(template);
    return HttpResponse.json(toTemplate(template), { status: 201 });
  }),
  http.put(apiUrl(`${BOOKING_TEMPLATES_PATH}/:id`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const own = ownOrRefusal(userId, String(params.id));
    if (own instanceof Response) return own;
    const parsed = updateBookingTemplateSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.error);
    const changed: StoredTemplate = {
      ...own,
      ...(parsed.data.name === undefined ? {} : { name: parsed.data.name }),
      ...(parsed.data.fields === undefined ? {} : { fields: parsed.data.fields }),
      updatedAt: new Date().toISOString(),
    };
    putTemplate(changed);
    return HttpResponse.json(toTemplate(changed));
  }),
  http.delete(apiUrl(`${BOOKING_TEMPLATES_PATH}/:id`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const own = ownOrRefusal(userId, String(params.id));
    if (own instanceof Response) return own;
    removeTemplate(userId, own.id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(apiUrl(`${BOOKING_TEMPLATES_PATH}/:id/shares`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const own = ownOrRefusal(userId, String(params.id));
    if (own instanceof Response) return own;
    const parsed = shareBookingTemplateSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.error);
    const found = parsed.data.recipients.map((recipient) => findColleague(userId, recipient));
    const errors = found.flatMap((account, index) =>
      account
        ? []
        : [
            {
              jsonPath: `$.recipients[${index}]`,
              property: 'recipients',
              message: `${parsed.data.recipients[index]} is not a user of your company.`,
            },
          ],
    );
    if (errors.length > 0) {
      return fieldErrorResponse(400, 'INVALID_REQUEST', 'Some recipients are not users of your company.', errors);
    }
    const added = found.flatMap((account) => (account ? [account.user.userId] : []));
    const changed: StoredTemplate = {
      ...own,
      sharedWith: [...new Set([...own.sharedWith, ...added])],
      updatedAt: new Date().toISOString(),
    };
    putTemplate(changed);
    return HttpResponse.json(toTemplate(changed));
  }),
  http.delete(apiUrl(`${BOOKING_TEMPLATES_PATH}/:id/shares/:userId`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const own = ownOrRefusal(userId, String(params.id));
    if (own instanceof Response) return own;
    const changed: StoredTemplate = {
      ...own,
      sharedWith: own.sharedWith.filter((colleague) => colleague !== String(params.userId)),
      updatedAt: new Date().toISOString(),
    };
    putTemplate(changed);
    return HttpResponse.json(toTemplate(changed));
  }),
];
