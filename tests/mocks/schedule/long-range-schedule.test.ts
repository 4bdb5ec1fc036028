import type { ValidateFunction } from 'ajv';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';

import { longRangeAnswer, longRangeEntries, scheduleServiceList } from '../../../mocks/schedule/data/long-range';
import { buildLongRangeWorkbook, longRangeExportRows } from '../../../mocks/schedule/data/long-range-export';
import { DEFAULT_SEED, scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';
import { matchingCalls, operationalSchedules } from '../../../mocks/schedule/data/vessel-schedule-answers';
import { dcsaErrorsOf as errorsOf, loadDcsaSchemas } from '../dcsa-schemas';

/*
 * The mock's long-range schedule: GET v3/service-schedules for a whole service conforms to DCSA OVS 3.0.2 (closed
 * schemas), each call equals the vessel schedule's call of the same vessel, a 12-week period of a weekly service has a
 * voyage a week, and the xlsx has voyages as rows and ports as columns with formula-like text neutralised.
 */

const NOW = Date.UTC(2026, 10, 28, 6);
const services = scheduleGenerator.services;
const period = { startDate: '2026-11-30', endDate: '2027-02-21' };
const service = services.find((candidate) => candidate.code === 'FE4');

let ovsServiceSchedule: ValidateFunction | undefined;

beforeAll(() => {
  ovsServiceSchedule = loadDcsaSchemas('OVS_v3.0.2.yaml', ['ServiceSchedule'], { closed: true }).get('ServiceSchedule');
});

describe('the long-range schedule answer', () => {
  it('answers OVS 3.0.2 ServiceSchedules with no field DCSA does not define, blank sailings included', () => {
    let blanks = 0;
    for (const code of ['FE4', 'PS1', services.at(-1)?.code ?? '']) {
      const answer = longRangeAnswer(services, DEFAULT_SEED, { carrierServiceCode: code, ...period }, NOW);
      for (const schedule of answer) expect(errorsOf(ovsServiceSchedule, schedule)).toEqual([]);
      blanks += answer
        .flatMap((schedule) => schedule.vesselSchedules.flatMap((vessel) => vessel.transportCalls))
        .filter((call) => 'statusCodes' in call).length;
    }
    const all = services
      .slice(0, 30)
      .flatMap(
        (candidate) =>
          longRangeEntries(services, DEFAULT_SEED, { carrierServiceCode: candidate.code, ...period }, NOW).entries,
      );
    expect(blanks + all.filter((entry) => entry.call.statusCodes?.includes('BLNK')).length).toBeGreaterThan(0);
  });

  it('gives each call exactly as the vessel schedule gives it for that vessel', () => {
    const [schedule] = longRangeAnswer(services, DEFAULT_SEED, { carrierServiceCode: 'FE4', ...period }, NOW);
    const vessel = schedule?.vesselSchedules[2];
    if (!vessel?.vesselIMONumber) throw new Error('no vessel');
    const vesselSchedule = operationalSchedules(
      matchingCalls(services, DEFAULT_SEED, { vesselIMONumber: vessel.vesselIMONumber, ...period }),
      NOW,
    );
    const regular = vessel.transportCalls.filter((call) => !('statusCodes' in call));
    expect(regular.length).toBeGreaterThan(5);
    expect(regular).toEqual(vesselSchedule[0]?.vesselSchedules[0]?.transportCalls);
  });

  it('has a voyage a week over 12 weeks of a weekly service', () => {
    if (!service) throw new Error('no FE4');
    const { entries } = longRangeEntries(services, DEFAULT_SEED, { carrierServiceCode: 'FE4', ...period }, NOW);
    const rows = longRangeExportRows(service, entries);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.every((row) => row.cells.length === service.calls.length)).toBe(true);
  });

  it('lists every service with its trade lane and rotation', () => {
    const list = scheduleServiceList(services);
    expect(list).toHaveLength(services.length);
    const fe4 = list.find((entry) => entry.carrierServiceCode === 'FE4');
    expect(fe4?.tradeLane).toBe('ASIA_EUROPE');
    expect(fe4?.rotation[0]).toMatchObject({ UNLocationCode: 'KRPUS', direction: 'W', proformaArrivalHours: 0 });
  });
});

describe('the long-range xlsx', () => {
  it('writes voyages as rows and ports as columns, neutralising formula-like text', async () => {
    if (!service) throw new Error('no FE4');
    const rows = [
      { vesselName: '=HYPERLINK("http://evil")', voyage: '+021W', cells: service.calls.map(() => '@SUM(A1)') },
      { vesselName: 'ONE HAMBURG', voyage: '021W / 021E', cells: service.calls.map(() => '2026-12-01 / 2026-12-02') },
    ];
    const bytes = await buildLongRangeWorkbook([{ service, rows }], period);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('FE4');
    expect(sheet?.getRow(2).getCell(3).value).toBe(`${service.calls[0]?.port ?? ''} Busan`);
    expect(sheet?.getRow(2).cellCount).toBe(service.calls.length + 2);
    expect(sheet?.getRow(3).getCell(1).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(sheet?.getRow(3).getCell(2).value).toBe("'+021W");
    expect(sheet?.getRow(3).getCell(3).value).toBe("'@SUM(A1)");
    expect(sheet?.getRow(4).getCell(2).value).toBe('021W / 021E');
    expect(sheet?.rowCount).toBe(4);
  });
});
