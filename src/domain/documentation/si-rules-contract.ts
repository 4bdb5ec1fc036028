/*
 * The business checks of a shipping instruction that the SI form and the mock carrier backend both apply (pure
 * functions on the DCSA eBL 3.0.4 request shapes of si-contract.ts; docs/areas/documentation.md).
 */
import type { z } from '@/config/zod';
import { KG_PER_LB } from '@/domain/booking/booking-codes-contract';
import type { consignmentItemSchema, utilizedTransportEquipmentSchema } from '@/domain/documentation/si-cargo-contract';
import type { Weight } from '@/domain/documentation/si-field-contract';

/**
 * The parts of an SI request (si-contract.ts ShippingInstructionsRequest, a draft's or an amendment's) that the
 * cross-field checks read; typed from the cargo schemas so this file does not import the request's own module.
 */
export interface SiCargo {
  consignmentItems: Omit<z.infer<typeof consignmentItemSchema>, 'carrierBookingReference'>[];
  utilizedTransportEquipments: z.infer<typeof utilizedTransportEquipmentSchema>[];
}

/**
 * Tolerance between a container's declared cargoGrossWeight and the sum of the cargo items stuffed into it: the
 * larger of 0.5 % of the container's figure and 1 kg (rounding of per-item figures; a VGM scale reads to 1 kg anyway).
 */
export const WEIGHT_TOLERANCE = { ratio: 0.005, minimumKg: 1 } as const;

// ---------------------------------------------------------------------------------------------------------------------
// Business checks (pure; the form and the mock use them)

/** `weight` in kilograms (LBR converted at 0.45359237 kg/lb). */
export function weightInKg(weight: Weight): number {
  return weight.unit === 'KGM' ? weight.value : weight.value * KG_PER_LB;
}

/**
 * Whether the cargo items' weights (kg) add up to the container's declared cargo gross weight (kg) within
 * {@link WEIGHT_TOLERANCE}: |sum - declared| <= max(0.5 % of declared, 1 kg).
 */
export function weightsAddUp(declaredKg: number, itemKgs: readonly number[]): boolean {
  const sum = itemKgs.reduce((total, kg) => total + kg, 0);
  const tolerance = Math.max(declaredKg * WEIGHT_TOLERANCE.ratio, WEIGHT_TOLERANCE.minimumKg);
  return Math.abs(sum - declaredKg) <= tolerance + 1e-9;
}

/** One failed business check: a DCSA-style path into the SI and an English message (the form translates by path). */
export interface SiBusinessIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The cross-field checks of an SI: cargo items only in declared containers, each container used by some cargo item,
 * and per container with a declared cargoGrossWeight the items' weights add up ({@link weightsAddUp}). Empty when
 * all pass.
 */
export function siBusinessIssues(si: SiCargo): SiBusinessIssue[] {
  const issues: SiBusinessIssue[] = [];
  const itemsPerContainer = new Map<string, number[]>();
  si.consignmentItems.forEach((item, itemIndex) => {
    item.cargoItems.forEach((cargo, cargoIndex) => {
      const reference = cargo.equipmentReference;
      const known = si.utilizedTransportEquipments.some((ute) => ute.equipment.equipmentReference === reference);
      if (!known) {
        issues.push({
          path: ['consignmentItems', itemIndex, 'cargoItems', cargoIndex, 'equipmentReference'],
          message: 'container not in utilizedTransportEquipments',
        });
      }
      itemsPerContainer.set(reference, [
        ...(itemsPerContainer.get(reference) ?? []),
        weightInKg(cargo.cargoGrossWeight),
      ]);
    });
  });
  si.utilizedTransportEquipments.forEach((ute, index) => {
    const items = itemsPerContainer.get(ute.equipment.equipmentReference);
    if (items === undefined) {
      issues.push({ path: ['utilizedTransportEquipments', index, 'equipment'], message: 'container holds no cargo' });
    } else if (ute.cargoGrossWeight !== undefined && !weightsAddUp(weightInKg(ute.cargoGrossWeight), items)) {
      issues.push({
        path: ['utilizedTransportEquipments', index, 'cargoGrossWeight'],
        message: 'cargo weights do not add up',
      });
    }
  });
  return issues;
}
