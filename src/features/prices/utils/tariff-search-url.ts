import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod-mini';
import { scheduleLinkFields } from '@/domain/schedule-search/schedule-search-url';
import {
  CARGO_TYPES,
  TARIFF_SIZE_TYPES,
  type TariffSurchargesParams,
  tariffSurchargesParamsSchema,
} from '@/features/prices/api/prices-contract';

/*
 * The tariff surcharge search as a link ("the URL holds the search, shareable, reload-proof"). One
 * schema serves the href builder ({@link tariffSearchHref}) and the page's parser ({@link parseTariffSearchUrl});
 * parameter names are the search call's, plus the chosen ports' display names (so the form shows 'Busan, South Korea'
 * after a reload without a lookup). docs/architecture.md "Typed links".
 */

/**
 * What the page's URL holds. Every field is optional (a link may prefill only the route); the page searches once
 * {@link tariffSearchOf} finds a complete, valid search.
 */
export const tariffSearchLinkSchema = z.object({
  originCode: z.optional(scheduleLinkFields.locationCode),
  originName: z.optional(scheduleLinkFields.locationName),
  destinationCode: z.optional(scheduleLinkFields.locationCode),
  destinationName: z.optional(scheduleLinkFields.locationName),
  cargoType: z.optional(z.enum(CARGO_TYPES)),
  isoEquipmentCode: z.optional(z.enum(TARIFF_SIZE_TYPES)),
  applicationDate: z.optional(scheduleLinkFields.date),
});
/** What {@link tariffSearchHref} takes and {@link parseTariffSearchUrl} gives. */
export type TariffSearchLink = z.infer<typeof tariffSearchLinkSchema>;

const LINK_KEYS = [
  'originCode',
  'originName',
  'destinationCode',
  'destinationName',
  'cargoType',
  'isoEquipmentCode',
  'applicationDate',
] as const satisfies readonly (keyof TariffSearchLink)[];

/**
 * The in-app link to /prices/rate-tariff/surcharge-search, e.g. tariffSearchHref({ originCode: 'KRPUS' }) ->
 * '/prices/rate-tariff/surcharge-search?originCode=KRPUS'. Fields in a fixed order, empty ones left out, so equal
 * searches have equal URLs. Throws (zod) on a malformed field: links are built from data the app holds.
 */
export function tariffSearchHref(link: TariffSearchLink = {}): string {
  const parsed = tariffSearchLinkSchema.parse(link);
  const params = new URLSearchParams();
  for (const key of LINK_KEYS) {
    const value = parsed[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return paths.tariffSurchargeSearch.href(params.size > 0 ? routeQuery<'tariffSurchargeSearch'>(params) : undefined);
}

/**
 * The page's URL parser: every field that fits {@link tariffSearchLinkSchema}; malformed fields are dropped (an old or
 * hand-edited link still opens the page). A port name without its code is dropped too.
 */
export function parseTariffSearchUrl(search: URLSearchParams): TariffSearchLink {
  const link: Record<string, unknown> = {};
  for (const key of LINK_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    const field = tariffSearchLinkSchema.shape[key].safeParse(raw);
    if (field.success) link[key] = field.data;
  }
  if (!link.originCode) delete link.originName;
  if (!link.destinationCode) delete link.destinationName;
  // Every field passed its own schema above, so the whole passes too.
  return tariffSearchLinkSchema.parse(link);
}

/**
 * The search call's parameters of a parsed link, or null while a field is missing or invalid, or origin and destination
 * are the same port (the page then shows the form only).
 */
export function tariffSearchOf(link: TariffSearchLink): TariffSurchargesParams | null {
  if (link.originCode && link.originCode === link.destinationCode) return null;
  const parsed = tariffSurchargesParamsSchema.safeParse({
    originCode: link.originCode,
    destinationCode: link.destinationCode,
    cargoType: link.cargoType,
    isoEquipmentCode: link.isoEquipmentCode,
    applicationDate: link.applicationDate,
  });
  return parsed.success ? parsed.data : null;
}
