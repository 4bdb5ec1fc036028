import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  DND_CONTAINERS_PATH,
  DND_TARIFFS_PATH,
  dndContainersQuerySchema,
  dndTariffQuerySchema,
} from '@/domain/demurrage-detention/dnd-contract';

import { verifyAccessToken } from '../auth/auth-db';
import { apiUrl, badRequest, errorResponse } from '../http';
import { PORTS } from '../schedule/data/ports';
import { listDndContainers } from './containers';
import { tariffLines } from './tariff';

/*
 * The mock carrier's D&D calls (contract and shapes: src/domain/demurrage-detention/dnd-contract.ts;
 * docs/areas/demurrage-detention.md):
 *   GET {API}/v1/demurrage-detention/tariffs?countryCode&UNLocationCode&equipmentGroup&kind -> 200 {countries, ports, tariffs}; public.
 *     A port filter answers its own lines where it has them, else its country's.
 *   GET {API}/v1/demurrage-detention/containers?attention&equipmentReference&carrierBookingReference&sort&page&pageSize
 *     -> 200 one page in `sort` order; login.
 * 400 INVALID_REQUEST (field errors) on a malformed query; 401 without a valid bearer for the containers.
 */

const COUNTRIES = [...new Set(PORTS.map((port) => port.countryCode))].sort();
const ALL_LINES = tariffLines(COUNTRIES);

function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

/** Handlers of the D&D resource. */
export const demurrageDetentionHandlers: RequestHandler[] = [
  http.get(apiUrl(DND_TARIFFS_PATH), ({ request }) => {
    const parsed = dndTariffQuerySchema.safeParse(queryOf(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    const { countryCode, UNLocationCode, equipmentGroup, kind } = parsed.data;
    const country = countryCode ?? UNLocationCode?.slice(0, 2);
    const ofPlace = ALL_LINES.filter((line) => !country || line.countryCode === country);
    // A port answers its own lines where it has them, its country's otherwise (never both for one group and kind).
    const ownLines = UNLocationCode ? ofPlace.filter((line) => line.UNLocationCode === UNLocationCode) : [];
    const lines = ofPlace.filter((line) =>
      UNLocationCode
        ? line.UNLocationCode === UNLocationCode ||
          (!line.UNLocationCode &&
            !ownLines.some((own) => own.equipmentGroup === line.equipmentGroup && own.kind === line.kind))
        : true,
    );
    const tariffs = lines.filter(
      (line) => (!equipmentGroup || line.equipmentGroup === equipmentGroup) && (!kind || line.kind === kind),
    );
    const ports = country
      ? PORTS.filter((port) => port.countryCode === country).map((port) => ({
          UNLocationCode: port.locationCode,
          locationName: port.locationName,
        }))
      : [];
    return HttpResponse.json({ countries: COUNTRIES, ports, tariffs });
  }),
  http.get(apiUrl(DND_CONTAINERS_PATH), async ({ request }) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    const userId = token ? await verifyAccessToken(token) : null;
    if (!userId) return errorResponse(401, 'UNAUTHORIZED', 'Log in to see your containers.');
    const parsed = dndContainersQuerySchema.safeParse(queryOf(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    return HttpResponse.json(listDndContainers(userId, parsed.data, Date.now()));
  }),
];
