import type { ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';

import { PORT_SCHEDULES_PATH, type PortSchedules } from '@/features/schedule/api/port-schedule-contract';

import { callsAtPort } from '../../../mocks/schedule/data/port-calls';
import { portSchedules } from '../../../mocks/schedule/data/port-schedule-answers';
import { DEFAULT_SEED, scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';
import { fleetIndex, type VesselCall } from '../../../mocks/schedule/data/vessel-calls';
import { commercialSchedules, matchingCalls } from '../../../mocks/schedule/data/vessel-schedule-answers';
import { callMock } from '../booking/booking-http';
import { dcsaErrorsOf as errorsOf, loadDcsaSchemas } from '../dcsa-schemas';

/*
 * The mock's port schedule (docs/areas/schedule.md "Port schedule"): DCSA conformance of GET v1/port-schedules (CS 1.0.3
 * PortSchedule, every object closed), agreement with the vessel schedule call by call, a busy hub's volume, and the
 * answers to bad queries.
 */

const NOW = Date.UTC(2026, 10, 28, 6);
const services = scheduleGenerator.services;
const FOUR_WEEKS = { date: '2026-11-28', endDate: '2026-12-25' };

let portScheduleSchema: ValidateFunction | undefined;

beforeAll(() => {
  portScheduleSchema = loadDcsaSchemas('CS_v1.0.3.yaml', ['PortSchedule'], { closed: true }).get('PortSchedule');
});

const answerOf = (port: string, period = FOUR_WEEKS): PortSchedules =>
  portSchedules(callsAtPort(services, DEFAULT_SEED, port, period), NOW);

const callCount = (answer: PortSchedules) =>
  answer.reduce((sum, terminal) => sum + (terminal.vesselSchedules?.length ?? 0), 0);

describe('DCSA conformance of the port schedule', () => {
  it('answers Commercial Schedules 1.0.3 PortSchedules with no field DCSA does not define', () => {
    for (const port of ['KRPUS', 'SGSIN', 'NLRTM']) {
      const answer = answerOf(port);
      expect(answer.length).toBeGreaterThan(0);
      for (const terminal of answer) expect(errorsOf(portScheduleSchema, terminal)).toEqual([]);
    }
  });

  it('rejects a field DCSA does not define (the closed schema is really closed)', () => {
    const [terminal] = answerOf('KRPUS');
    expect(errorsOf(portScheduleSchema, { ...terminal, berthColour: 'red' })).not.toEqual([]);
  });
});

describe('agreement with the vessel schedule', () => {
  it('gives each call the times and cut-offs the vessel schedule gives the same transport call', () => {
    const answer = answerOf('KRPUS');
    const checked = answer.flatMap((terminal) =>
      (terminal.vesselSchedules ?? []).slice(0, 8).map((call) => ({ terminal, call })),
    );
    expect(checked.length).toBeGreaterThan(10);
    for (const { terminal, call } of checked) {
      const imo = call.vessel?.vesselIMONumber ?? '';
      const partner = call.servicePartners[0];
      const vesselAnswer = commercialSchedules(
        matchingCalls(services, DEFAULT_SEED, { vesselIMONumber: imo, startDate: '2026-11-01', endDate: '2027-01-31' }),
        NOW,
      );
      // CS 1.0.3 `Schedule` carries no transportCallReference: the vessel, its voyages and the terminal name the call.
      const same = vesselAnswer
        .flatMap((service) => service.vesselSchedules.flatMap((schedule) => schedule.transportCalls))
        .filter(
          (transportCall) =>
            transportCall.location.UNLocationCode === 'KRPUS' &&
            transportCall.location.facilitySMDGCode === terminal.location.facilitySMDGCode &&
            transportCall.carrierImportVoyageNumber === partner?.carrierImportVoyageNumber &&
            transportCall.carrierExportVoyageNumber === partner.carrierExportVoyageNumber,
        );
      expect(same).toHaveLength(1);
      expect(call.timestamps).toEqual(same[0]?.timestamps);
      expect(call.cutOffTimes).toEqual(same[0]?.cutOffTimes);
    }
  });

  it('lists the very calls the vessel schedule has at the port', () => {
    const period = { date: '2026-12-01', endDate: '2026-12-14' };
    const fromVessels = [...fleetIndex(services)]
      .flatMap(([imo]) =>
        matchingCalls(services, DEFAULT_SEED, {
          vesselIMONumber: imo,
          startDate: period.date,
          endDate: period.endDate,
        }),
      )
      .filter((call) => call.port.locationCode === 'KRPUS');
    const key = (call: VesselCall) => `${call.vessel.imo}-${String(call.week)}-${String(call.callIndex)}`;
    const atPort = callsAtPort(services, DEFAULT_SEED, 'KRPUS', period);
    expect(atPort.map(key).sort()).toEqual(fromVessels.map(key).sort());
    expect(atPort.length).toBeGreaterThan(30);
  });

  it('lists hundreds of calls at each busy hub in 4 weeks, in arrival order within each terminal', () => {
    // Busan, Singapore and Rotterdam: mainlines, regular and express feeders (docs/areas/schedule.md "Port schedule").
    for (const port of ['KRPUS', 'SGSIN', 'NLRTM']) expect(callCount(answerOf(port))).toBeGreaterThanOrEqual(200);
    for (const terminal of answerOf('SGSIN')) {
      const arrivals = (terminal.vesselSchedules ?? []).map((call) =>
        Date.parse(
          call.timestamps.find((stamp) => stamp.eventTypeCode === 'ARRI' && stamp.eventClassifierCode === 'PLN')
            ?.eventDateTime ?? '',
        ),
      );
      expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
    }
  });

  it("holds the figures e2e/port-schedule.spec.ts names for Busan's 4 weeks from its fixed now", () => {
    const answer = portSchedules(
      callsAtPort(services, DEFAULT_SEED, 'KRPUS', { date: '2026-11-21', endDate: '2026-12-18' }),
      Date.UTC(2026, 10, 21, 2),
    );
    const calls = answer.flatMap((terminal) => terminal.vesselSchedules ?? []);
    const serviceCodes = new Set(calls.map((call) => call.servicePartners[0]?.carrierServiceCode));
    expect([calls.length, serviceCodes.size]).toEqual([236, 54]);
    expect(calls.filter((call) => call.servicePartners[0]?.carrierServiceCode === 'FE1')).toHaveLength(4);
  });
});

describe('the port schedule endpoint', () => {
  it('answers a 4-week query with the terminals of the port', async () => {
    const answer = await callMock<PortSchedules>('GET', PORT_SCHEDULES_PATH, {
      query: { UNLocationCode: 'KRPUS', ...FOUR_WEEKS },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.every((terminal) => terminal.location.UNLocationCode === 'KRPUS')).toBe(true);
  });

  it.each([
    ['no port', { date: '2026-11-28', endDate: '2026-12-01' }],
    ['a malformed port', { UNLocationCode: 'KR-PUS', date: '2026-11-28', endDate: '2026-12-01' }],
    ['an unknown port', { UNLocationCode: 'ZZZZZ', date: '2026-11-28', endDate: '2026-12-01' }],
    ['no date', { UNLocationCode: 'KRPUS', endDate: '2026-12-01' }],
    ['a malformed date', { UNLocationCode: 'KRPUS', date: '28/11/2026', endDate: '2026-12-01' }],
    ['an end before the start', { UNLocationCode: 'KRPUS', date: '2026-11-28', endDate: '2026-11-27' }],
    ['more than 28 days', { UNLocationCode: 'KRPUS', date: '2026-11-28', endDate: '2026-12-27' }],
  ])('answers 400 to %s', async (_, query) => {
    expect((await callMock('GET', PORT_SCHEDULES_PATH, { query })).status).toBe(400);
  });
});
