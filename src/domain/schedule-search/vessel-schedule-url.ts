import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod-mini';

/*
 * The vessel schedule's search as a link: one schema serves the href builder ({@link vesselScheduleHref}) and the
 * page's parser ({@link parseVesselScheduleUrl}), so a reload or a shared link shows the same vessel. In domain/ so
 * other features (tracking, a booking's vessel) can link to a vessel's schedule.
 */

/** How the vessel is looked for. */
export const VESSEL_SEARCH_MODES = ['name', 'imo', 'callSign', 'voyage'] as const;
/** One of {@link VESSEL_SEARCH_MODES}. */
export type VesselSearchMode = (typeof VESSEL_SEARCH_MODES)[number];

/** URL parameter names, in the style of the schedule's other links. */
export const VESSEL_SCHEDULE_PARAMS = {
  mode: 'by',
  vesselName: 'vslNm',
  vesselIMONumber: 'vslImo',
  callSign: 'callSign',
  serviceCode: 'svc',
  voyageNumber: 'voy',
} as const;

const value = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A vessel search: `mode` and the fields it needs (name: `vesselName`; imo: `vesselIMONumber`, 7 digits; callSign:
 * `callSign`; voyage: `serviceCode` and `voyageNumber`). Names, codes and voyages are upper case.
 */
export const vesselScheduleSearchSchema = z
  .object({
    mode: z.enum(VESSEL_SEARCH_MODES),
    vesselName: z.optional(value(50)),
    vesselIMONumber: z.optional(z.string().check(z.regex(/^\d{7}$/))),
    callSign: z.optional(value(10)),
    serviceCode: z.optional(value(11)),
    voyageNumber: z.optional(value(50)),
  })
  .check(
    z.refine((search) => {
      switch (search.mode) {
        case 'name':
          return search.vesselName !== undefined;
        case 'imo':
          return search.vesselIMONumber !== undefined;
        case 'callSign':
          return search.callSign !== undefined;
        case 'voyage':
          return search.serviceCode !== undefined && search.voyageNumber !== undefined;
      }
    }, 'the search lacks what its mode needs'),
  );
/** A {@link vesselScheduleSearchSchema} search. */
export type VesselScheduleSearch = z.infer<typeof vesselScheduleSearchSchema>;

const FIELDS = ['vesselName', 'vesselIMONumber', 'callSign', 'serviceCode', 'voyageNumber'] as const;
const MODE_FIELDS: Readonly<Record<VesselSearchMode, readonly (typeof FIELDS)[number][]>> = {
  name: ['vesselName'],
  imo: ['vesselIMONumber'],
  callSign: ['callSign'],
  voyage: ['serviceCode', 'voyageNumber'],
};

/**
 * The in-app link of the vessel schedule showing `search` (only the fields of its mode), or of the empty page. Throws
 * zod's error for a search the page would not accept: a programming error, callers pass what the user chose.
 */
export function vesselScheduleHref(search?: VesselScheduleSearch): string {
  if (!search) return paths.vesselSchedule.href();
  const valid = vesselScheduleSearchSchema.parse(search);
  const params = new URLSearchParams({ [VESSEL_SCHEDULE_PARAMS.mode]: valid.mode });
  for (const field of MODE_FIELDS[valid.mode]) {
    const fieldValue = valid[field];
    if (fieldValue !== undefined) params.set(VESSEL_SCHEDULE_PARAMS[field], fieldValue);
  }
  return paths.vesselSchedule.href(routeQuery<'vesselSchedule'>(params));
}

/** The search in the page's URL, or null when there is none or it is malformed (the page then shows the empty form). */
export function parseVesselScheduleUrl(params: URLSearchParams): VesselScheduleSearch | null {
  const raw: Record<string, string> = {};
  const mode = params.get(VESSEL_SCHEDULE_PARAMS.mode);
  if (mode !== null) raw.mode = mode;
  for (const field of FIELDS) {
    const fieldValue = params.get(VESSEL_SCHEDULE_PARAMS[field]);
    if (fieldValue !== null && fieldValue.trim() !== '') raw[field] = fieldValue.trim().toUpperCase();
  }
  const parsed = vesselScheduleSearchSchema.safeParse(raw);
  if (!parsed.success) return null;
  const keep = new Set<string>(MODE_FIELDS[parsed.data.mode]);
  return Object.fromEntries(
    Object.entries(parsed.data).filter(([key]) => key === 'mode' || keep.has(key)),
  ) as VesselScheduleSearch;
}
