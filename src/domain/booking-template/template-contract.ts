import { z } from '@/config/zod';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { ShipmentLocation } from '@/domain/booking/booking-party-contract';
import { flattenParty } from '@/domain/booking/flat-party-contract';
import { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';

/*
 * The booking template API contract (ours, DCSA has no templates). A template holds the parts of a
 * booking request that repeat week after week (route with its terms, parties, contract, equipment lines with cargo,
 * remarks), never the sailing or the dates: those change every week. Its booking fields are in the booking request
 * form's shape (text as typed, parties flattened), so applying one to the form is a copy (features/booking-templates).
 * The same schemas type the client and validate requests in the mock backend (mocks/booking-templates).
 *
 * Calls (paths relative to the main API base; docs/areas/booking-templates.md):
 *   GET    v1/booking-templates?scope=usable|mine&q=   templates the user may use (own + shared with them) or own only;
 *                                                     q: case-insensitive contains over name, lane (codes and names)
 *                                                     and commodity -> 200 BookingTemplateListResponse
 *   GET    v1/booking-templates/{id}                   one template the user may use -> 200 BookingTemplate
 *   POST   v1/booking-templates                        CreateBookingTemplate: {name, fields} or {name, bookingReference}
 *                                                     (copied from one of the user's bookings) -> 201 BookingTemplate
 *   PUT    v1/booking-templates/{id}                   UpdateBookingTemplate {name?, fields?} (own only) -> 200
 *   DELETE v1/booking-templates/{id}                   own only -> 204 (every share goes with it)
 *   POST   v1/booking-templates/{id}/shares            ShareBookingTemplate {recipients: user IDs or e-mails} -> 200
 *                                                     BookingTemplate; 400 with one field error per recipient that is
 *                                                     not a user of the owner's company (jsonPath '$.recipients[i]')
 *   DELETE v1/booking-templates/{id}/shares/{userId}   revoke one colleague's access (own only) -> 200 BookingTemplate
 *
 * Errors: 401 UNAUTHORIZED without a valid bearer; 404 TEMPLATE_NOT_FOUND for an id that is unknown or not usable by
 * the user (a colleague's template that is not shared with them); 403 TEMPLATE_NOT_OWNER when a colleague edits,
 * deletes or shares a template shared with them; 404 BOOKING_NOT_FOUND for a bookingReference not of the user; 400
 * INVALID_REQUEST with `errors` on a body the schemas refuse.
 */

/** Path of the template collection. */
export const BOOKING_TEMPLATES_PATH = 'v1/booking-templates';
/** Path of one template. */
export const bookingTemplatePath = (id: string) => `${BOOKING_TEMPLATES_PATH}/${encodeURIComponent(id)}`;
/** Path of a template's shares (POST adds colleagues). */
export const bookingTemplateSharesPath = (id: string) => `${bookingTemplatePath(id)}/shares`;
/** Path of one colleague's share (DELETE revokes it). */
export const bookingTemplateSharePath = (id: string, userId: string) =>
  `${bookingTemplateSharesPath(id)}/${encodeURIComponent(userId)}`;

/** Longest template name, in characters. */
export const TEMPLATE_NAME_MAX_LENGTH = 100;
/** Colleagues one share call adds at most (docs/requirements.md §5 list rule). */
export const TEMPLATE_SHARE_MAX = 10;
/** Error codes of the template API. */
export const TEMPLATE_ERROR_CODES = { notFound: 'TEMPLATE_NOT_FOUND', notOwner: 'TEMPLATE_NOT_OWNER' } as const;

const text = z.string().max(500);
const location = z.object({ code: z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/), name: text });

/** A party as the booking form holds it (name, street, city, postal code, country, one contact, tax or EORI number). */
export const templatePartySchema = z.object({
  partyName: text,
  street: text,
  city: text,
  countryCode: text,
  contactName: text,
  email: text,
  phone: text,
  /** Postal code and tax or EORI number; optional: templates saved before them lack them. */
  postalCode: text.optional(),
  taxType: text.optional(),
  taxValue: text.optional(),
});
/** {@link templatePartySchema}'s type. */
export type TemplateParty = z.infer<typeof templatePartySchema>;

/** An equipment line of a template: size-type, count, cargo (no reefer, DG or out-of-gauge details: per shipment). */
export const templateEquipmentSchema = z.object({
  ISOEquipmentCode: z.enum(CONTAINER_SIZE_TYPE_CODES),
  /** Units as typed (a whole number). */
  units: z.string().max(5),
  /** Gross weight per line as typed, with its unit (DCSA KGM / LBR). */
  cargoGrossWeight: z.object({ value: z.string().max(20), unit: z.enum(['KGM', 'LBR']) }),
  commodityType: text,
  hsCode: z.string().max(10),
});
/** {@link templateEquipmentSchema}'s type. */
export type TemplateEquipment = z.infer<typeof templateEquipmentSchema>;

/**
 * The booking fields a template holds, each optional: a template fills exactly the fields it has. Never the sailing,
 * the cargo-ready date or documents.
 */
export const templateFieldsSchema = z.object({
  origin: location.optional(),
  destination: location.optional(),
  receiptTypeAtOrigin: z.enum(['CY', 'SD']).optional(),
  deliveryTypeAtDestination: z.enum(['CY', 'SD']).optional(),
  serviceContractReference: z.string().max(30).optional(),
  freightPaymentTermCode: z.enum(['PRE', 'COL']).optional(),
  shipper: templatePartySchema.optional(),
  consignee: templatePartySchema.optional(),
  notifyParties: z.array(templatePartySchema).max(3).optional(),
  requestedEquipments: z.array(templateEquipmentSchema).min(1).max(20).optional(),
  remarks: z.string().max(1000).optional(),
});
/** {@link templateFieldsSchema}'s type. */
export type TemplateFields = z.infer<typeof templateFieldsSchema>;
/** The names of the fields a template may hold. */
export type TemplateFieldName = keyof TemplateFields;
/** Every field a template may hold, in the booking form's order. */
export const TEMPLATE_FIELD_NAMES = [
  'origin',
  'destination',
  'receiptTypeAtOrigin',
  'deliveryTypeAtDestination',
  'serviceContractReference',
  'freightPaymentTermCode',
  'shipper',
  'consignee',
  'notifyParties',
  'requestedEquipments',
  'remarks',
] as const satisfies readonly TemplateFieldName[];

/** A portal user as a template names them (owner, colleague it is shared with). */
export const templateUserSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });
/** {@link templateUserSchema}'s type. */
export type TemplateUser = z.infer<typeof templateUserSchema>;

/** A booking template. `createdAt` / `updatedAt` are ISO 8601 UTC date-times. */
export const bookingTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner: templateUserSchema,
  /** Colleagues of the owner's company it is shared with, in the order they were added. */
  sharedWith: z.array(templateUserSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  fields: templateFieldsSchema,
});
/** {@link bookingTemplateSchema}'s type. */
export type BookingTemplate = z.infer<typeof bookingTemplateSchema>;

/** Answer of the list call, newest change first. */
export const bookingTemplateListResponseSchema = z.object({ items: z.array(bookingTemplateSchema) });
/** {@link bookingTemplateListResponseSchema}'s type. */
export type BookingTemplateListResponse = z.infer<typeof bookingTemplateListResponseSchema>;

/** Which templates the list call answers: every template the user may use, or only their own. */
export const TEMPLATE_SCOPES = ['usable', 'mine'] as const;
/** Parameters of the list call. */
export const bookingTemplateListParamsSchema = z.object({
  scope: z.enum(TEMPLATE_SCOPES).default('usable'),
  q: z.string().trim().max(100).optional(),
});
/** The list call's parameters as a caller gives them. */
export type BookingTemplateListParams = z.input<typeof bookingTemplateListParamsSchema>;

const templateName = z.string().trim().min(1).max(TEMPLATE_NAME_MAX_LENGTH);

/** Body of the create call: from the given fields, or from one of the user's bookings (by request reference or number). */
export const createBookingTemplateSchema = z.union([
  z.object({ name: templateName, fields: templateFieldsSchema }),
  z.object({ name: templateName, bookingReference: z.string().min(1).max(100) }),
]);
/** {@link createBookingTemplateSchema}'s type. */
export type CreateBookingTemplate = z.infer<typeof createBookingTemplateSchema>;

/** Body of the update call: rename, replace the fields, or both. */
export const updateBookingTemplateSchema = z.object({
  name: templateName.optional(),
  fields: templateFieldsSchema.optional(),
});
/** {@link updateBookingTemplateSchema}'s type. */
export type UpdateBookingTemplate = z.infer<typeof updateBookingTemplateSchema>;

/** Body of the share call: user IDs or e-mail addresses of colleagues (1 to {@link TEMPLATE_SHARE_MAX}). */
export const shareBookingTemplateSchema = z.object({
  recipients: z.array(z.string().trim().min(1).max(254)).min(1).max(TEMPLATE_SHARE_MAX),
});
/** {@link shareBookingTemplateSchema}'s type. */
export type ShareBookingTemplate = z.infer<typeof shareBookingTemplateSchema>;

/** The lane of a template as 'KRPUS -> NLRTM' parts (codes), or null when it holds no route. */
export function templateLane(fields: TemplateFields): { from: string; to: string } | null {
  if (!fields.origin || !fields.destination) return null;
  return { from: fields.origin.code, to: fields.destination.code };
}

/** The size-types of a template's equipment lines with their units: [{code: '42G1', units: 2}], one entry per code. */
export function templateSizeTypes(fields: TemplateFields): { code: string; units: number }[] {
  const byCode = new Map<string, number>();
  for (const line of fields.requestedEquipments ?? []) {
    const units = Number.parseInt(line.units, 10);
    byCode.set(line.ISOEquipmentCode, (byCode.get(line.ISOEquipmentCode) ?? 0) + (Number.isFinite(units) ? units : 0));
  }
  return [...byCode].map(([code, units]) => ({ code, units }));
}

// ---------------------------------------------------------------------------------------------------------------------
// From a booking (here, not in a module of its own: the mock backend imports contract files only)

/**
 * The template fields of a booking ("Save as template" on the booking detail; the mock's create from a booking
 * reference): route (place of receipt / delivery, else POL / POD) with its terms, contract, freight terms, parties,
 * equipment lines with their first commodity, remarks. Never the sailing, dates, references or documents: a template
 * is reused for next week's shipment.
 */
export function templateFieldsFromBooking(booking: Booking): TemplateFields {
  const location = (type: ShipmentLocation['locationTypeCode']) => {
    const found = booking.shipmentLocations.find((entry) => entry.locationTypeCode === type);
    return found
      ? { code: found.location.UNLocationCode, name: found.location.locationName ?? found.location.UNLocationCode }
      : undefined;
  };
  const { shipper, consignee, other } = booking.documentParties;
  return {
    origin: location('PRE') ?? location('POL'),
    destination: location('PDE') ?? location('POD'),
    receiptTypeAtOrigin: booking.receiptTypeAtOrigin === 'SD' ? 'SD' : 'CY',
    deliveryTypeAtDestination: booking.deliveryTypeAtDestination === 'SD' ? 'SD' : 'CY',
    ...(booking.serviceContractReference ? { serviceContractReference: booking.serviceContractReference } : {}),
    freightPaymentTermCode: booking.freightPaymentTermCode,
    ...(shipper ? { shipper: flattenParty(shipper) } : {}),
    ...(consignee ? { consignee: flattenParty(consignee) } : {}),
    ...(other?.length ? { notifyParties: other.map((entry) => flattenParty(entry.party)) } : {}),
    requestedEquipments: booking.requestedEquipments.map((equipment) => ({
      ISOEquipmentCode: equipment.ISOEquipmentCode,
      units: String(equipment.units),
      cargoGrossWeight: { value: String(equipment.cargoGrossWeight.value), unit: equipment.cargoGrossWeight.unit },
      commodityType: equipment.commodities[0]?.commodityType ?? '',
      hsCode: equipment.commodities[0]?.HSCodes[0] ?? '',
    })),
    ...(booking.remarks ? { remarks: booking.remarks } : {}),
  };
}

/** The name "Save as template" proposes: 'Busan - Rotterdam' from the route, '' without one. */
export function suggestedTemplateName(fields: Pick<TemplateFields, 'origin' | 'destination'>): string {
  return fields.origin && fields.destination ? `${fields.origin.name} - ${fields.destination.name}` : '';
}
