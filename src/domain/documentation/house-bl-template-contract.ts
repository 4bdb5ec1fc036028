import { z } from '@/config/zod';

/*
 * A forwarder's house B/L templates: the parties, goods and marks of a house B/L the forwarder
 * issues week after week, kept under a name and used to fill the house B/Ls of an SI (DCSA HouseBillOfLading,
 * si-contract houseBillOfLadingSchema). Ours: DCSA defines no templates. Parties are flat, as the SI form holds them.
 *
 * Calls (paths relative to the main API base):
 *   GET    v1/house-bl-templates          the user's templates, newest change first -> {templates: HouseBlTemplate[]}
 *   POST   v1/house-bl-templates          HouseBlTemplateInput -> 201 HouseBlTemplate; 409 NAME_TAKEN (names are
 *                                         unique per user, case-insensitive)
 *   PUT    v1/house-bl-templates/{id}     HouseBlTemplateInput -> 200 HouseBlTemplate; 404; 409 NAME_TAKEN
 *   DELETE v1/house-bl-templates/{id}     -> 204; 404
 * A body that fails the schema answers 400 INVALID_REQUEST with `errors` per field (JSONPath); 401 without login.
 */

/** The templates' collection. */
export const HOUSE_BL_TEMPLATES_PATH = 'v1/house-bl-templates';
/** One template. */
export const houseBlTemplatePath = (id: string) => `${HOUSE_BL_TEMPLATES_PATH}/${encodeURIComponent(id)}`;

/** At most this many templates per user (the list is one page). */
export const HOUSE_BL_TEMPLATES_MAX = 200;

const optionalText = (max: number) => z.string().trim().max(max);

/** A party of a template: the company name required, the rest optional; country a 2-letter ISO code or empty. */
export const houseBlTemplatePartySchema = z.object({
  partyName: z.string().trim().min(1).max(70),
  street: optionalText(100),
  city: optionalText(35),
  postCode: optionalText(50),
  countryCode: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/),
  contactName: optionalText(35),
  phone: optionalText(30),
  email: z.union([z.literal(''), z.email().max(100)]),
});
export type HouseBlTemplateParty = z.infer<typeof houseBlTemplatePartySchema>;

/**
 * What a template holds: its name, whether the house B/L is to order, shipper, consignee (optional when to order),
 * notify party (optional), description of goods, HS codes (6 to 10 digits each), marks and the package code
 * (UN/ECE Rec. 21, e.g. CT).
 */
export const houseBlTemplateInputSchema = z
  .object({
    templateName: z.string().trim().min(1).max(50),
    isToOrder: z.boolean(),
    shipper: houseBlTemplatePartySchema,
    consignee: houseBlTemplatePartySchema.optional(),
    notifyParty: houseBlTemplatePartySchema.optional(),
    descriptionOfGoods: z.string().trim().min(1).max(5000),
    HSCodes: z
      .array(z.string().regex(/^\d{6,10}$/))
      .min(1)
      .max(100),
    shippingMarks: optionalText(500),
    packageCode: z.string().regex(/^[0-9A-Z]{2}$/),
  })
  .superRefine((template, context) => {
    if (!template.isToOrder && !template.consignee) {
      context.addIssue({ code: 'custom', path: ['consignee', 'partyName'], message: 'a consignee unless to order' });
    }
  });
export type HouseBlTemplateInput = z.infer<typeof houseBlTemplateInputSchema>;

/** A stored template: the input plus its id and when it was created and last changed (ISO 8601 UTC). */
export const houseBlTemplateSchema = z.object({
  templateId: z.string().min(1),
  templateName: z.string(),
  isToOrder: z.boolean(),
  shipper: houseBlTemplatePartySchema,
  consignee: houseBlTemplatePartySchema.optional(),
  notifyParty: houseBlTemplatePartySchema.optional(),
  descriptionOfGoods: z.string(),
  HSCodes: z.array(z.string()),
  shippingMarks: z.string(),
  packageCode: z.string(),
  createdDateTime: z.iso.datetime(),
  updatedDateTime: z.iso.datetime(),
});
export type HouseBlTemplate = z.infer<typeof houseBlTemplateSchema>;

/** The list answer. */
export const houseBlTemplateListSchema = z.object({ templates: z.array(houseBlTemplateSchema) });
export type HouseBlTemplateList = z.infer<typeof houseBlTemplateListSchema>;
