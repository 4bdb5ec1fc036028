#!/usr/bin/env node
// Builds mocks/schedule/data/ports.json, the port list of the mock carrier backend: `node scripts/build-ports.mjs`.
//
// Source: the npm package `sea-ports` (MIT, 1,634 ports keyed by UN/LOCODE with coordinates [lon, lat] and a time
// zone). Its data has known errors (swapped or wrong coordinates, odd or deprecated zones, city-centre positions), so
// this script does not trust it: the curated list below fixes the UN/LOCODEs we serve, gives every port a clean
// English name, takes the country name and default zone from our own table, and overrides coordinates where the
// package is missing or wrong (`@lat,lon`) or the zone where a country spans several (`~Zone`). Every port is then
// validated (zone accepted by Intl and not a deprecated 'backward' alias, coordinates inside the country's rough
// bounding box, longitude consistent with the zone's UTC offset) and the script fails loudly on any problem.
//
// Scope decisions: no ports in countries under broad sanctions that a carrier of our kind does not serve (Russia,
// Belarus, North Korea, Iran, Syria, Cuba) nor in Ukraine (no container calls since 2022); no Hawaii/Alaska/Guam.
// Time zones follow tzdata's zone.tab (one zone per country or region, e.g. Europe/Amsterdam, Africa/Lome) and never
// its 'backward' aliases (Asia/Saigon, Asia/Calcutta, America/Cordoba).
//
// Region codes (docs/requirements.md §3 list): EAS East Asia (China, Hong Kong, Macao, Taiwan, Korea, Japan); SAS South and
// South-East Asia plus Oceania (the carrier's Singapore region office covers Oceania); WAS West Asia / Middle East
// (Gulf, Arabian Peninsula, Levant, Iraq); EU Europe incl. Turkey, Georgia, Cyprus and Malta; EUA Africa incl. Egypt
// and the Maghreb (read as Europe-Africa: Africa is managed from the Europe region); NA United States and Canada;
// LA Latin America: Mexico, Central America, the Caribbean (incl. Puerto Rico and the Bahamas) and South America.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { COUNTRIES, CURATED, DEPRECATED_ZONES } from './build-ports-data.mjs';

const require = createRequire(import.meta.url);
/** @type {{ JSON: Record<string, { coordinates?: [number, number], timezone?: string }> }} */
const seaPorts = require('sea-ports');

function parseCurated() {
  const entries = [];
  for (const line of CURATED.trim().split('\n')) {
    const countryCode = line.slice(0, 2);
    for (const raw of line.slice(3).split(';')) {
      const match = /^\s*([A-Z2-9]{3}) ([^@~]+?)\s*(?:@(-?[\d.]+),(-?[\d.]+))?\s*(?:~(\S+))?\s*$/.exec(raw);
      if (!match) throw new Error(`Cannot parse '${raw}' in line for ${countryCode}`);
      const [, loc, name, lat, lon, zone] = match;
      entries.push({ countryCode, loc, name, lat, lon, zone });
    }
  }
  return entries;
}

/** UTC offset of `timeZone` in hours on a January day (standard time in the north, summer time in the south). */
function utcOffsetHours(timeZone) {
  const instant = Date.UTC(2025, 0, 15, 12);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return (local - instant) / 3_600_000;
}

function distanceKm(lat1, lon1, lat2, lon2) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

function build() {
  const problems = [];
  const corrections = [];
  const seen = new Set();
  const ports = [];
  for (const entry of parseCurated()) {
    const code = `${entry.countryCode}${entry.loc}`;
    const country = COUNTRIES[entry.countryCode];
    if (!country) throw new Error(`No country entry for ${code}`);
    if (seen.has(code)) problems.push(`${code}: listed twice`);
    seen.add(code);
    const [countryName, defaultZone, region, [latMin, latMax, lonMin, lonMax]] = country;
    const source = seaPorts.JSON[code];
    const [sourceLon, sourceLat] = source?.coordinates ?? [];
    const latitude = entry.lat === undefined ? sourceLat : Number(entry.lat);
    const longitude = entry.lon === undefined ? sourceLon : Number(entry.lon);
    const timeZone = entry.zone ?? defaultZone;

    if (latitude === undefined || longitude === undefined) {
      problems.push(`${code}: no coordinates in sea-ports and no override`);
      continue;
    }
    if (entry.lat !== undefined && sourceLat !== undefined) {
      const moved = distanceKm(sourceLat, sourceLon, latitude, longitude);
      if (moved > 25) corrections.push(`${code}: position moved ${Math.round(moved)} km from sea-ports`);
    }
    if (source?.timezone && source.timezone !== timeZone) {
      corrections.push(`${code}: zone ${source.timezone} -> ${timeZone}`);
    }
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch {
      problems.push(`${code}: zone ${timeZone} unknown to Intl`);
      continue;
    }
    if (DEPRECATED_ZONES.has(timeZone)) problems.push(`${code}: deprecated zone ${timeZone}`);
    if (latitude < latMin || latitude > latMax || longitude < lonMin || longitude > lonMax) {
      problems.push(`${code}: ${latitude},${longitude} outside ${countryName}`);
    }
    // Solar time and zone time rarely differ by more than 2.5 h at a seaport; more means a wrong zone or position.
    const drift = Math.abs(((longitude / 15 - utcOffsetHours(timeZone) + 36) % 24) - 12);
    if (drift > 2.5) problems.push(`${code}: longitude ${longitude} does not fit ${timeZone}`);

    ports.push({
      locationCode: code,
      locationName: entry.name,
      countryCode: entry.countryCode,
      countryName,
      latitude: Math.round(latitude * 1e4) / 1e4,
      longitude: Math.round(longitude * 1e4) / 1e4,
      timeZone,
      region,
    });
  }
  return { ports: ports.sort((a, b) => a.locationCode.localeCompare(b.locationCode)), problems, corrections };
}

const { ports, problems, corrections } = build();
for (const line of corrections) console.warn(`corrected ${line}`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const target = fileURLToPath(new URL('../mocks/schedule/data/ports.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(ports, null, 2)}\n`);
console.warn(`wrote ${ports.length} ports to ${target}`);
