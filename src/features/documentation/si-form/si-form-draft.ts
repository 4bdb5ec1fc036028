import { z } from '@/config/zod-mini';

import type { SiFormValues } from './si-form-values';

/*
 * The SI form's draft (lib/draft-storage, per user and booking): the values as typed and the Idempotency-Key of a
 * submit on its way, so a reload, a session timeout or a retry loses nothing and sends the SI once.
 */

const party = z.object({
  partyName: z.string(),
  street: z.string(),
  city: z.string(),
  postCode: z.string(),
  countryCode: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
});

const container = z.object({
  containerNumber: z.string(),
  isoEquipmentCode: z.string(),
  sealNumber: z.string(),
  packageCode: z.string(),
  numberOfPackages: z.string(),
  cargoGrossWeightKg: z.string(),
  tareWeightKg: z.string(),
  cargoGrossVolumeM3: z.string(),
  isShipperOwned: z.boolean(),
});

const houseBl = z.object({
  houseBillOfLadingReference: z.string(),
  isToOrder: z.boolean(),
  shipper: party,
  consignee: party,
  notifyParty: party,
  descriptionOfGoods: z.string(),
  hsCode: z.string(),
  shippingMarks: z.string(),
  numberOfPackages: z.string(),
  packageCode: z.string(),
  cargoGrossWeightKg: z.string(),
  containerNumber: z._default(z.string(), ''),
});

const values: z.ZodMiniType<SiFormValues> = z.object({
  carrierBookingReference: z.string(),
  transportDocumentTypeCode: z.enum(['BOL', 'SWB']),
  isElectronic: z.boolean(),
  isToOrder: z.boolean(),
  freightPaymentTermCode: z.enum(['PRE', 'COL']),
  numberOfOriginalsWithCharges: z.string(),
  numberOfCopiesWithoutCharges: z.string(),
  shipper: party,
  consignee: party,
  endorsee: party,
  notifyParty: party,
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  descriptionOfGoods: z.string(),
  hsCodes: z.string(),
  shippingMarks: z.string(),
  // Added after the first drafts were stored: an older draft reads as "not given".
  cargoGrossWeightTotalKg: z._default(z.string(), ''),
  containers: z.array(container),
  ics2FiledBy: z.enum(['', 'CARRIER', 'SHIPPER']),
  ics2SelfFilerCode: z.string(),
  hasHouseBls: z.boolean(),
  houseBls: z.array(houseBl),
});

/** A stored SI form draft. */
export interface SiFormDraft {
  values: SiFormValues;
  /** The Idempotency-Key of the submit on its way (null before the first press). */
  idempotencyKey: string | null;
  /** Whether the draft amends a submitted SI. */
  isAmendment: boolean;
}

/** The shape of a stored draft; one of another shape is dropped (lib/draft-storage). */
export const siFormDraftSchema: z.ZodMiniType<SiFormDraft> = z.object({
  values,
  idempotencyKey: z.nullable(z.string()),
  isAmendment: z.boolean(),
});

/** The draft key of booking `bookingNumber`'s SI (draft-storage adds the user). */
export function siFormDraftKey(bookingNumber: string): string {
  return `si-form:${bookingNumber}`;
}
