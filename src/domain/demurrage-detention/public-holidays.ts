/* The public holidays of the tariff (dnd-contract.ts PUBLIC_HOLIDAYS) as sets, for the clock. */
import { PUBLIC_HOLIDAYS } from './dnd-contract';

/** The public holidays of `countryCode` as a set of local dates (empty for a country without data). */
export function holidaysOf(countryCode: string): ReadonlySet<string> {
  let set = cache.get(countryCode);
  if (!set) {
    set = new Set(PUBLIC_HOLIDAYS[countryCode] ?? []);
    cache.set(countryCode, set);
  }
  return set;
}

const cache = new Map<string, ReadonlySet<string>>();
