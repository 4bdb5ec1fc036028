import type { ChargeStage } from '@/domain/quote/quote-contract';
import type {
  SurchargeCodeEntry,
  TariffSurcharge,
  TariffSurchargesParams,
  TariffSurchargesResponse,
} from '@/features/prices/api/prices-contract';

import { seaRoute } from '../schedule/data/geo';
import { getPort, type Port } from '../schedule/data/ports';
import { exchangeRatesFor } from './exchange-rates';
import { localCurrencyOf } from './local-charges';
import { SURCHARGES } from './surcharge-catalogue';
import type { SurchargeDefinition, TariffContext } from './surcharge-rules';

/*
 * The tariff of the mock carrier: which surcharges apply to a port pair, cargo type, size-type and date, and the
 * catalogue search. Pure functions of the data in ./data (no clock).
 */

const STAGE_ORDER: readonly ChargeStage[] = ['ORIGIN', 'FREIGHT', 'DESTINATION'];

/** The catalogue entry (public shape) of a surcharge definition. */
export function toCatalogueEntry(definition: SurchargeDefinition): SurchargeCodeEntry {
  const { code, name, description, basis, stage } = definition;
  return { code, name, description, basis, stage };
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The catalogue entries matching `q` (GET v1/surcharges): a code starting with `q` (any case), or every word of `q`
 * starting a word of the name or description ('bunker' finds BAF, BUC, EBS, LSS; 'terminal hand' finds OTHC, DTHC).
 * Blank `q` lists all. Code order.
 */
export function searchSurchargeCodes(q: string | undefined): SurchargeCodeEntry[] {
  const needle = fold(q?.trim() ?? '');
  const words = needle.split(/[^a-z0-9]+/).filter(Boolean);
  return SURCHARGES.filter((definition) => {
    if (needle === '') return true;
    if (definition.code.toLowerCase().startsWith(needle)) return true;
    if (words.length === 0) return false;
    const text = fold(`${definition.name} ${definition.description}`).split(/[^a-z0-9]+/);
    return words.every((word) => text.some((candidate) => candidate.startsWith(word)));
  })
    .map(toCatalogueEntry)
    .sort((a, b) => a.code.localeCompare(b.code, 'en'));
}

/** The context the surcharge rules see for a port pair (sea route looked up once per pair, cached by geo.ts). */
export function tariffContextOf(
  origin: Port,
  destination: Port,
  cargoType: TariffContext['cargoType'],
  sizeType: TariffContext['sizeType'],
  date: string,
): TariffContext {
  const route = seaRoute(origin.locationCode, destination.locationCode);
  return { origin, destination, cargoType, sizeType, date, via: route.via, distanceNm: route.distanceNm };
}

/** One applicable surcharge: its definition and its tariff line. */
export interface AppliedSurcharge {
  definition: SurchargeDefinition;
  surcharge: TariffSurcharge;
}

/**
 * Every surcharge in force on `context.date` that applies to the context, in stage order (origin, freight,
 * destination), then code order. `includeConditional` false leaves out those that depend on facts a quote does not know.
 */
export function applicableSurcharges(context: TariffContext, includeConditional = true): AppliedSurcharge[] {
  const applied: AppliedSurcharge[] = [];
  for (const definition of SURCHARGES) {
    if (!includeConditional && definition.conditional) continue;
    const validity = definition.validity(context.date);
    if (!validity || !definition.appliesTo(context)) continue;
    const chargedAt =
      definition.stage === 'ORIGIN'
        ? context.origin.locationCode
        : definition.stage === 'DESTINATION'
          ? context.destination.locationCode
          : undefined;
    applied.push({
      definition,
      surcharge: {
        code: definition.code,
        name: definition.name,
        basis: definition.basis,
        stage: definition.stage,
        paymentTermCode: definition.paymentTermCode,
        amount: definition.amount(context),
        effectiveFrom: validity.effectiveFrom,
        ...(validity.effectiveTo ? { effectiveTo: validity.effectiveTo } : {}),
        ...(chargedAt ? { chargedAtLocation: chargedAt } : {}),
      },
    });
  }
  return applied.sort(
    (a, b) =>
      STAGE_ORDER.indexOf(a.definition.stage) - STAGE_ORDER.indexOf(b.definition.stage) ||
      a.definition.code.localeCompare(b.definition.code, 'en'),
  );
}

/**
 * The answer of the tariff surcharge search (GET v1/tariffs/surcharges) for validated params, or undefined when a
 * location is not a port of the network (the handler answers 404). Exchange rates are those of the application date's
 * week.
 */
export function tariffSurcharges(params: TariffSurchargesParams): TariffSurchargesResponse | undefined {
  const origin = getPort(params.originCode);
  const destination = getPort(params.destinationCode);
  if (!origin || !destination) return undefined;
  const context = tariffContextOf(
    origin,
    destination,
    params.cargoType,
    params.isoEquipmentCode,
    params.applicationDate,
  );
  const surcharges = applicableSurcharges(context).map(({ surcharge }) => surcharge);
  const originCurrency = localCurrencyOf(origin);
  const destinationCurrency = localCurrencyOf(destination);
  return {
    params,
    surcharges,
    exchangeRates: exchangeRatesFor(
      [originCurrency, destinationCurrency, ...surcharges.map((surcharge) => surcharge.amount.currency)],
      params.applicationDate,
    ),
    originCurrency,
    destinationCurrency,
  };
}
