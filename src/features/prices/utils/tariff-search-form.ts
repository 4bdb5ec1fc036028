import { z } from '@/config/zod-mini';
import { CONTAINER_SIZE_TYPES } from '@/domain/container/container-size-types';
import { CARGO_TYPES, type CargoType, TARIFF_SIZE_TYPES } from '@/features/prices/api/prices-contract';
import type { TariffSearchLink } from '@/features/prices/utils/tariff-search-url';
import { isIsoDate } from '@/lib/dates';

/*
 * The tariff search form's values and rules. Messages are keys of prices.json `tariff-surcharge-search.errors`. The
 * application date is null until the user types or picks one (or a link brings one): it then follows "today" at the
 * origin, which only the form knows (the origin's time zone comes from the location search).
 */

/** A size-type the tariff is published for. */
export type TariffSizeType = (typeof TARIFF_SIZE_TYPES)[number];

const DEFAULT_CARGO_TYPE: CargoType = 'DRY';
const FALLBACK_SIZE_TYPE: TariffSizeType = '22G1';

/**
 * Reefer cargo goes in reefer boxes, dry and dangerous cargo in dry ones: the size-types offered for `cargoType` (the
 * third character of an ISO 6346 size-type is its type group, 'R' for reefers).
 */
export function sizeTypesOf(cargoType: CargoType): readonly TariffSizeType[] {
  const reefer = cargoType === 'REEFER';
  return TARIFF_SIZE_TYPES.filter((code) => (code.charAt(2) === 'R') === reefer);
}

/**
 * The size-type to keep when the cargo type becomes `cargoType`: `current` when offered, else the offered one of the
 * same length (40' HC dry -> 40' reefer HC), else the first offered.
 */
export function sizeTypeFor(cargoType: CargoType, current: TariffSizeType): TariffSizeType {
  const offered = sizeTypesOf(cargoType);
  if (offered.includes(current)) return current;
  const length = CONTAINER_SIZE_TYPES[current].lengthFt;
  return offered.find((code) => CONTAINER_SIZE_TYPES[code].lengthFt === length) ?? offered[0] ?? FALLBACK_SIZE_TYPE;
}

const locationOptionSchema = z.object({ code: z.string(), name: z.string() });

/** The form's values: picked ports (null until picked), cargo and size type, the date as typed (null: not typed). */
export const tariffSearchValuesSchema = z.object({
  origin: z.nullable(locationOptionSchema),
  destination: z.nullable(locationOptionSchema),
  cargoType: z.enum(CARGO_TYPES),
  isoEquipmentCode: z.enum(TARIFF_SIZE_TYPES),
  applicationDate: z.nullable(z.string()),
});
/** The tariff search form's values. */
export type TariffSearchValues = z.infer<typeof tariffSearchValuesSchema>;

/** The form's rules: both ports picked and different, a typed date present and real. */
export const tariffSearchFormSchema = tariffSearchValuesSchema.check(
  z.superRefine((values, ctx) => {
    const issue = (path: keyof TariffSearchValues, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (!values.origin) issue('origin', 'origin-required');
    if (!values.destination) issue('destination', 'destination-required');
    else if (values.origin?.code === values.destination.code) issue('destination', 'same-port');
    if (values.applicationDate === '') issue('applicationDate', 'date-required');
    else if (values.applicationDate !== null && !isIsoDate(values.applicationDate)) {
      issue('applicationDate', 'date-invalid');
    }
  }),
);

/** The form's values for a (maybe partial) link: dry cargo and its first size-type when the link names none. */
export function tariffValuesOf(link: TariffSearchLink): TariffSearchValues {
  const cargoType = link.cargoType ?? DEFAULT_CARGO_TYPE;
  const offered = sizeTypesOf(cargoType);
  return {
    origin: link.originCode ? { code: link.originCode, name: link.originName ?? link.originCode } : null,
    destination: link.destinationCode
      ? { code: link.destinationCode, name: link.destinationName ?? link.destinationCode }
      : null,
    cargoType,
    isoEquipmentCode:
      link.isoEquipmentCode && offered.includes(link.isoEquipmentCode)
        ? link.isoEquipmentCode
        : (offered[0] ?? FALLBACK_SIZE_TYPE),
    applicationDate: link.applicationDate ?? null,
  };
}
