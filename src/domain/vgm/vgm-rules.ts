import { VGM_MISMATCH_SHARE } from '@/config/limits';
import { CONTAINER_SIZE_TYPES, isContainerSizeTypeCode } from '@/domain/container/container-size-types';

import type { SiContainer, Weight, WeightUnit } from './vgm-contract';

/*
 * The VGM rules the page shows while the user types (docs/areas/vgm-delivery-orders.md, "VGM"): units, the SI
 * comparison and lateness. The mock carrier applies its own copy of lateness (mocks/vgm).
 */

/** Kilograms in one avoirdupois pound (exact, by the 1959 international agreement). */
export const KG_PER_LB = 0.45359237;

/** `value` in `unit` as kilograms. */
export function toKg(value: number, unit: WeightUnit): number {
  return unit === 'KGM' ? value : value * KG_PER_LB;
}

/** `kg` in `unit`, rounded to whole units (a VGM is declared in whole kg or lb). */
export function fromKg(kg: number, unit: WeightUnit): number {
  return Math.round(unit === 'KGM' ? kg : kg / KG_PER_LB);
}

/** A DCSA Weight in kilograms. */
export const weightKg = (weight: Weight): number => toKg(weight.value, weight.unit);

/** DCSA size-type groups ('22GP') to the size-type the portal knows ('22G1'). */
const GROUP_TO_SIZE_TYPE: Readonly<Record<string, string>> = { GP: 'G1', RT: 'R1', UT: 'U1', PF: 'P1', TN: 'T1' };

/**
 * The tare in kg of a container: the SI's own tare when it gave one, else the typical tare of its size-type
 * (domain/container/container-size-types.ts, ISO size-type or DCSA group code); undefined for an unknown type.
 */
export function tareKgOf(container: Pick<SiContainer, 'ISOEquipmentCode' | 'tareWeight'>): number | undefined {
  if (container.tareWeight) return weightKg(container.tareWeight);
  const code = container.ISOEquipmentCode.toUpperCase();
  const sizeType = `${code.slice(0, 2)}${GROUP_TO_SIZE_TYPE[code.slice(2)] ?? code.slice(2)}`;
  return isContainerSizeTypeCode(sizeType) ? CONTAINER_SIZE_TYPES[sizeType].tareKg : undefined;
}

/** The SI's gross mass of a container (cargo gross weight plus tare) in kg; undefined without a known tare. */
export function expectedVgmKg(container: SiContainer): number | undefined {
  const tare = tareKgOf(container);
  return tare === undefined ? undefined : weightKg(container.cargoGrossWeight) + tare;
}

/**
 * Whether a declared VGM (`declaredKg`) differs from the SI's cargo gross weight plus tare (`expectedKg`) by more than
 * {@link VGM_MISMATCH_SHARE} of the SI's figure. Exactly 5 % is no mismatch.
 */
export function isVgmMismatch(declaredKg: number, expectedKg: number): boolean {
  return Math.abs(declaredKg - expectedKg) > expectedKg * VGM_MISMATCH_SHARE;
}

/** Whether a declaration made at `at` is after the VGM cut-off `cutOff` (ISO with offset); never without a cut-off. */
export function isAfterCutOff(at: Date, cutOff: string | undefined): boolean {
  return cutOff !== undefined && at.getTime() > new Date(cutOff).getTime();
}
