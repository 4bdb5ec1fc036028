import { describe, expect, it } from 'vitest';

import { EXPRESS_LOOPS, planExpressFeeders } from '../../../mocks/schedule/data/express-feeders';
import { feederPortsByHub, planFeeders } from '../../../mocks/schedule/data/feeders';
import { PORTS } from '../../../mocks/schedule/data/ports';
import { WEEK_HOURS } from '../../../mocks/schedule/data/proforma';
import { voyageOf } from '../../../mocks/schedule/data/route-builder';
import { createScheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';
import { GLOBAL_HUBS, MAINLINE_SPECS, type ServiceDefinition } from '../../../mocks/schedule/data/services';
import { imoCheckDigit, isValidImo } from '../../../mocks/schedule/data/vessels';

const { services } = createScheduleGenerator({ seed: 7 });
const mainlines = services.filter((service) => service.kind === 'MAINLINE');
const feeders = services.filter((service) => service.kind === 'FEEDER');
const portsOf = (service: ServiceDefinition) => new Set(service.calls.map((call) => call.port));

/** Ports reachable aboard one vessel from each port: along the loop until a port would repeat (the finder's rule). */
function directReach(): Map<string, Set<string>> {
  const reach = new Map<string, Set<string>>(PORTS.map((port) => [port.locationCode, new Set<string>()]));
  for (const service of services) {
    const { calls } = service;
    calls.forEach((start, board) => {
      const seen = new Set([start.port]);
      for (let step = 1; step < calls.length; step += 1) {
        const port = calls[(board + step) % calls.length]?.port ?? '';
        if (seen.has(port)) break;
        seen.add(port);
        reach.get(start.port)?.add(port);
      }
    });
  }
  return reach;
}

describe('network', () => {
  it('has 35-50 weekly mainlines in the carrier style plus feeder loops', () => {
    expect(mainlines.length).toBeGreaterThanOrEqual(35);
    expect(mainlines.length).toBeLessThanOrEqual(50);
    expect(feeders.length).toBeGreaterThan(20);
    const codes = services.map((service) => service.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['FE4', 'MD1', 'PS7', 'PN2', 'EC1', 'AL5', 'ME2', 'IA1', 'NF1']));
    for (const service of mainlines) {
      expect(service.speedKn).toBeGreaterThanOrEqual(14);
      expect(service.speedKn).toBeLessThanOrEqual(18);
    }
    for (const service of feeders) expect(service.calls.length).toBeLessThanOrEqual(6);
  });

  it('calls every port with at least one service', () => {
    const called = new Set(services.flatMap((service) => service.calls.map((call) => call.port)));
    for (const port of PORTS) expect(called.has(port.locationCode), port.locationCode).toBe(true);
  });

  it('builds weekly pro-formas: whole hours, increasing times, a round trip of exactly one week per vessel', () => {
    for (const service of services) {
      expect(service.roundTripHours).toBe(service.vessels.length * WEEK_HOURS);
      let previous = -1;
      for (const call of service.calls) {
        expect(Number.isInteger(call.arrivalHours) && Number.isInteger(call.departureHours)).toBe(true);
        expect(call.arrivalHours).toBeGreaterThan(previous);
        expect(call.departureHours).toBeGreaterThan(call.arrivalHours);
        previous = call.departureHours;
      }
      expect(previous).toBeLessThan(service.roundTripHours);
    }
  });

  it('runs Asia - North Europe loops through Suez with a round trip of 10-12 weeks', () => {
    const fe4 = services.find((service) => service.code === 'FE4');
    expect(fe4?.calls.map((call) => call.port)).toEqual(expect.arrayContaining(['KRPUS', 'SGSIN', 'NLRTM', 'DEHAM']));
    expect(fe4?.vessels.length).toBeGreaterThanOrEqual(10);
    expect(fe4?.vessels.length).toBeLessThanOrEqual(12);
  });

  it('gives every vessel a unique name and a valid, unique IMO number, and no vessel two services', () => {
    const vessels = services.flatMap((service) => service.vessels);
    expect(new Set(vessels.map((vessel) => vessel.name)).size).toBe(vessels.length);
    expect(new Set(vessels.map((vessel) => vessel.imo)).size).toBe(vessels.length);
    for (const vessel of vessels) expect(isValidImo(vessel.imo), vessel.imo).toBe(true);
  });

  it('computes IMO check digits like the IMO scheme', () => {
    // Published example: IMO 9074729 (7*9 + 6*0 + 5*7 + 4*4 + 3*7 + 2*2 = 139, check digit 9).
    expect(imoCheckDigit('907472')).toBe(9);
    expect(isValidImo('9074729')).toBe(true);
    expect(isValidImo('9074728')).toBe(false);
    expect(isValidImo('907472')).toBe(false);
  });

  it('numbers voyages per vessel round trip: 3 digits, the direction letter, +1 each round trip', () => {
    const fe4 = services.find((service) => service.code === 'FE4');
    if (!fe4) throw new Error('FE4 missing');
    const count = fe4.vessels.length;
    const first = voyageOf(fe4, 5, 'W');
    const next = voyageOf(fe4, 5 + count, 'W');
    expect(first.voyageNumber).toMatch(/^\d{3}W$/);
    expect(next.vessel).toBe(first.vessel);
    expect(Number(next.voyageNumber.slice(0, 3))).toBe((Number(first.voyageNumber.slice(0, 3)) % 999) + 1);
  });

  it('makes the global hubs a clique: every two share a mainline, every mainline calls one', () => {
    for (const a of GLOBAL_HUBS) {
      for (const b of GLOBAL_HUBS) {
        if (a >= b) continue;
        const shared = mainlines.some((service) => portsOf(service).has(a) && portsOf(service).has(b));
        expect(shared, `${a}-${b}`).toBe(true);
      }
    }
    for (const spec of MAINLINE_SPECS) {
      const ports = spec.halves.flatMap((half) => half.ports);
      expect(
        ports.some((port) => GLOBAL_HUBS.includes(port)),
        spec.code,
      ).toBe(true);
    }
    for (const service of feeders) expect(GLOBAL_HUBS).toContain(service.calls[0]?.port);
  });

  it('connects every port pair with at most two transshipments (three vessel legs)', () => {
    const reach = directReach();
    for (const origin of PORTS) {
      const level = new Set(reach.get(origin.locationCode));
      for (let legs = 2; legs <= 3; legs += 1) {
        for (const port of [...level]) for (const next of reach.get(port) ?? []) level.add(next);
      }
      const missing = PORTS.filter((port) => port !== origin && !level.has(port.locationCode));
      expect(
        missing.map((port) => port.locationCode),
        origin.locationCode,
      ).toEqual([]);
    }
  });

  it('leaves a deterministic minority of partner feeders without emission data', () => {
    const withoutData = services.filter((service) => !service.hasEmissionData);
    expect(withoutData.length).toBeGreaterThan(0);
    expect(withoutData.length).toBeLessThan(feeders.length / 2);
    for (const service of withoutData) expect(service.kind).toBe('FEEDER');
  });

  it("adds the busy hubs' express feeders after every other service, to outports of the hub, each rotation once", () => {
    const portsByHub = feederPortsByHub(MAINLINE_SPECS, GLOBAL_HUBS);
    const regular = planFeeders(portsByHub, 7);
    const express = planExpressFeeders(portsByHub, regular, 7);
    expect(express.length).toBe(Object.values(EXPRESS_LOOPS).reduce((sum, loops) => sum + loops, 0));
    // Last in the list: the vessel factory names vessels in order, so no other service's fleet moves.
    expect(services.slice(-express.length).map((service) => service.code)).toEqual(
      express.map((plan) => plan.spec.code),
    );
    const rotations = new Set<string>();
    for (const plan of [...regular, ...express]) {
      const outports = plan.spec.halves.flatMap((half) => half.ports).filter((port) => port !== plan.hubCode);
      if (plan.hubCode in EXPRESS_LOOPS) expect(portsByHub.get(plan.hubCode)).toEqual(expect.arrayContaining(outports));
      const key = `${plan.hubCode} ${[...outports].sort().join(' ')}`;
      expect(rotations.has(key), key).toBe(false);
      rotations.add(key);
    }
  });
});
