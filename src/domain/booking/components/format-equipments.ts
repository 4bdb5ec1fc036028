import type { TFunction } from 'i18next';

import { CONTAINER_SIZE_TYPES, type ContainerSizeTypeCode } from '@/domain/container/container-size-types';

/** One equipment line as bookings and their summaries carry it: `units` containers of an ISO 6346 size-type. */
export interface EquipmentCount {
  ISOEquipmentCode: ContainerSizeTypeCode;
  units: number;
}

/**
 * Equipment lines as one line of text, "2 x 40' high cube, 1 x 20' dry": size-type names from the `common` namespace
 * (domain/container), the pattern and separator from `booking-domain` (so each language writes its own). Lines of the
 * same size-type are added up, in the order they first appear; an empty list gives ''. `t` must have `common` and
 * `booking-domain` loaded (every booking route loads both).
 */
export function formatEquipments(t: TFunction, equipments: readonly EquipmentCount[]): string {
  const totals = new Map<ContainerSizeTypeCode, number>();
  for (const { ISOEquipmentCode, units } of equipments) {
    totals.set(ISOEquipmentCode, (totals.get(ISOEquipmentCode) ?? 0) + units);
  }
  return [...totals]
    .map(([code, units]) =>
      t('booking-domain:equipment.line', { units, name: t(`common:${CONTAINER_SIZE_TYPES[code].nameKey}`) }),
    )
    .join(t('booking-domain:equipment.separator'));
}
