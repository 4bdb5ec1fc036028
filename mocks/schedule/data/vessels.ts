import { createRandom, hashInt, shuffled } from './random';
import type { Operator } from './service-types';
import { VESSEL_NAME_POOLS } from './vessel-names';

/** A vessel of the mock fleet. */
export interface Vessel {
  /** Upper-case name, e.g. 'ONE APUS'; unique across the fleet. */
  readonly name: string;
  /** IMO ship identification number: 7 digits, the last a valid check digit; unique across the fleet. */
  readonly imo: string;
  /** Nominal capacity in TEU. */
  readonly teu: number;
  readonly operator: Operator;
  /** Flag state, ISO 3166-1 alpha-2 (a register the operator uses: 'SG', 'PA', 'LR', 'DE', ...). */
  readonly flag: string;
  /** ITU call sign: the flag state's ITU prefix ('9V' Singapore, '3E' Panama, 'D5' Liberia ...) plus 2-4 characters. */
  readonly callSign: string;
}

/** Registers each operator flags its ships in, with the ITU call-sign prefixes of each register. */
const REGISTERS: Readonly<Record<Operator, readonly string[]>> = {
  ONE: ['SG', 'PA', 'JP', 'LR', 'MH', 'HK'],
  HAPAG_LLOYD: ['DE', 'LR', 'MT'],
  HMM: ['KR', 'PA', 'MH'],
  YANG_MING: ['LR', 'SG', 'TW', 'HK'],
  WAN_HAI: ['SG', 'TW'],
  X_PRESS: ['SG', 'LR', 'PT'],
  PIL: ['SG'],
  SAMUDERA: ['SG', 'ID'],
};
const CALL_SIGN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  SG: ['9V', 'S6'],
  PA: ['3E', 'H3', 'HP'],
  JP: ['7J', 'JD'],
  LR: ['A8', 'D5'],
  MH: ['V7'],
  HK: ['VR'],
  DE: ['DC', 'DH'],
  MT: ['9H'],
  KR: ['D7', 'D9'],
  TW: ['BI'],
  PT: ['CQ'],
  ID: ['PK', 'YB'],
};
const CALL_SIGN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The flag and a call sign of the vessel with `imo`, deterministic by IMO number; `attempt` > 0 gives another call
 * sign of the same register (the factory keeps call signs unique).
 */
function registryOf(operator: Operator, imo: string, attempt: number): { flag: string; callSign: string } {
  const flags = REGISTERS[operator];
  const flag = flags[hashInt(0, flags.length - 1, 'flag', imo)] ?? 'SG';
  const prefixes = CALL_SIGN_PREFIXES[flag] ?? ['9V'];
  const prefix = prefixes[hashInt(0, prefixes.length - 1, 'call-sign-prefix', imo, attempt)] ?? '9V';
  const length = hashInt(2, 4, 'call-sign-length', imo, attempt);
  let suffix = '';
  for (let index = 0; index < length; index += 1) {
    suffix += CALL_SIGN_CHARS[hashInt(0, CALL_SIGN_CHARS.length - 1, 'call-sign', imo, attempt, index)] ?? 'A';
  }
  return { flag, callSign: `${prefix}${suffix}` };
}

/**
 * IMO check digit of the first six digits (IMO Resolution A.1117(30)): each digit times its weight 7, 6, 5, 4, 3, 2,
 * summed; the last digit of the sum. Throws RangeError unless `firstSix` is six digits.
 */
export function imoCheckDigit(firstSix: string): number {
  if (!/^\d{6}$/.test(firstSix)) throw new RangeError(`Not six digits: ${firstSix}`);
  let sum = 0;
  for (let index = 0; index < 6; index += 1) sum += Number(firstSix[index]) * (7 - index);
  return sum % 10;
}

/** True when `imo` is seven digits whose last digit is the check digit of the first six. */
export function isValidImo(imo: string): boolean {
  return /^\d{7}$/.test(imo) && imoCheckDigit(imo.slice(0, 6)) === Number(imo[6]);
}

/** Creates vessels with unique names and IMO numbers; see {@link createVesselFactory}. */
export type VesselFactory = (operator: Operator, teu: number) => Vessel;

const ROMAN_SUFFIXES = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'];

/**
 * A factory of invented vessels for one network build. Names come from the operator's pool in an order shuffled by
 * `seed` (a pool that runs dry continues with ' II', ' III' ... suffixes); IMO numbers are 7 digits starting 9
 * (ships registered since the 1990s) with a valid check digit; flag and call sign (unique) follow from the IMO number
 * without touching the seeded sequence, so names and IMO numbers are the same as before they were added. Deterministic: the same seed and the same sequence of
 * calls give the same vessels. Throws Error if all names of a pool and its suffixes are used (about 40,000 calls).
 */
export function createVesselFactory(seed: number): VesselFactory {
  const random = createRandom(seed ^ 0x5eed);
  const pools = new Map<Operator, string[]>();
  const next = new Map<Operator, number>();
  const usedNames = new Set<string>();
  const usedImos = new Set<string>();

  const nextName = (operator: Operator): string => {
    let pool = pools.get(operator);
    if (!pool) {
      pool = shuffled(VESSEL_NAME_POOLS[operator], random);
      pools.set(operator, pool);
    }
    for (let attempt = next.get(operator) ?? 0; attempt < pool.length * (ROMAN_SUFFIXES.length + 1); attempt += 1) {
      const round = Math.floor(attempt / pool.length);
      const base = pool[attempt % pool.length] ?? '';
      const name = round === 0 ? base : `${base} ${ROMAN_SUFFIXES[round - 1] ?? String(round + 1)}`;
      if (!usedNames.has(name)) {
        next.set(operator, attempt + 1);
        usedNames.add(name);
        return name;
      }
    }
    throw new Error(`Vessel names of ${operator} exhausted`);
  };

  const nextImo = (): string => {
    for (;;) {
      const firstSix = String(900_000 + Math.floor(random() * 90_000));
      const imo = `${firstSix}${imoCheckDigit(firstSix)}`;
      if (!usedImos.has(imo)) {
        usedImos.add(imo);
        return imo;
      }
    }
  };

  const usedCallSigns = new Set<string>();
  const nextRegistry = (operator: Operator, imo: string) => {
    for (let attempt = 0; ; attempt += 1) {
      const registry = registryOf(operator, imo, attempt);
      if (!usedCallSigns.has(registry.callSign)) {
        usedCallSigns.add(registry.callSign);
        return registry;
      }
    }
  };

  return (operator, teu) => {
    const name = nextName(operator);
    const imo = nextImo();
    return { name, imo, teu, operator, ...nextRegistry(operator, imo) };
  };
}
