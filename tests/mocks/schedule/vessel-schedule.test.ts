import type { ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_SEED, scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';
import { fleetIndex } from '../../../mocks/schedule/data/vessel-calls';
import {
  commercialSchedules,
  matchingCalls,
  operationalSchedules,
  searchVessels,
} from '../../../mocks/schedule/data/vessel-schedule-answers';
import { isValidImo } from '../../../mocks/schedule/data/vessels';
import { lateVoyage } from '../../../mocks/schedule/data/voyage-delays';
import { dcsaErrorsOf as errorsOf, loadDcsaSchemas } from '../dcsa-schemas';

/*
 * The mock's vessel schedule: DCSA conformance of both answers (Commercial Schedules 1.0.3 and Operational Vessel
 * Schedules 3.0.2, with every object DCSA defines closed: no field DCSA does not know), the fleet's identities, and
 * agreement with the point-to-point search and the late voyages of the tracking mock.
 */

const NOW = Date.UTC(2026, 10, 28, 6);
const services = scheduleGenerator.services;
const fleet = services.flatMap((service) => service.vessels);
const someVessels = [fleet[0], fleet[37], fleet[120], fleet.at(-1)].filter((vessel) => vessel !== undefined);
const query = (imo: string) => ({ vesselIMONumber: imo, startDate: '2026-10-31', endDate: '2027-02-20' });

let csServiceSchedule: ValidateFunction | undefined;
let ovsServiceSchedule: ValidateFunction | undefined;

beforeAll(() => {
  const closedSchema = (file: string) =>
    loadDcsaSchemas(file, ['ServiceSchedule'], { closed: true }).get('ServiceSchedule');
  csServiceSchedule = closedSchema('CS_v1.0.3.yaml');
  ovsServiceSchedule = closedSchema('OVS_v3.0.2.yaml');
});

describe('the mock fleet', () => {
  it('gives every vessel a valid IMO number, a flag and a unique call sign', () => {
    expect(fleet.length).toBeGreaterThan(100);
    expect(fleet.every((vessel) => isValidImo(vessel.imo))).toBe(true);
    expect(fleet.every((vessel) => /^[A-Z]{2}$/.test(vessel.flag))).toBe(true);
    expect(new Set(fleet.map((vessel) => vessel.callSign)).size).toBe(fleet.length);
  });

  it('finds vessels by part of the name, by IMO number and by call sign', () => {
    const vessel = fleet[5];
    if (!vessel) throw new Error('no vessel');
    expect(
      searchVessels(services, { keyword: vessel.name.slice(0, 6).toLowerCase() }).map((found) => found.name),
    ).toContain(vessel.name);
    expect(searchVessels(services, { keyword: vessel.imo })[0]?.vesselIMONumber).toBe(vessel.imo);
    expect(searchVessels(services, { callSign: vessel.callSign }).map((found) => found.name)).toEqual([vessel.name]);
  });
});

describe('DCSA conformance of the vessel schedule', () => {
  it('answers Commercial Schedules 1.0.3 ServiceSchedules with no field DCSA does not define', () => {
    for (const vessel of someVessels) {
      const answer = commercialSchedules(matchingCalls(services, DEFAULT_SEED, query(vessel.imo)), NOW);
      expect(answer).toHaveLength(1);
      for (const schedule of answer) expect(errorsOf(csServiceSchedule, schedule)).toEqual([]);
    }
  });

  it('answers Operational Vessel Schedules 3.0.2 ServiceSchedules with no field DCSA does not define', () => {
    for (const vessel of someVessels) {
      const answer = operationalSchedules(matchingCalls(services, DEFAULT_SEED, query(vessel.imo)), NOW);
      for (const schedule of answer) expect(errorsOf(ovsServiceSchedule, schedule)).toEqual([]);
    }
  });

  it('rejects a field DCSA does not define (the closed schema is really closed)', () => {
    const [schedule] = commercialSchedules(matchingCalls(services, DEFAULT_SEED, query(fleet[0]?.imo ?? '')), NOW);
    expect(errorsOf(csServiceSchedule, { ...schedule, vesselColour: 'red' })).not.toEqual([]);
  });
});

describe('agreement with the point-to-point search and the late voyages', () => {
  it('offers each coming sailing of a vessel in the point-to-point search, at the same planned departure', () => {
    const vessel = fleet[0];
    if (!vessel) throw new Error('no vessel');
    const calls = matchingCalls(services, DEFAULT_SEED, query(vessel.imo));
    const coming = calls.filter((call) => call.plannedDeparture.epochMs > NOW);
    const [from, to] = coming;
    if (!from || !to) throw new Error('no coming calls');
    const date = from.plannedDeparture.wire.slice(0, 10);
    const routes = scheduleGenerator.findRoutes({
      porCode: from.port.locationCode,
      delCode: to.port.locationCode,
      fromDate: date,
      toDate: date,
      rcvTermCode: 'Y',
      deTermCode: 'Y',
    });
    const sailing = routes.find((route) => {
      const leg = route.sailInfo[0];
      return leg?.vesselIMONumber === vessel.imo && leg.voyageNumber === from.exportVoyage;
    });
    expect(sailing?.departureDate).toBe(from.plannedDeparture.wire);
    expect(sailing?.sailInfo[0]?.arrivalDate).toBe(to.plannedArrival.wire);
    const pco = sailing?.cutOffTimes.find((cutOff) => cutOff.cutOffDateTimeCode === 'PCO');
    expect(pco?.cutOffDateTime).toBe(from.cutOffs.pcoAt.wire);
  });

  it('delays the calls of a late voyage by the hours the tracking mock uses, with the reason', () => {
    const index = fleetIndex(services);
    const late = fleet
      .slice(0, 40)
      .flatMap((vessel) => matchingCalls(services, DEFAULT_SEED, query(vessel.imo)))
      .find((call) => call.arrivalDelay !== null && call.importVoyage === call.exportVoyage);
    if (!late?.arrivalDelay) throw new Error('no late call');
    expect(index.get(late.vessel.imo)?.service).toBe(late.service);
    expect(late.arrivalDelay.ms).toBe(
      lateVoyage({ vesselIMONumber: late.vessel.imo, carrierExportVoyageNumber: late.importVoyage }),
    );
    const [answer] = operationalSchedules([late], late.plannedArrival.epochMs + late.arrivalDelay.ms + 1);
    const stamps = answer?.vesselSchedules[0]?.transportCalls[0]?.timestamps ?? [];
    const actual = stamps.find((stamp) => stamp.eventTypeCode === 'ARRI' && stamp.eventClassifierCode === 'ACT');
    expect(actual?.delayReasonCodes).toEqual([late.arrivalDelay.reason]);
  });
});
