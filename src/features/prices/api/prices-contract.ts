import { z } from '@/config/zod-mini';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { currencyCodeSchema, exchangeRateSchema, moneySchema } from '@/domain/money/money';
import { CHARGE_BASES, CHARGE_STAGES, PAYMENT_TERMS } from '@/domain/quote/quote-contract';
import { isoDateSchema } from '@/domain/schedule-search/point-to-point-contract';

/*
 * The prices API contract: the surcharge code catalogue and the tariff surcharge search. The
 * instant quote's contract is in domain/quote (a booking reads quotes too). zod/mini, so the public pages stay small.
 *
 * Calls (paths relative to the main API base; public, no login; docs/areas/prices.md):
 *   GET v1/surcharges?q=                   the surcharge code catalogue, filtered -> 200 SurchargeCodesResponse
 *   GET v1/tariffs/surcharges?originCode&destinationCode&cargoType&isoEquipmentCode&applicationDate
 *                                          every surcharge that applies -> 200 TariffSurchargesResponse
 *   GET v1/tariffs/surcharges/files/downloads?(same query)   the same as an xlsx workbook
 *
 * Errors: 400 INVALID_REQUEST with field errors for a query the schemas refuse.
 */

/** Path of the surcharge code catalogue. */
export const SURCHARGES_PATH = 'v1/surcharges';
/** Path of the tariff surcharge search. */
export const TARIFF_SURCHARGES_PATH = 'v1/tariffs/surcharges';
/** Path of the tariff surcharge search's workbook. */
export const TARIFF_SURCHARGES_EXPORT_PATH = `${TARIFF_SURCHARGES_PATH}/files/downloads`;
/** Media type of the workbook. */
export const TARIFF_SURCHARGES_EXPORT_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Surcharge codes: 2 to 5 capital letters or digits ('BAF', 'OTHC', 'ENS'). */
export const surchargeCodeSchema = z.string().check(z.regex(/^[A-Z0-9]{2,5}$/));

/** Query of the catalogue: `q` matches a code (prefix, any case) or words of the name or description; '' lists all. */
export const surchargeCodesParamsSchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(50))),
});
/** See {@link surchargeCodesParamsSchema}. */
export type SurchargeCodesParams = z.infer<typeof surchargeCodesParamsSchema>;

/** Cargo types of the tariff (the quote's size-type implies dry or reefer; dangerous goods are searched here). */
export const CARGO_TYPES = ['DRY', 'REEFER', 'DANGEROUS'] as const;
/** One of {@link CARGO_TYPES}. */
export type CargoType = (typeof CARGO_TYPES)[number];

/** Trade directions a surcharge may be limited to (from the origin region to the destination region). */
export const TRADE_DIRECTIONS = ['EASTBOUND', 'WESTBOUND', 'NORTHBOUND', 'SOUTHBOUND'] as const;

/** One entry of the catalogue: what a code means and how it is counted. */
export const surchargeCodeEntrySchema = z.object({
  code: surchargeCodeSchema,
  /** English name ('Bunker Adjustment Factor'); the page shows the translated name of known codes. */
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  description: z.string().check(z.minLength(1), z.maxLength(500)),
  basis: z.enum(CHARGE_BASES),
  stage: z.enum(CHARGE_STAGES),
});
/** See {@link surchargeCodeEntrySchema}. */
export type SurchargeCodeEntry = z.infer<typeof surchargeCodeEntrySchema>;

/** Answer of GET v1/surcharges: the matching codes in code order. */
export const surchargeCodesResponseSchema = z.object({ surcharges: z.array(surchargeCodeEntrySchema) });
/** See {@link surchargeCodesResponseSchema}. */
export type SurchargeCodesResponse = z.infer<typeof surchargeCodesResponseSchema>;

/** Container size-types of the tariff (ISO 6346; domain/container): dry, high cube, reefer. */
export const TARIFF_SIZE_TYPES = ['22G1', '42G1', '45G1', '22R1', '45R1'] as const;

/** Query of the tariff surcharge search (also the page's URL, docs/architecture.md "Typed links"). */
export const tariffSurchargesParamsSchema = z.object({
  originCode: unLocationCodeSchema,
  destinationCode: unLocationCodeSchema,
  cargoType: z.enum(CARGO_TYPES),
  isoEquipmentCode: z.enum(TARIFF_SIZE_TYPES),
  /** 'yyyy-MM-dd': the date the tariff is applied on (surcharges effective on that date). */
  applicationDate: isoDateSchema,
});
/** See {@link tariffSurchargesParamsSchema}. */
export type TariffSurchargesParams = z.infer<typeof tariffSurchargesParamsSchema>;

/**
 * One surcharge of the tariff for the search: its amount per basis unit in its own currency (minor units), when it is
 * effective ('yyyy-MM-dd' both ends, inclusive; effectiveTo absent = until further notice), where it is charged and
 * the usual payment term.
 */
export const tariffSurchargeSchema = z.object({
  code: surchargeCodeSchema,
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  basis: z.enum(CHARGE_BASES),
  stage: z.enum(CHARGE_STAGES),
  paymentTermCode: z.enum(PAYMENT_TERMS),
  amount: moneySchema,
  effectiveFrom: isoDateSchema,
  effectiveTo: z.optional(isoDateSchema),
  /** UN/LOCODE or country (ISO 3166 alpha-2) where a local charge is levied; absent for freight surcharges. */
  chargedAtLocation: z.optional(z.string().check(z.regex(/^[A-Z]{2}([A-Z2-9]{3})?$/))),
});
/** See {@link tariffSurchargeSchema}. */
export type TariffSurcharge = z.infer<typeof tariffSurchargeSchema>;

/** Answer of the tariff surcharge search: the search echoed, its surcharges (origin, freight, destination order). */
export const tariffSurchargesResponseSchema = z.object({
  params: tariffSurchargesParamsSchema,
  surcharges: z.array(tariffSurchargeSchema),
  /** Rates to USD for the currencies listed, with their date (for reference; the tariff is in its own currencies). */
  exchangeRates: z.array(exchangeRateSchema),
  /** Local currency of the origin and destination (the terminal handling charges' currencies). */
  originCurrency: currencyCodeSchema,
  destinationCurrency: currencyCodeSchema,
});
/** See {@link tariffSurchargesResponseSchema}. */
export type TariffSurchargesResponse = z.infer<typeof tariffSurchargesResponseSchema>;
