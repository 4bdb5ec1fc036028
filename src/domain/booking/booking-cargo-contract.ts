import { z } from '@/config/zod';
import {
  AIR_EXCHANGE_UNITS,
  DIMENSION_UNITS,
  EQUIPMENT_UNITS_MAX,
  EQUIPMENT_UNITS_MIN,
  REEFER_MAX_CELSIUS,
  REEFER_MIN_CELSIUS,
  TEMPERATURE_UNITS,
  temperatureInCelsius,
  UN_NUMBER_MAX,
  UN_NUMBER_MIN,
  WEIGHT_UNITS,
  weightInKg,
} from '@/domain/booking/booking-codes-contract';
import { trimmedText } from '@/domain/booking/booking-field-contract';
import { CONTAINER_SIZE_TYPE_CODES, maxPayloadKg } from '@/domain/container/container-size-types';

/*
 * What a booking asks to carry (DCSA Booking 2.0.5, shared/reference/dcsa/BKG_v2.0.5.yaml; DCSA schema named in each
 * docstring): equipment lines with their commodities, packaging, dangerous goods and reefer settings. Part of the
 * booking contract (booking-contract.ts).
 */

/** ISO 6346 size-type codes the carrier offers (domain/container). */
export const isoEquipmentCodeSchema = z.enum(CONTAINER_SIZE_TYPE_CODES);

/** DCSA CargoGrossWeightReq: value > 0 with unit KGM or LBR. */
export const cargoGrossWeightSchema = z.object({
  value: z.number().positive('must be more than 0'),
  unit: z.enum(WEIGHT_UNITS),
});
export type CargoGrossWeight = z.infer<typeof cargoGrossWeightSchema>;

/** HS code: 6 to 10 digits (DCSA `HSCodes` item pattern ^\d{6,10}$). */
export const hsCodeSchema = z.string().regex(/^\d{6,10}$/, 'an HS code has 6 to 10 digits');

/** DCSA ActiveReeferSettings (subset the portal asks for); set point within -35..+30 °C in either unit. */
export const activeReeferSettingsSchema = z
  .object({
    temperatureSetpoint: z.number(),
    temperatureUnit: z.enum(TEMPERATURE_UNITS),
    airExchangeSetpoint: z.number().min(0).optional(),
    airExchangeUnit: z.enum(AIR_EXCHANGE_UNITS).optional(),
    humiditySetpoint: z.number().min(0).max(100).optional(),
    isVentilationOpen: z.boolean().optional(),
  })
  .superRefine((settings, ctx) => {
    const celsius = temperatureInCelsius(settings.temperatureSetpoint, settings.temperatureUnit);
    // A tolerance of 0.05 °C so -31 °F (-35 °C) and 86 °F (30 °C) typed with one decimal stay inside.
    if (celsius < REEFER_MIN_CELSIUS - 0.05 || celsius > REEFER_MAX_CELSIUS + 0.05) {
      ctx.addIssue({
        code: 'custom',
        path: ['temperatureSetpoint'],
        message: `the set point must be within ${REEFER_MIN_CELSIUS}..${REEFER_MAX_CELSIUS} °C`,
      });
    }
  });
export type ActiveReeferSettings = z.infer<typeof activeReeferSettingsSchema>;

/** DCSA EmergencyContactDetails. */
export const emergencyContactDetailsSchema = z.object({
  contact: trimmedText(255),
  phone: trimmedText(30),
  provider: z.string().max(255).optional(),
  referenceNumber: z.string().max(255).optional(),
});

/**
 * DCSA DangerousGoods (the fields a booking asks for). `UNNumber` is 4 digits 0004..3550. DCSA requires
 * `emergencyContactDetails`; a request without it is accepted as a booking but ends in PENDING_UPDATE (the carrier
 * asks for it), so here it is optional. The DCSA booleans default to false in the form.
 */
export const dangerousGoodsSchema = z.object({
  UNNumber: z
    .string()
    .regex(/^\d{4}$/, 'a UN number has 4 digits')
    .refine((value) => Number(value) >= UN_NUMBER_MIN && Number(value) <= UN_NUMBER_MAX, 'UN numbers run 0004..3550'),
  properShippingName: trimmedText(250),
  /** IMO hazard class or division, e.g. '3', '2.1', '6.1'. */
  imoClass: z.string().regex(/^[1-9](\.[1-6])?$/, 'an IMO class such as 3 or 2.1'),
  packingGroup: z.number().int().min(1).max(3).optional(),
  /** EmS fire and spillage schedule, e.g. 'F-E,S-D'. */
  EMSNumber: z.string().max(7).optional(),
  isMarinePollutant: z.boolean(),
  isLimitedQuantity: z.boolean(),
  isExceptedQuantity: z.boolean(),
  isSalvagePackings: z.boolean(),
  isEmptyUncleanedResidue: z.boolean(),
  isWaste: z.boolean(),
  isHot: z.boolean(),
  isCompetentAuthorityApprovalRequired: z.boolean(),
  isReportableQuantity: z.boolean(),
  emergencyContactDetails: emergencyContactDetailsSchema.optional(),
  grossWeight: cargoGrossWeightSchema,
});
export type DangerousGoods = z.infer<typeof dangerousGoodsSchema>;

/**
 * The DCSA DangerousGoods booleans with none of their provisions claimed (all false): what a booking sends unless the
 * shipper states otherwise (the form does not ask for them).
 */
export const NO_DG_PROVISIONS = {
  isMarinePollutant: false,
  isLimitedQuantity: false,
  isExceptedQuantity: false,
  isSalvagePackings: false,
  isEmptyUncleanedResidue: false,
  isWaste: false,
  isHot: false,
  isCompetentAuthorityApprovalRequired: false,
  isReportableQuantity: false,
} as const satisfies Partial<DangerousGoods>;

/** DCSA OuterPackaging: UN/ECE Rec. 21 package code (2 characters), count, description, dangerous goods. */
export const outerPackagingSchema = z.object({
  packageCode: z
    .string()
    .regex(/^[A-Z0-9]{2}$/, 'a UN/ECE Rec. 21 package code such as PK')
    .optional(),
  numberOfPackages: z.number().int().min(1).max(99_999_999).optional(),
  description: z.string().max(100).optional(),
  dangerousGoods: z.array(dangerousGoodsSchema).optional(),
});

/** DCSA CommodityShipper `commodityType`: at most this many characters. */
export const COMMODITY_TYPE_MAX_LENGTH = 550;

/** DCSA CommodityShipper: what is in the containers of one equipment line. */
export const commoditySchema = z.object({
  commodityType: trimmedText(COMMODITY_TYPE_MAX_LENGTH),
  HSCodes: z.array(hsCodeSchema).min(1, 'at least one HS code').max(10),
  /** Total cargo weight of this commodity over all containers of the line. */
  cargoGrossWeight: cargoGrossWeightSchema.optional(),
  outerPackaging: outerPackagingSchema.optional(),
});
export type Commodity = z.infer<typeof commoditySchema>;

/** Out-of-gauge dimensions of the cargo (ours; DCSA 2.0.5 has no field): length, width, height in `unit`. */
export const outOfGaugeSchema = z.object({
  length: z.number().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
  unit: z.enum(DIMENSION_UNITS),
});

/**
 * DCSA RequestedEquipmentShipper: `units` containers of `ISOEquipmentCode`. `cargoGrossWeight` is the cargo weight
 * PER CONTAINER (the form's field); it must be more than 0 and at most the size-type's payload
 * (domain/container `maxPayloadKg`). Reefer settings only on reefer size-types.
 */
export const requestedEquipmentSchema = z
  .object({
    ISOEquipmentCode: isoEquipmentCodeSchema,
    units: z
      .number()
      .int('a whole number')
      .min(EQUIPMENT_UNITS_MIN, `at least ${EQUIPMENT_UNITS_MIN}`)
      .max(EQUIPMENT_UNITS_MAX, `at most ${EQUIPMENT_UNITS_MAX}`),
    isShipperOwned: z.boolean(),
    cargoGrossWeight: cargoGrossWeightSchema,
    isNonOperatingReefer: z.boolean().optional(),
    activeReeferSettings: activeReeferSettingsSchema.optional(),
    commodities: z.array(commoditySchema).min(1).max(20),
    /** Ours: out-of-gauge cargo (open top, flat rack). */
    outOfGauge: outOfGaugeSchema.optional(),
  })
  .superRefine((equipment, ctx) => {
    const limit = maxPayloadKg(equipment.ISOEquipmentCode);
    if (weightInKg(equipment.cargoGrossWeight) > limit) {
      ctx.addIssue({
        code: 'custom',
        path: ['cargoGrossWeight', 'value'],
        message: `at most ${limit} kg per ${equipment.ISOEquipmentCode} container`,
      });
    }
  });
export type RequestedEquipment = z.infer<typeof requestedEquipmentSchema>;
