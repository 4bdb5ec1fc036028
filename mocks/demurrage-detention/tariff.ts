import {
  type DndKind,
  type DndTariff,
  type DndTier,
  type DndTimeUnit,
  EQUIPMENT_GROUPS,
  type EquipmentGroup,
} from '@/domain/demurrage-detention/dnd-contract';
import { currencyDecimals } from '@/domain/money/money';

import { getPort } from '../schedule/data/ports';

/*
 * The mock carrier's D&D tariff (docs/areas/demurrage-detention.md "Tariff"): free days and three rate tiers per
 * country, equipment group and kind, a few ports that differ from their country, in the country's currency (minor
 * units). Countries not listed take the default line in USD. The arrival notice (../documentation/arrival-notice.ts)
 * and the container clocks (./containers.ts) read {@link tariffFor}, so the notice's freeTimes equal the tariff.
 */

/** Free days per kind: import demurrage, import detention, export demurrage, export detention. */
type FreeDays = readonly [number, number, number, number];

interface CountryRule {
  currency: string;
  /** Major units per day of the first dry tier; tiers 2 and 3 are x2 and x3, reefer x2, special x1.5. */
  baseRate: number;
  timeUnit: DndTimeUnit;
  /** The country charges one combined D&D clock (free days: demurrage + detention) instead of two. */
  combined?: boolean;
  free?: Partial<Record<EquipmentGroup, FreeDays>>;
}

const DEFAULT_FREE: Record<EquipmentGroup, FreeDays> = {
  DRY: [5, 7, 5, 7],
  REEFER: [3, 3, 3, 3],
  SPECIAL: [4, 4, 4, 4],
};

const DEFAULT_RULE: CountryRule = { currency: 'USD', baseRate: 40, timeUnit: 'CD' };

/** The countries with a tariff of their own (the rest: {@link DEFAULT_RULE}). */
const COUNTRY_RULES: Readonly<Record<string, CountryRule>> = {
  KR: { currency: 'KRW', baseRate: 45_000, timeUnit: 'CD' },
  JP: { currency: 'JPY', baseRate: 5_000, timeUnit: 'CD' },
  CN: { currency: 'CNY', baseRate: 250, timeUnit: 'CD', free: { DRY: [7, 7, 7, 7] } },
  SG: { currency: 'SGD', baseRate: 55, timeUnit: 'CD' },
  US: { currency: 'USD', baseRate: 95, timeUnit: 'CD', free: { DRY: [4, 4, 4, 4] } },
  CA: { currency: 'CAD', baseRate: 110, timeUnit: 'CD', free: { DRY: [4, 4, 4, 4] } },
  DE: { currency: 'EUR', baseRate: 60, timeUnit: 'WD' },
  NL: { currency: 'EUR', baseRate: 65, timeUnit: 'WD' },
  BE: { currency: 'EUR', baseRate: 60, timeUnit: 'WD' },
  GB: { currency: 'GBP', baseRate: 55, timeUnit: 'CD' },
  IN: { currency: 'INR', baseRate: 3_500, timeUnit: 'CD', combined: true, free: { DRY: [14, 0, 14, 0] } },
  BR: { currency: 'BRL', baseRate: 220, timeUnit: 'CD', combined: true, free: { DRY: [10, 0, 10, 0] } },
  AE: { currency: 'AED', baseRate: 150, timeUnit: 'CD' },
};

/** Ports whose free time differs from their country's (congested gateways): dry free days. */
const PORT_FREE_DAYS: Readonly<Record<string, FreeDays>> = {
  USLAX: [3, 4, 4, 4],
  USLGB: [3, 4, 4, 4],
};

const KIND_INDEX: Record<'IMPORT_DEMURRAGE' | 'IMPORT_DETENTION' | 'EXPORT_DEMURRAGE' | 'EXPORT_DETENTION', number> = {
  IMPORT_DEMURRAGE: 0,
  IMPORT_DETENTION: 1,
  EXPORT_DEMURRAGE: 2,
  EXPORT_DETENTION: 3,
};

/** The kinds a country's tariff has: demurrage and detention each way, or one combined clock each way. */
export function kindsOf(countryCode: string): DndKind[] {
  return COUNTRY_RULES[countryCode]?.combined
    ? ['IMPORT_COMBINED', 'EXPORT_COMBINED']
    : ['IMPORT_DEMURRAGE', 'IMPORT_DETENTION', 'EXPORT_DEMURRAGE', 'EXPORT_DETENTION'];
}

/** The equipment group an ISO 6346 size-type is charged as: R reefer; U, P, T special; else dry. */
export function equipmentGroupOf(ISOEquipmentCode: string): EquipmentGroup {
  const type = ISOEquipmentCode.charAt(2);
  if (type === 'R') return 'REEFER';
  return type === 'U' || type === 'P' || type === 'T' ? 'SPECIAL' : 'DRY';
}

function tiersOf(rule: CountryRule, group: EquipmentGroup, kind: DndKind): DndTier[] {
  const factor = (group === 'REEFER' ? 2 : group === 'SPECIAL' ? 1.5 : 1) * (kind.endsWith('DETENTION') ? 0.8 : 1);
  const minor = (major: number) => Math.round(major * factor) * 10 ** currencyDecimals(rule.currency);
  return [
    { fromDay: 1, toDay: 5, dailyRate: minor(rule.baseRate) },
    { fromDay: 6, toDay: 10, dailyRate: minor(rule.baseRate * 2) },
    { fromDay: 11, dailyRate: minor(rule.baseRate * 3) },
  ];
}

function freeDaysOf(rule: CountryRule, group: EquipmentGroup, kind: DndKind, portCode?: string): number {
  const table =
    (group === 'DRY' && portCode ? PORT_FREE_DAYS[portCode] : undefined) ?? rule.free?.[group] ?? DEFAULT_FREE[group];
  if (kind === 'IMPORT_COMBINED') return table[0] + table[1];
  if (kind === 'EXPORT_COMBINED') return table[2] + table[3];
  return table[KIND_INDEX[kind]] ?? 0;
}

function line(countryCode: string, group: EquipmentGroup, kind: DndKind, portCode?: string): DndTariff {
  const rule = COUNTRY_RULES[countryCode] ?? DEFAULT_RULE;
  return {
    countryCode,
    ...(portCode ? { UNLocationCode: portCode } : {}),
    equipmentGroup: group,
    kind,
    freeDays: freeDaysOf(rule, group, kind, portCode),
    timeUnit: rule.timeUnit,
    currency: rule.currency,
    tiers: tiersOf(rule, group, kind),
  };
}

/**
 * The tariff line that charges `kind` for `ISOEquipmentCode` at port `UNLocationCode`: the port's own line where it
 * has one, else its country's (default rules for a country without a tariff of its own). For a country with combined
 * D&D, a demurrage or detention kind answers the combined line of that direction.
 */
export function tariffFor(UNLocationCode: string, ISOEquipmentCode: string, kind: DndKind): DndTariff {
  const key = `${UNLocationCode}|${ISOEquipmentCode}|${kind}`;
  let found = lineCache.get(key);
  if (!found) {
    found = findTariff(UNLocationCode, ISOEquipmentCode, kind);
    lineCache.set(key, found);
  }
  return found;
}

// Tariff lines are looked up per clock of every container (about 60,000 for the forwarder): built once each.
const lineCache = new Map<string, DndTariff>();

function findTariff(UNLocationCode: string, ISOEquipmentCode: string, kind: DndKind): DndTariff {
  const countryCode = getPort(UNLocationCode)?.countryCode ?? UNLocationCode.slice(0, 2);
  const group = equipmentGroupOf(ISOEquipmentCode);
  const combined = COUNTRY_RULES[countryCode]?.combined;
  const chargedKind: DndKind = combined ? (kind.startsWith('IMPORT') ? 'IMPORT_COMBINED' : 'EXPORT_COMBINED') : kind;
  const hasPortLine = group === 'DRY' && PORT_FREE_DAYS[UNLocationCode] !== undefined;
  return line(countryCode, group, chargedKind, hasPortLine ? UNLocationCode : undefined);
}

/** Every line of the tariff: per country of the mock's ports (and the default, as its countries), per port override. */
export function tariffLines(countryCodes: readonly string[]): DndTariff[] {
  const lines: DndTariff[] = [];
  for (const countryCode of countryCodes) {
    for (const group of EQUIPMENT_GROUPS) {
      for (const kind of kindsOf(countryCode)) lines.push(line(countryCode, group, kind));
    }
    for (const portCode of Object.keys(PORT_FREE_DAYS).filter((code) => code.startsWith(countryCode))) {
      for (const kind of kindsOf(countryCode)) lines.push(line(countryCode, 'DRY', kind, portCode));
    }
  }
  return lines;
}
