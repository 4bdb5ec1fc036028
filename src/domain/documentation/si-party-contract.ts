import { z } from '@/config/zod';
import { requiredText } from '@/domain/documentation/si-field-contract';

/*
 * The parties of an SI and of its transport document (DCSA eBL 3.0.4, shared/reference/dcsa/EBL_v3.0.4.yaml; DCSA
 * schema named in each docstring): addresses, contacts, document parties and their identifying codes. Part of the SI
 * contract (si-contract.ts).
 */

/** DCSA Address (street, city and 2-letter ISO country code required). */
export const addressSchema = z.object({
  street: requiredText(100),
  streetNumber: z.string().max(50).optional(),
  postCode: z.string().max(50).optional(),
  city: requiredText(35),
  stateRegion: z.string().max(65).optional(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
});

/** DCSA PartyContactDetail: a name with a phone or an e-mail. */
export const partyContactDetailSchema = z
  .object({ name: requiredText(35), phone: z.string().max(30).optional(), email: z.email().max(100).optional() })
  .refine((contact) => contact.phone !== undefined || contact.email !== undefined, {
    message: 'phone or email required',
  });

/** A document party (DCSA ShipperShipper / ConsigneeShipper / EndorseeShipper / NotifyPartyShipper). */
export const documentPartySchema = z.object({
  partyName: requiredText(70),
  address: addressSchema.optional(),
  partyContactDetails: z.array(partyContactDetailSchema).optional(),
});

/**
 * DCSA DocumentPartiesShippingInstructions: shipper required; a consignee unless the B/L is to order, where the
 * endorsee (optional until endorsement) takes its place (checked in {@link shippingInstructionsRequestSchema}).
 */
export const documentPartiesSchema = z.object({
  shipper: documentPartySchema,
  consignee: documentPartySchema.optional(),
  endorsee: documentPartySchema.optional(),
  notifyParties: z.array(documentPartySchema).max(3).optional(),
});

/** DCSA IdentifyingCode (e.g. the consignee's EORI or the carrier's SMDG code). */
export const identifyingCodeSchema = z.object({
  codeListProvider: z.string().min(1).max(100),
  partyCode: z.string().min(1).max(150),
  codeListName: z.string().max(100).optional(),
});
/** A document party of a transport document (DCSA Shipper / Consignee / NotifyParty / IssuingParty subset). */
export const transportDocumentPartySchema = documentPartySchema.extend({
  identifyingCodes: z.array(identifyingCodeSchema).optional(),
});
