import type { ScheduleLocation } from '@/domain/location/location-contract';

import portsJson from './ports.json';

/**
 * Region codes of docs/requirements.md §3: EAS East Asia; SAS South and South-East Asia plus Oceania; WAS West Asia / Middle
 * East; EU Europe (incl. Turkey, Georgia, Cyprus, Malta); EUA Africa (incl. Egypt and the Maghreb); NA United States and
 * Canada; LA Latin America and the Caribbean. How each country is assigned is documented in scripts/build-ports.mjs.
 */
export const REGION_CODES = ['EAS', 'SAS', 'WAS', 'EU', 'EUA', 'NA', 'LA'] as const;
/** One of {@link REGION_CODES}. */
export type RegionCode = (typeof REGION_CODES)[number];

/**
 * A container port of the mock network. Source: mocks/schedule/data/ports.json, built by scripts/build-ports.mjs from the npm
 * package `sea-ports` plus a curated list of UN/LOCODEs with corrected names, positions and zones.
 */
export interface Port {
  /** UN/LOCODE, e.g. 'KRPUS'. */
  readonly locationCode: string;
  /** Clean English name, e.g. 'Busan'. */
  readonly locationName: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  /** Short English country name, e.g. 'South Korea'. */
  readonly countryName: string;
  /** Degrees, WGS 84, -90..90. */
  readonly latitude: number;
  /** Degrees, WGS 84, -180..180. */
  readonly longitude: number;
  /** IANA time zone (tzdata zone.tab name, never a 'backward' alias). */
  readonly timeZone: string;
  readonly region: RegionCode;
}

/** All ports, sorted by UN/LOCODE (428 ports on every continent but Antarctica). */
export const PORTS: readonly Port[] = portsJson as readonly Port[];

const PORTS_BY_CODE = new Map(PORTS.map((port) => [port.locationCode, port]));

/** The port with UN/LOCODE `code` (case-sensitive, upper case), or undefined. */
export function getPort(code: string): Port | undefined {
  return PORTS_BY_CODE.get(code);
}

/** The port with UN/LOCODE `code`; throws RangeError for an unknown code (use where the code comes from our data). */
export function requirePort(code: string): Port {
  const port = PORTS_BY_CODE.get(code);
  if (!port) throw new RangeError(`Unknown port ${code}`);
  return port;
}

/** The public shape of a port in the location search (GET v1/schedule/point-to-point/locations). */
export function toScheduleLocation(port: Port): ScheduleLocation {
  return {
    locationCode: port.locationCode,
    locationName: port.locationName,
    countryCode: port.countryCode,
    countryName: port.countryName,
    timeZone: port.timeZone,
  };
}

/**
 * Location search (docs/requirements.md §5): ports whose name, UN/LOCODE or country name contains `keyword`, ignoring case,
 * accents and surrounding blanks. Ranking, criteria in priority order: exact UN/LOCODE, name starts with the keyword,
 * port in `userCountryCode` (ISO alpha-2), then alphabetical by name. At most `limit` results; an empty keyword
 * gives none.
 */
export function searchPorts(keyword: string, userCountryCode?: string, limit = 50): ScheduleLocation[] {
  const needle = fold(keyword.trim());
  if (needle === '') return [];
  const country = userCountryCode?.toUpperCase();
  const scored: { port: Port; rank: number }[] = [];
  for (const port of PORTS) {
    const name = fold(port.locationName);
    const code = port.locationCode.toLowerCase();
    if (!name.includes(needle) && !code.includes(needle) && !fold(port.countryName).includes(needle)) continue;
    // Criteria in priority order, compared lexicographically: exact code, name prefix, user's country.
    const rank = (code === needle ? 0 : 4) + (name.startsWith(needle) ? 0 : 2) + (port.countryCode === country ? 0 : 1);
    scored.push({ port, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || a.port.locationName.localeCompare(b.port.locationName, 'en'));
  return scored.slice(0, Math.max(0, limit)).map(({ port }) => toScheduleLocation(port));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
