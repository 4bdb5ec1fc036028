import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  HOUSE_BL_TEMPLATES_MAX,
  HOUSE_BL_TEMPLATES_PATH,
  type HouseBlTemplate,
  type HouseBlTemplateInput,
  houseBlTemplateInputSchema,
  type HouseBlTemplateParty,
} from '@/domain/documentation/house-bl-template-contract';

import { verifyAccessToken } from '../auth/auth-db';
import { defineUserCollection } from '../db';
import { apiUrl, badRequest, errorResponse } from '../http';

/*
 * The mock carrier's house B/L templates (contract: src/domain/documentation/house-bl-template-contract.ts): a
 * per-user collection of the mock database, seeded for demo.forwarder (Hansa Spedition, Hamburg) with the house B/Ls
 * it issues every week: machine parts to Shanghai, beer to New York, a to-order steel shipment to Jebel Ali.
 */

const party = (
  partyName: string,
  street: string,
  city: string,
  postCode: string,
  countryCode: string,
  contactName = '',
  email = '',
  phone = '',
): HouseBlTemplateParty => ({ partyName, street, city, postCode, countryCode, contactName, email, phone });

const SEEDED_AT = '2026-09-14T02:30:00Z';

const FORWARDER_TEMPLATES: readonly HouseBlTemplate[] = [
  {
    templateId: 'HBT-SEED-1',
    templateName: 'Hamburg - Shanghai, machine parts',
    isToOrder: false,
    shipper: party('Nordhafen Maschinenbau AG', 'Am Sandtorkai 5', 'Hamburg', '20457', 'DE', 'Jens Albers'),
    consignee: party('Shanghai Precision Machinery Co., Ltd.', '1188 Yanggao Road', 'Shanghai', '200135', 'CN'),
    notifyParty: party('Pudong Customs Brokerage Co., Ltd.', '58 Jilong Road', 'Shanghai', '200131', 'CN'),
    descriptionOfGoods: 'CNC MACHINE SPARE PARTS',
    HSCodes: ['846693'],
    shippingMarks: 'SPM / SHANGHAI / C/NO. 1-UP',
    packageCode: 'PX',
    createdDateTime: SEEDED_AT,
    updatedDateTime: SEEDED_AT,
  },
  {
    templateId: 'HBT-SEED-2',
    templateName: 'Hamburg - New York, bottled beer',
    isToOrder: false,
    shipper: party('Elbbrauerei Hansa GmbH', 'Grosse Elbstrasse 145', 'Hamburg', '22767', 'DE'),
    consignee: party('Atlantic Craft Imports LLC', '350 Fifth Avenue', 'New York', '10118', 'US'),
    descriptionOfGoods: 'BEER MADE FROM MALT, IN 330 ML GLASS BOTTLES',
    HSCodes: ['220300'],
    shippingMarks: 'ACI / NEW YORK / MADE IN GERMANY',
    packageCode: 'CT',
    createdDateTime: '2026-10-02T06:10:00Z',
    updatedDateTime: '2026-10-20T01:45:00Z',
  },
  {
    templateId: 'HBT-SEED-3',
    templateName: 'Hamburg - Jebel Ali, to order (L/C)',
    isToOrder: true,
    shipper: party('Rhein-Ruhr Stahlhandel GmbH', 'Hafenstrasse 20', 'Duisburg', '47119', 'DE'),
    notifyParty: party('Al Noor Building Materials LLC', 'Jebel Ali Free Zone South', 'Dubai', '', 'AE'),
    descriptionOfGoods: 'COLD-ROLLED STEEL SHEETS IN COILS',
    HSCodes: ['720917'],
    shippingMarks: 'AL NOOR / JEBEL ALI / L/C NO. 0425-118',
    packageCode: 'RL',
    createdDateTime: '2026-08-28T09:00:00Z',
    updatedDateTime: '2026-08-28T09:00:00Z',
  },
];

const templates = defineUserCollection<HouseBlTemplate>('house-bl-templates', {
  idOf: (template) => template.templateId,
  seed: (userId) => (userId === 'demo.forwarder' ? FORWARDER_TEMPLATES : []),
});

async function userOf(request: Request): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? verifyAccessToken(token) : null;
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to use your house B/L templates.');
const notFound = () => errorResponse(404, 'NOT_FOUND', 'No such house B/L template of yours.');
const nameTaken = (name: string) =>
  errorResponse(409, 'NAME_TAKEN', `You already have a house B/L template named "${name}".`);

let counter = 0;
function newId(): string {
  counter += 1;
  return `HBT-${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

const isNameTaken = (userId: string, name: string, exceptId?: string) =>
  templates
    .list(userId)
    .some(
      (template) =>
        template.templateId !== exceptId && template.templateName.toLocaleLowerCase() === name.toLocaleLowerCase(),
    );

const upper = (value: HouseBlTemplateParty): HouseBlTemplateParty => ({
  ...value,
  countryCode: value.countryCode.toUpperCase(),
});

function stored(input: HouseBlTemplateInput, id: string, createdDateTime: string): HouseBlTemplate {
  return {
    templateId: id,
    ...input,
    shipper: upper(input.shipper),
    ...(input.consignee ? { consignee: upper(input.consignee) } : {}),
    ...(input.notifyParty ? { notifyParty: upper(input.notifyParty) } : {}),
    createdDateTime,
    updatedDateTime: new Date().toISOString(),
  };
}

/** Handlers of the house B/L templates. */
export const houseBlTemplateHandlers: RequestHandler[] = [
  http.get(apiUrl(HOUSE_BL_TEMPLATES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const list = templates
      .list(userId)
      .sort((a, b) => b.updatedDateTime.localeCompare(a.updatedDateTime) || a.templateId.localeCompare(b.templateId));
    return HttpResponse.json({ templates: list });
  }),
  http.post(apiUrl(HOUSE_BL_TEMPLATES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const parsed = houseBlTemplateInputSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.error);
    if (isNameTaken(userId, parsed.data.templateName)) return nameTaken(parsed.data.templateName);
    if (templates.list(userId).length >= HOUSE_BL_TEMPLATES_MAX) {
      return errorResponse(409, 'TOO_MANY_TEMPLATES', `At most ${String(HOUSE_BL_TEMPLATES_MAX)} templates.`);
    }
    const template = stored(parsed.data, newId(), new Date().toISOString());
    templates.put(userId, template);
    return HttpResponse.json(template, { status: 201 });
  }),
  http.put(apiUrl(`${HOUSE_BL_TEMPLATES_PATH}/:id`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const id = String(params.id);
    const existing = templates.get(userId, id);
    if (!existing) return notFound();
    const parsed = houseBlTemplateInputSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.error);
    if (isNameTaken(userId, parsed.data.templateName, id)) return nameTaken(parsed.data.templateName);
    const template = stored(parsed.data, id, existing.createdDateTime);
    templates.put(userId, template);
    return HttpResponse.json(template);
  }),
  http.delete(apiUrl(`${HOUSE_BL_TEMPLATES_PATH}/:id`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const id = String(params.id);
    if (!templates.get(userId, id)) return notFound();
    templates.remove(userId, id);
    return new HttpResponse(null, { status: 204 });
  }),
];
