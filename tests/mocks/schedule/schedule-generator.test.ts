import { describe, expect, it } from 'vitest';

import {
  type PointToPointParamsInput,
  pointToPointParamsSchema,
  type PointToPointRoute,
  pointToPointRouteSchema,
  type SailInfo,
} from '@/domain/schedule-search/point-to-point-contract';
import { zonedDateTimeToEpochMs } from '@/lib/dates';

import { createScheduleGenerator, scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';

const generator = createScheduleGenerator();
const HOUR_MS = 3_600_000;

function search(input: Partial<PointToPointParamsInput> & Pick<PointToPointParamsInput, 'porCode' | 'delCode'>) {
  const params = pointToPointParamsSchema.parse({
    fromDate: '2026-11-02',
    toDate: '2026-12-27',
    rcvTermCode: 'Y',
    deTermCode: 'Y',
    ...input,
  });
  return generator.findRoutes(params);
}

const instant = (value: string, timeZone: string) => zonedDateTimeToEpochMs(value, timeZone);
const vesselLegs = (route: PointToPointRoute) => route.sailInfo.filter((leg) => leg.modeOfTransport === 'VESSEL');
const legDeparture = (leg: SailInfo) => instant(leg.departureDate, leg.departureLocation.timeZone);
const legArrival = (leg: SailInfo) => instant(leg.arrivalDate, leg.arrivalLocation.timeZone);

describe('Busan to Rotterdam', () => {
  const routes = search({ porCode: 'KRPUS', delCode: 'NLRTM' });
  const direct = routes.filter((route) => route.routeType === 'DIRECT');

  it('has weekly direct sailings of 30-40 days over 18,000-22,000 km via Suez', () => {
    const weeks = new Set(
      direct.map((route) => Math.floor(instant(route.departureDate, 'Asia/Seoul') / (7 * 24 * HOUR_MS))),
    );
    expect(weeks.size).toBeGreaterThanOrEqual(7);
    for (const route of direct) {
      expect(route.transitTime).toBeGreaterThanOrEqual(30);
      expect(route.transitTime).toBeLessThanOrEqual(40);
      expect(route.emission?.distanceKm).toBeGreaterThan(18_000);
      expect(route.emission?.distanceKm).toBeLessThan(22_000);
      expect(route.sailInfo[0]?.serviceCode).toMatch(/^FE\d$/);
      expect(route.sailInfo[0]?.voyageNumber).toMatch(/^\d{3}W$/);
    }
  });

  it('returns valid routes departing in the window, sorted by departure, with unique keys', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(() => pointToPointRouteSchema.parse(route)).not.toThrow();
      expect(route.departureDate.slice(0, 10) >= '2026-11-02').toBe(true);
      expect(route.departureDate.slice(0, 10) <= '2026-12-27').toBe(true);
    }
    const departures = routes.map((route) => instant(route.departureDate, route.por.timeZone));
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    expect(new Set(routes.map((route) => route.key)).size).toBe(routes.length);
  });

  it('puts cut-offs at the POL on office hours before ETD: documentation first, then VGM, then port', () => {
    for (const route of routes) {
      const etd = legDeparture(vesselLegs(route)[0] as SailInfo);
      const at = (code: string) => {
        const cutOff = route.cutOffTimes.find((entry) => entry.cutOffDateTimeCode === code);
        expect(cutOff?.locationCode).toBe(route.pol.locationCode);
        expect(['09', '12', '17']).toContain(cutOff?.cutOffDateTime.slice(11, 13));
        return instant(cutOff?.cutOffDateTime ?? '', route.pol.timeZone);
      };
      // Offsets of 24-36 h (port), up to 12 h more (VGM) and 48-72 h (documentation), each moved back to the
      // previous office hour (at most 16 h, 17:00 to 09:00).
      expect(etd - at('PCO')).toBeGreaterThanOrEqual(24 * HOUR_MS);
      expect(etd - at('PCO')).toBeLessThanOrEqual(52 * HOUR_MS);
      expect(etd - at('VCO')).toBeLessThanOrEqual(64 * HOUR_MS);
      expect(etd - at('DCO')).toBeGreaterThanOrEqual(48 * HOUR_MS);
      expect(etd - at('DCO')).toBeLessThanOrEqual(96 * HOUR_MS);
      expect(at('DCO')).toBeLessThan(at('VCO'));
      expect(at('VCO')).toBeLessThanOrEqual(at('PCO'));
    }
  });

  it('is deterministic for a seed and differs for another seed', () => {
    expect(search({ porCode: 'KRPUS', delCode: 'NLRTM' })).toEqual(routes);
    const params = pointToPointParamsSchema.parse({
      porCode: 'KRPUS',
      delCode: 'NLRTM',
      fromDate: '2026-11-02',
      toDate: '2026-12-27',
    });
    expect(createScheduleGenerator().findRoutes(params)).toEqual(generator.findRoutes(params));
    expect(createScheduleGenerator({ seed: 99 }).findRoutes(params)).not.toEqual(generator.findRoutes(params));
  });
});

describe('transshipment and times', () => {
  it('routes a small feeder port to another continent through hubs with connections of 24 h to 10 days', () => {
    const routes = search({ porCode: 'GMBJL', delCode: 'JPHKT' });
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.routeType).toBe('TRANSSHIPMENT');
      const legs = vesselLegs(route);
      expect(legs.length).toBeGreaterThanOrEqual(2);
      expect(legs.length).toBeLessThanOrEqual(3);
      expect(route.transshipmentPorts.map((port) => port.locationCode)).toEqual(
        legs.slice(1).map((leg) => leg.departureLocation.locationCode),
      );
      for (let index = 1; index < legs.length; index += 1) {
        const wait = legDeparture(legs[index] as SailInfo) - legArrival(legs[index - 1] as SailInfo);
        expect(wait).toBeGreaterThanOrEqual(24 * HOUR_MS);
        expect(wait).toBeLessThanOrEqual(240 * HOUR_MS);
        expect(legs[index]?.serviceCode).not.toBe(legs[index - 1]?.serviceCode);
      }
    }
  });

  it('keeps local times consistent with each port zone: whole hours, arrival after departure', () => {
    const routes = [
      ...search({ porCode: 'INNSA', delCode: 'USSAV', rcvTermCode: 'D', deTermCode: 'D' }),
      ...search({ porCode: 'AUADL', delCode: 'LKCMB' }),
    ];
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      let previousArrival = Number.NEGATIVE_INFINITY;
      for (const leg of route.sailInfo) {
        expect(leg.departureDate).toMatch(/:00:00$/);
        expect(leg.arrivalDate).toMatch(/:00:00$/);
        expect(legArrival(leg)).toBeGreaterThan(legDeparture(leg));
        expect(legDeparture(leg)).toBeGreaterThanOrEqual(previousArrival);
        expect(leg.transitDays).toBe(Math.ceil((legArrival(leg) - legDeparture(leg)) / (24 * HOUR_MS)));
        previousArrival = legArrival(leg);
      }
      const total = instant(route.arrivalDate, route.del.timeZone) - instant(route.departureDate, route.por.timeZone);
      expect(route.transitTime).toBe(Math.ceil(total / (24 * HOUR_MS)));
    }
  });

  it('filters by tsFlag', () => {
    const direct = search({ porCode: 'KRPUS', delCode: 'NLRTM', tsFlag: 'D' });
    const transshipped = search({ porCode: 'KRPUS', delCode: 'NLRTM', tsFlag: 'T' });
    expect(direct.length).toBeGreaterThan(0);
    expect(transshipped.length).toBeGreaterThan(0);
    expect(direct.every((route) => route.routeType === 'DIRECT' && route.transshipmentPorts.length === 0)).toBe(true);
    expect(transshipped.every((route) => route.routeType === 'TRANSSHIPMENT')).toBe(true);
    expect(search({ porCode: 'GMBJL', delCode: 'JPHKT', tsFlag: 'D' })).toEqual([]);
  });

  it('adds truck legs from and to a customer location for Door terms, none for CY', () => {
    const door = search({ porCode: 'SGSIN', delCode: 'USLAX', rcvTermCode: 'D', deTermCode: 'D' });
    const yard = search({ porCode: 'SGSIN', delCode: 'USLAX' });
    expect(door.length).toBe(yard.length);
    for (const route of door) {
      const first = route.sailInfo[0];
      const last = route.sailInfo.at(-1);
      expect(first?.modeOfTransport).toBe('TRUCK');
      expect(first?.departureLocation.facilityTypeCode).toBe('CLOC');
      expect(first?.arrivalLocation.facilityTypeCode).toBe('POTE');
      expect(last?.modeOfTransport).toBe('TRUCK');
      expect(last?.arrivalLocation.facilityTypeCode).toBe('CLOC');
      expect(route.por.facilityTypeCode).toBe('CLOC');
      expect(route.receiptTypeAtOrigin).toBe('SD');
      expect(route.deliveryTypeAtDestination).toBe('SD');
      expect(route.departureDate).toBe(first?.departureDate);
      const pco = route.cutOffTimes.find((cutOff) => cutOff.cutOffDateTimeCode === 'PCO')?.cutOffDateTime ?? '';
      expect(legArrival(first as SailInfo)).toBeLessThan(instant(pco, route.pol.timeZone));
    }
    for (const route of yard) {
      expect(route.sailInfo.every((leg) => leg.modeOfTransport === 'VESSEL')).toBe(true);
      expect(route.por.facilityTypeCode).toBe('POTE');
      expect(route.receiptTypeAtOrigin).toBe('CY');
    }
  });
});

describe('emissions', () => {
  it('gives positive CO2 per leg, WTW above TTW, and the route total as the sum of legs', () => {
    const routes = search({ porCode: 'CNSHA', delCode: 'DEHAM', rcvTermCode: 'D', deTermCode: 'D' });
    for (const route of routes) {
      for (const leg of route.sailInfo) {
        expect(leg.emission?.distanceKm).toBeGreaterThan(0);
        expect(leg.emission?.ttwCo2KgPerTeu).toBeGreaterThan(0);
        expect(leg.emission?.wtwCo2KgPerTeu).toBeGreaterThan(leg.emission?.ttwCo2KgPerTeu ?? 0);
      }
      const ttw = route.sailInfo.reduce((sum, leg) => sum + (leg.emission?.ttwCo2KgPerTeu ?? 0), 0);
      expect(route.emission?.ttwCo2KgPerTeu).toBeCloseTo(ttw, 0);
    }
  });

  it('gives a route null emission when one of its legs comes from a partner without data', () => {
    const partner = generator.services.find((service) => !service.hasEmissionData);
    const origin = partner?.calls.at(-1)?.port ?? '';
    const routes = search({ porCode: origin, delCode: 'USNYC' });
    const viaPartner = routes.filter((route) => route.sailInfo.some((leg) => leg.serviceCode === partner?.code));
    expect(viaPartner.length).toBeGreaterThan(0);
    for (const route of viaPartner) {
      expect(route.sailInfo.find((leg) => leg.serviceCode === partner?.code)?.emission).toBeNull();
      expect(route.emission).toBeNull();
    }
  });
});

/**
 * Vessel legs needed to reach each port from `origin` over the network (at most `maxLegs`): board any service calling
 * at a reached port and stay aboard to any later call of its loop, never passing the same port twice in one leg (the
 * route finder's rule). Connections always fit: the next weekly sailing is at most 24 h + 1 week away, within the
 * finder's 10 days. One breadth-first pass per origin instead of a route search per pair.
 */
function legsFrom(origin: string, maxLegs: number): Map<string, number> {
  const callsAt = new Map<string, { service: number; call: number }[]>();
  generator.services.forEach((service, serviceIndex) => {
    service.calls.forEach((call, callIndex) => {
      callsAt.set(call.port, [...(callsAt.get(call.port) ?? []), { service: serviceIndex, call: callIndex }]);
    });
  });
  const legs = new Map([[origin, 0]]);
  let frontier = [origin];
  for (let leg = 1; leg <= maxLegs && frontier.length > 0; leg += 1) {
    const next: string[] = [];
    for (const port of frontier) {
      for (const { service, call } of callsAt.get(port) ?? []) {
        const calls = generator.services[service]?.calls ?? [];
        const passed = new Set([port]);
        for (let step = 1; step < calls.length; step += 1) {
          const stop = calls[(call + step) % calls.length]?.port;
          if (!stop || passed.has(stop)) break;
          passed.add(stop);
          if (!legs.has(stop)) {
            legs.set(stop, leg);
            next.push(stop);
          }
        }
      }
    }
    frontier = next;
  }
  return legs;
}

describe('coverage', () => {
  it('reaches every port from Singapore and from two feeder ports with at most two transshipments', () => {
    const feederPorts = generator.services
      .filter((service) => service.kind === 'FEEDER')
      .map((service) => service.calls.at(-1)?.port ?? '');
    const ports = new Set(generator.services.flatMap((service) => service.calls.map((call) => call.port)));
    for (const origin of ['SGSIN', feederPorts[3] ?? '', feederPorts.at(-2) ?? '']) {
      const legs = legsFrom(origin, 3);
      const unreached = [...ports].filter((port) => !legs.has(port));
      expect(unreached, `not reachable from ${origin}`).toEqual([]);
      // The farthest port is really offered: one dated search per origin, not one per pair.
      const farthest = [...legs].sort(([, a], [, b]) => b - a)[0]?.[0] ?? '';
      const routes = search({ porCode: origin, delCode: farthest });
      expect(routes.length, `${origin}-${farthest}`).toBeGreaterThan(0);
      expect(vesselLegs(routes[0] as PointToPointRoute).length).toBeLessThanOrEqual(3);
    }
  });

  it('validates every route of a sample of pairs against the API schema', () => {
    const pairs = [
      ['VNHPH', 'USLAX'],
      ['BRSSZ', 'CNSHA'],
      ['ISREY', 'PGLAE'],
      ['TONUK', 'EGSOK'],
      ['CAMTR', 'AEJEA'],
    ];
    for (const [porCode, delCode] of pairs) {
      const routes = search({ porCode: porCode ?? '', delCode: delCode ?? '', rcvTermCode: 'D' });
      expect(routes.length, `${porCode}-${delCode}`).toBeGreaterThan(0);
      for (const route of routes) expect(pointToPointRouteSchema.safeParse(route).success).toBe(true);
    }
  });

  it('exposes the shared generator lazily and answers location questions', () => {
    expect(scheduleGenerator.hasLocation('KRPUS')).toBe(true);
    expect(scheduleGenerator.hasLocation('XXXXX')).toBe(false);
    expect(scheduleGenerator.searchLocations('busan', 'KR')[0]?.locationCode).toBe('KRPUS');
    expect(
      generator.findRoutes(
        pointToPointParamsSchema.parse({
          porCode: 'KRPUS',
          delCode: 'ZZZZZ',
          fromDate: '2026-01-01',
          toDate: '2026-01-31',
        }),
      ),
    ).toEqual([]);
  });
});
