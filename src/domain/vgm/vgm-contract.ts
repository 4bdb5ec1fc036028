import { VGM_CONTAINERS_MAX } from '@/config/limits';
import { z } from '@/config/zod';

/*
 * The VGM (verified gross mass) API contract: DCSA VGM 1.0.1 (../shared/reference/dcsa/vgm-v1.0.1-openapi.yaml) for
 * the declarations themselves, plus the portal's view of one booking (what DCSA leaves to the carrier: the VGM
 * cut-off, the SI's containers, each declaration's status and amendment history). docs/areas/vgm-delivery-orders.md.
 *
 * Calls (paths relative to the main API base):
 *   POST v1/vgm-declarations  PostVGMDeclarationsRequest + Idempotency-Key -> 200 PostVGMDeclarationsResponse
 *                             (feedbackElements: WARN for a declaration after the VGM cut-off); the same key -> the
 *                             same answer, nothing stored twice
 *   GET  v1/vgm-declarations?carrierBookingReference|transportDocumentReference|equipmentReference
 *                             -> 200 GetVGMDeclarationsResponse (the company's current declarations)
 *   GET  v1/vgm/bookings/{carrierBookingReference} -> 200 VgmBooking; 404 BOOKING_NOT_FOUND; 409 NOT_CONFIRMED
 *
 * Errors: 400 with DCSA feedbackElements (ERROR, propertyPath) for a bad declaration, 401, 404, 409.
 * Weights in KGM or LBR as the user declared them; instants ISO 8601 with offset.
 */

/** Path of the DCSA VGM declarations resource. */
export const VGM_DECLARATIONS_PATH = 'v1/vgm-declarations';
/** Path of the portal's view of one booking's VGM. */
export const vgmBookingPath = (carrierBookingReference: string) =>
  `v1/vgm/bookings/${encodeURIComponent(carrierBookingReference)}`;
/** The DCSA standard's version, sent and answered in the API-Version header. */
export const VGM_API_VERSION = '1.0.1';

/** DCSA Weight units: kilograms and pounds. */
export const WEIGHT_UNITS = ['KGM', 'LBR'] as const;
/** One of {@link WEIGHT_UNITS}. */
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
/** SOLAS VI/2 methods: SM1 weighing the packed container, SM2 cargo and packing plus the container's tare. */
export const VGM_METHODS = ['SM1', 'SM2'] as const;
/** One of {@link VGM_METHODS}. */
export type VgmMethod = (typeof VGM_METHODS)[number];

/** DCSA Weight. */
export const weightSchema = z.object({ value: z.number().positive(), unit: z.enum(WEIGHT_UNITS) });
/** A DCSA Weight. */
export type Weight = z.infer<typeof weightSchema>;

const contactDetailsSchema = z.object({
  name: z.string().max(255).optional(),
  phone: z.string().max(30).optional(),
  email: z.string().max(255).optional(),
});

/** DCSA PartyDetails, the part the portal uses: name and contact. */
export const partyDetailsSchema = z.object({
  partyName: z.string().trim().min(1).max(70),
  contactDetails: contactDetailsSchema.optional(),
});
/** A DCSA PartyDetails. */
export type PartyDetails = z.infer<typeof partyDetailsSchema>;

/** DCSA VGM: the weight, the SOLAS method and when it was obtained. */
export const vgmSchema = z.object({
  weight: weightSchema,
  method: z.enum(VGM_METHODS),
  dateTime: z.iso.datetime({ offset: true }),
});

/** DCSA VGMDeclaration, the fields the portal sends and shows (all optional in DCSA; required here). */
export const vgmDeclarationSchema = z.object({
  declarationReference: z.string().min(1).max(500),
  isRetracted: z.boolean().optional(),
  declarationDateTime: z.iso.datetime({ offset: true }).optional(),
  equipmentDetails: z.object({
    equipmentReference: z.string().min(1).max(11),
    ISOEquipmentCode: z.string().max(4).optional(),
    cargoGrossWeight: weightSchema.optional(),
    tareWeight: weightSchema.optional(),
  }),
  shipmentDetails: z.object({
    carrierBookingReference: z.string().min(1).max(35),
    transportDocumentReference: z.string().max(20).optional(),
  }),
  VGM: vgmSchema,
  responsibleParty: partyDetailsSchema,
  authorizedPersonSignatory: z.string().trim().min(1).max(255),
  weighingParty: partyDetailsSchema,
  submittingParty: partyDetailsSchema.optional(),
});
/** One DCSA VGMDeclaration. */
export type VgmDeclaration = z.infer<typeof vgmDeclarationSchema>;

/** DCSA PostVGMDeclarationsRequest: 1 to {@link VGM_CONTAINERS_MAX} declarations. */
export const postVgmDeclarationsRequestSchema = z.object({
  VGMDeclarations: z.array(vgmDeclarationSchema).min(1).max(VGM_CONTAINERS_MAX),
});
/** The body of a VGM submit. */
export type PostVgmDeclarationsRequest = z.infer<typeof postVgmDeclarationsRequestSchema>;

/** DCSA FeedbackElement: severity ERROR, WARN or INFO, a message and the JSONPath it is about. */
export const feedbackElementSchema = z.object({
  severity: z.enum(['ERROR', 'WARN', 'INFO']),
  message: z.string(),
  propertyPath: z.string().optional(),
});
/** One DCSA FeedbackElement. */
export type FeedbackElement = z.infer<typeof feedbackElementSchema>;

/** DCSA PostVGMDeclarationsResponse. */
export const postVgmDeclarationsResponseSchema = z.object({
  feedbackElements: z.array(feedbackElementSchema).optional(),
});
/** The answer of a VGM submit. */
export type PostVgmDeclarationsResponse = z.infer<typeof postVgmDeclarationsResponseSchema>;

/** DCSA GetVGMDeclarationsResponse. */
export const getVgmDeclarationsResponseSchema = z.object({
  VGMDeclarations: z.array(vgmDeclarationSchema),
  feedbackElements: z.array(feedbackElementSchema).optional(),
});
/** The answer of a VGM search. */
export type GetVgmDeclarationsResponse = z.infer<typeof getVgmDeclarationsResponseSchema>;

/** A container's VGM status on the portal: none yet, declared in time, declared after the cut-off, amended. */
export const VGM_STATUSES = ['NONE', 'DECLARED', 'LATE', 'AMENDED'] as const;
/** One of {@link VGM_STATUSES}. */
export type VgmStatus = (typeof VGM_STATUSES)[number];

/** One change of an amendment: the field's name ('VGM.weight', 'VGM.method'...) with the old and new value as text. */
export const vgmChangeSchema = z.object({ field: z.string(), from: z.string().optional(), to: z.string() });

/** One version of a declaration: when (ISO instant), who (the user's name), what changed (empty: the first one). */
export const vgmHistoryEntrySchema = z.object({
  at: z.iso.datetime({ offset: true }),
  by: z.string(),
  isLate: z.boolean(),
  changes: z.array(vgmChangeSchema),
});
/** One version of a declaration. */
export type VgmHistoryEntry = z.infer<typeof vgmHistoryEntrySchema>;

/** A declaration on the portal: the DCSA declaration, its status and its history, oldest version first. */
export const vgmRecordSchema = z.object({
  declaration: vgmDeclarationSchema,
  status: z.enum(VGM_STATUSES),
  history: z.array(vgmHistoryEntrySchema),
});
/** A declaration on the portal. */
export type VgmRecord = z.infer<typeof vgmRecordSchema>;

/** A container the booking's SI names: its number, size-type, cargo gross weight and tare (for the 5 % check). */
export const siContainerSchema = z.object({
  equipmentReference: z.string(),
  ISOEquipmentCode: z.string(),
  cargoGrossWeight: weightSchema,
  tareWeight: weightSchema.optional(),
});
/** A container of the booking's SI. */
export type SiContainer = z.infer<typeof siContainerSchema>;

/**
 * The portal's view of one booking's VGM: vessel, voyage, port of loading with its IANA time zone, the VGM cut-off
 * (DCSA code VCO, local time with offset; absent until the booking has a sailing), the SI's containers (empty when no
 * SI exists) and the declarations made so far.
 */
export const vgmBookingSchema = z.object({
  carrierBookingReference: z.string(),
  transportDocumentReference: z.string().optional(),
  vesselName: z.string().optional(),
  carrierVoyageNumber: z.string().optional(),
  portOfLoading: z.object({ UNLocationCode: z.string(), locationName: z.string(), timeZone: z.string() }),
  vgmCutOff: z.iso.datetime({ offset: true }).optional(),
  totalUnits: z.number().int().min(0),
  siContainers: z.array(siContainerSchema),
  records: z.array(vgmRecordSchema),
});
/** The portal's view of one booking's VGM. */
export type VgmBooking = z.infer<typeof vgmBookingSchema>;
