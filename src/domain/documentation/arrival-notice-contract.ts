import { z } from '@/config/zod';
import { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';

import { addressSchema, partyContactDetailSchema } from './si-party-contract';
import { transportLocationSchema } from './transport-document-contract';

/*
 * The arrival notice contract (DCSA Arrival Notice 1.0.1, shared/reference/dcsa/
 * an-v1.0.1-openapi.yaml). Every field keeps DCSA's name, type and enum; the portal reads the subset a consignee needs
 * to collect the cargo: the B/L, vessel and ports, free time, charges at destination, pickup, empty return and release.
 *
 * Call (path relative to the main API base):
 *   GET v1/arrival-notices?transportDocumentReferences={B/L number}
 *       -> 200 GetArrivalNoticesResponse {arrivalNotices: ArrivalNotice[]}: the latest version of each notice of the
 *          B/L; an empty list (never 404) while none is issued (DCSA: the carrier issues it once the B/L is issued and
 *          the vessel is on its way) or when the B/L is not the user's; 400 without a B/L number; 401 without login.
 */

/** GET: the arrival notices of one B/L (DCSA publisher endpoint `/arrival-notices`). */
export const ARRIVAL_NOTICES_PATH = 'v1/arrival-notices';

/** The query of {@link ARRIVAL_NOTICES_PATH}: one B/L number (DCSA allows several; the portal asks for one). */
export const arrivalNoticesQuerySchema = z.object({
  transportDocumentReferences: z.string().trim().min(1).max(20),
});

/** DCSA FreeTime.typeCodes: DEM (demurrage, at the terminal), DET (detention, the container outside), STO (storage). */
export const FREE_TIME_TYPE_CODES = ['DEM', 'DET', 'STO'] as const;
export type FreeTimeTypeCode = (typeof FREE_TIME_TYPE_CODES)[number];
/** DCSA FreeTime.timeUnit: CD calendar days, WD working days, HR hours. */
export const FREE_TIME_UNITS = ['CD', 'WD', 'HR'] as const;

/** DCSA ClassifiedDate: a date ('yyyy-MM-dd', local at the place) and whether it is planned, estimated or actual. */
export const classifiedDateSchema = z.object({
  value: z.iso.date(),
  classifier: z.enum(['PLN', 'EST', 'ACT']),
});

/** DCSA Facility (the terminal or depot; SMDG terminal codes, BIC depot codes). */
export const facilitySchema = z.object({
  facilityName: z.string().max(100).optional(),
  facilityCode: z.string().max(6).optional(),
  facilityCodeListProvider: z.enum(['SMDG', 'BIC']).optional(),
});

/** DCSA Location (arrival notice): a port or a facility, with its UN/LOCODE and address. */
export const arrivalNoticeLocationSchema = transportLocationSchema.extend({
  facilityTypeCode: z.enum(['POTE', 'DEPO', 'CLOC', 'COFS']).optional(),
  facility: facilitySchema.optional(),
  address: addressSchema.partial().optional(),
});

/**
 * DCSA FreeTime: `duration` `timeUnit`s free of `typeCodes` charges for the listed size-types; `lastFreeDate` (a DCSA
 * ClassifiedDate, local date at the POD) when it is known before the container moves (demurrage from discharge),
 * absent when it runs from an event still to come (detention from gate-out).
 */
export const freeTimeSchema = z.object({
  typeCodes: z.array(z.enum(FREE_TIME_TYPE_CODES)).min(1),
  ISOEquipmentCodes: z.array(z.enum(CONTAINER_SIZE_TYPE_CODES)).optional(),
  equipmentReferences: z.array(z.string().max(11)).optional(),
  duration: z.number().int().positive(),
  timeUnit: z.enum(FREE_TIME_UNITS),
  calculationBasis: z.string().max(1000).optional(),
  lastFreeDate: classifiedDateSchema.optional(),
});
export type FreeTime = z.infer<typeof freeTimeSchema>;

/**
 * DCSA Charge: `currencyAmount` = `unitPrice` x `quantity` in `currencyCode` (a decimal number with the currency's own
 * decimals: EUR 2, JPY and KRW 0); `paymentTermCode` COL (payable at destination) or PRE.
 */
export const chargeSchema = z.object({
  chargeName: z.string().min(1).max(50),
  chargeCode: z.string().max(50).optional(),
  currencyAmount: z.number(),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  paymentTermCode: z.enum(['PRE', 'COL']),
  calculationBasis: z.string().max(50),
  unitPrice: z.number(),
  quantity: z.number().positive(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** DCSA DocumentParty (arrival notice): the party with its role code (CN consignee, N1 first notify, OS shipper...). */
export const arrivalNoticePartySchema = z.object({
  partyFunction: z.enum(['OS', 'CN', 'END', 'N1', 'N2', 'NI', 'CG']),
  partyName: z.string().min(1).max(70),
  address: addressSchema.partial().optional(),
});

/** DCSA VesselVoyage (arrival notice): the vessel and its import voyage at the POD. */
export const arrivalNoticeVesselVoyageSchema = z.object({
  vesselName: z.string().max(50),
  carrierImportVoyageNumber: z.string().max(50).optional(),
  carrierExportVoyageNumber: z.string().max(50).optional(),
});

/** DCSA Transport (arrival notice): ports and dates of the shipment, the main-carriage vessel in `legs`. */
export const arrivalNoticeTransportSchema = z.object({
  portOfLoading: arrivalNoticeLocationSchema,
  portOfDischarge: arrivalNoticeLocationSchema,
  placeOfDelivery: arrivalNoticeLocationSchema.optional(),
  onBoardDate: classifiedDateSchema.optional(),
  portOfDischargeArrivalDate: classifiedDateSchema,
  legs: z
    .array(
      z.object({
        transportPlanStage: z.enum(['PRC', 'MNC', 'ONC']),
        transportPlanStageSequenceNumber: z.number().int().positive(),
        modeOfTransport: z.enum(['VESSEL', 'RAIL', 'TRUCK', 'BARGE']),
        vesselVoyage: arrivalNoticeVesselVoyageSchema.optional(),
      }),
    )
    .min(1),
});

/** DCSA UtilizedTransportEquipment (arrival notice): the container and its seals. */
export const arrivalNoticeEquipmentSchema = z.object({
  equipment: z.object({
    equipmentReference: z.string().max(11),
    ISOEquipmentCode: z.enum(CONTAINER_SIZE_TYPE_CODES),
  }),
  isShipperOwned: z.boolean(),
  seals: z.array(z.object({ number: z.string().max(15) })).optional(),
});

/** DCSA ArrivalNotice, the fields the portal shows. `issueDateTime` is ISO 8601 with offset. */
export const arrivalNoticeSchema = z.object({
  issueDateTime: z.iso.datetime({ offset: true }),
  typeLabel: z.string().max(1000).optional(),
  versionLabel: z.string().max(1000).optional(),
  carrierCode: z.string().max(4),
  carrierCodeListProvider: z.enum(['SMDG', 'NMFTA']),
  carrierContactInformation: z.array(partyContactDetailSchema).min(1),
  pickupInformation: z
    .object({ pickupNumber: z.string().max(50).optional(), pickupLocation: arrivalNoticeLocationSchema.optional() })
    .optional(),
  returnInformation: z
    .object({
      turnInReference: z.string().max(50).optional(),
      returnLocation: arrivalNoticeLocationSchema.optional(),
      returnInstructions: z.string().max(5000).optional(),
    })
    .optional(),
  releaseInformation: z
    .object({
      isReleasedByEmail: z.boolean().optional(),
      isOBLReceived: z.boolean(),
      isFreightReleased: z.boolean(),
      isCustomsReleased: z.boolean(),
    })
    .optional(),
  additionalInformation: z.string().max(5000).optional(),
  transportDocumentReference: z.string().min(1).max(20),
  transportDocumentTypeCode: z.enum(['BOL', 'SWB']),
  isElectronic: z.boolean().optional(),
  deliveryTypeAtDestination: z.enum(['CY', 'SD', 'CFS']),
  cargoMovementTypeAtDestination: z.enum(['FCL', 'LCL']).optional(),
  documentParties: z.array(arrivalNoticePartySchema),
  transport: arrivalNoticeTransportSchema,
  freeTimes: z.array(freeTimeSchema),
  charges: z.array(chargeSchema),
  utilizedTransportEquipments: z.array(arrivalNoticeEquipmentSchema),
  consignmentItems: z
    .array(
      z.object({
        descriptionOfGoods: z.array(z.string().max(5000)).min(1),
        HSCodes: z.array(z.string().max(12)).optional(),
      }),
    )
    .optional(),
});
export type ArrivalNotice = z.infer<typeof arrivalNoticeSchema>;

/** DCSA GetArrivalNoticesResponse. */
export const getArrivalNoticesResponseSchema = z.object({ arrivalNotices: z.array(arrivalNoticeSchema) });
export type GetArrivalNoticesResponse = z.infer<typeof getArrivalNoticesResponseSchema>;
