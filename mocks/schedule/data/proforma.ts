import { seaRoute } from './geo';
import type { Direction, ServiceSpec } from './service-types';

/** Hours in a week: every service of the network sails weekly. */
export const WEEK_HOURS = 168;

/** A port call of a service's pro-forma schedule, in hours from the start of a round voyage. */
export interface ServiceCall {
  /** UN/LOCODE. */
  readonly port: string;
  /** Voyage direction letter while departing this call. */
  readonly direction: Direction;
  /** Arrival, whole hours after the voyage start (the first call's arrival is 0). */
  readonly arrivalHours: number;
  /** Departure, whole hours after the voyage start; at least 6 h after arrival. */
  readonly departureHours: number;
}

/** The pro-forma of a weekly loop. */
export interface Proforma {
  readonly calls: readonly ServiceCall[];
  /** Sea distance in km from call i to call i + 1 (the last entry closes the loop back to call 0). */
  readonly legDistancesKm: readonly number[];
  /** Round-trip duration in hours: vesselCount weeks exactly, so one vessel departs every week. */
  readonly roundTripHours: number;
  /** Vessels needed for a weekly service: ceil(raw round trip / 168 h). */
  readonly vesselCount: number;
}

/**
 * Pro-forma schedule of `spec`: sea time per leg from the sea-route distance (nm) and the service speed (kn), plus
 * canal hours (Suez 12 h, Panama 24 h) and the port stay from `stayHours` (hours per port). The raw round trip is
 * stretched to a whole number of weeks, as carriers do: up to 25% extra sea time (slow steaming), any rest as idle
 * time at the first call. All offsets are whole hours. Throws like {@link seaRoute} for unknown ports.
 */
export function buildProforma(spec: ServiceSpec, stayHours: (port: string) => number): Proforma {
  const stops = spec.halves.flatMap((half) => half.ports.map((port) => ({ port, direction: half.direction })));
  const routes = stops.map((stop, index) => seaRoute(stop.port, stops[(index + 1) % stops.length]?.port ?? ''));
  const stays = stops.map((stop) => stayHours(stop.port));
  const seaHours = routes.map((route) => route.distanceNm / spec.speedKn);
  const canalHours = routes.map((route) => route.canalHours);
  const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
  const raw = sum(stays) + sum(seaHours) + sum(canalHours);
  const vesselCount = Math.max(1, Math.ceil(raw / WEEK_HOURS));
  const roundTripHours = vesselCount * WEEK_HOURS;
  const slack = roundTripHours - raw;
  const seaSlack = Math.min(slack, 0.25 * sum(seaHours));
  const idleAtFirstCall = slack - seaSlack;
  const stretch = sum(seaHours) > 0 ? 1 + seaSlack / sum(seaHours) : 1;

  const calls: ServiceCall[] = [];
  let clock = 0;
  stops.forEach((stop, index) => {
    // Neighbouring terminals (Shekou and Chiwan) are minutes apart; keep at least an hour between two calls.
    const arrivalHours = Math.max(Math.round(clock), (calls.at(-1)?.departureHours ?? -1) + 1);
    const stay = (stays[index] ?? 0) + (index === 0 ? idleAtFirstCall : 0);
    const departureHours = Math.max(arrivalHours + 6, Math.round(clock + stay));
    calls.push({ port: stop.port, direction: stop.direction, arrivalHours, departureHours });
    clock += stay + (seaHours[index] ?? 0) * stretch + (canalHours[index] ?? 0);
  });
  return { calls, legDistancesKm: routes.map((route) => route.distanceKm), roundTripHours, vesselCount };
}
