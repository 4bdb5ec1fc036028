import { z } from '@/config/zod';
import { isValidContainerNumber } from '@/domain/container/container-number';
import { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';
import { HS_CODE_PATTERN } from '@/domain/customs/ics2-rules-contract';
import { isPackageCode, SEAL_SOURCES } from '@/domain/documentation/si-codes-contract';
import { requiredText, volumeSchema, weightSchema } from '@/domain/documentation/si-field-contract';

/*
 * The cargo of an SI (DCSA eBL 3.0.4, shared/reference/dcsa/EBL_v3.0.4.yaml; DCSA schema named in each docstring):
 * consignment items, the cargo items in each container, packaging, the containers with their seals. Part of the SI contract (si-contract.ts).
 */

/** DCSA OuterPackagingShipper; packageCode restricted to the portal's Rec. 21 list. */
export const outerPackagingSchema = z.object({
  packageCode: z.string().refine(isPackageCode, { message: 'unknown package code' }).optional(),
  numberOfPackages: z.number().int().min(1).max(99999999),
  description: requiredText(100),
});

/** DCSA CargoItemShipper: what one container holds of one consignment item. */
export const cargoItemSchema = z.object({
  equipmentReference: z.string().refine(isValidContainerNumber, { message: 'invalid container number' }),
  cargoGrossWeight: weightSchema,
  cargoGrossVolume: volumeSchema.optional(),
  outerPackaging: outerPackagingSchema,
});

/** HS code: 6 to 10 digits, the one rule of the SI and ICS2 (domain/customs HS_CODE_PATTERN, DCSA HSCodes). */
export const hsCodeSchema = z.string().regex(HS_CODE_PATTERN, { message: 'HS code has 6 to 10 digits' });

/** DCSA ConsignmentItemShipper. */
export const consignmentItemSchema = z.object({
  carrierBookingReference: requiredText(35),
  descriptionOfGoods: z.array(requiredText(35)).min(1).max(150),
  HSCodes: z.array(hsCodeSchema).min(1).max(100),
  shippingMarks: z.array(requiredText(35)).max(50).optional(),
  cargoItems: z.array(cargoItemSchema).min(1),
});

/** DCSA Seal. */
export const sealSchema = z.object({ number: requiredText(15), source: z.enum(SEAL_SOURCES).optional() });

/**
 * DCSA UtilizedTransportEquipmentShipper (the `equipment` variant, DCSA RequiredEquipment): a container with its ISO
 * size-type, tare weight (required by DCSA in this variant) and seals (at least one: the carrier checks them).
 */
export const utilizedTransportEquipmentSchema = z.object({
  equipment: z.object({
    equipmentReference: z.string().refine(isValidContainerNumber, { message: 'invalid container number' }),
    ISOEquipmentCode: z.enum(CONTAINER_SIZE_TYPE_CODES),
    tareWeight: weightSchema,
  }),
  isShipperOwned: z.boolean(),
  cargoGrossWeight: weightSchema.optional(),
  seals: z.array(sealSchema).min(1, { message: 'seal required' }),
  shippingMarks: z.array(requiredText(35)).max(50).optional(),
});
