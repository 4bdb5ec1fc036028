import { describe, expect, it } from 'vitest';

import { longRangeSchedulesSchema } from '@/features/schedule/api/long-range-schedule-contract';
import { buildServiceGrid, type GridCell } from '@/features/schedule/utils/long-range-grid';

import { longRangeAnswer, longRangeEntries, scheduleServiceList } from '../../../mocks/schedule/data/long-range';
import { longRangeExportRows } from '../../../mocks/schedule/data/long-range-export';
import { DEFAULT_SEED, scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';

/*
 * The long-range grid from the OVS answer: voyages as rows, the rotation's calls as columns; it agrees with the mock's
 * own export rows (a second implementation), and marks blank sailings, omitted calls and late calls.
 */

const NOW = Date.UTC(2026, 10, 28, 6);
const period = { startDate: '2026-11-30', endDate: '2027-02-21' };
const services = scheduleGenerator.services;
const list = scheduleServiceList(services);

function cellText(cell: GridCell): string {
  switch (cell.kind) {
    case 'blank':
      return 'Blank sailing';
    case 'omitted':
      return 'Omitted';
    case 'none':
      return '';
    case 'call':
      return `${cell.arrival?.date ?? ''} / ${cell.departure?.date ?? ''}${cell.late ? ' (late)' : ''}`;
  }
}

describe('the long-range grid', () => {
  it.each(['FE4', 'PS1', list.at(-1)?.carrierServiceCode ?? ''])('equals the mock export of %s row for row', (code) => {
    const service = list.find((entry) => entry.carrierServiceCode === code);
    const definition = services.find((entry) => entry.code === code);
    if (!service || !definition) throw new Error(`no ${code}`);
    const params = { carrierServiceCode: code, ...period };
    const answer = longRangeSchedulesSchema.parse(longRangeAnswer(services, DEFAULT_SEED, params, NOW));
    const grid = buildServiceGrid(service, answer);
    const expected = longRangeExportRows(definition, longRangeEntries(services, DEFAULT_SEED, params, NOW).entries);
    expect(grid.rows.length).toBeGreaterThanOrEqual(12);
    expect(
      grid.rows.map((row) => ({ vesselName: row.vesselName, voyage: row.voyage, cells: row.cells.map(cellText) })),
    ).toEqual(expected.map((row) => ({ ...row, cells: [...row.cells] })));
  });

  it('marks a blank sailing, an omitted call in a voyage and a call behind plan', () => {
    const service = list.find((entry) => entry.carrierServiceCode === 'FE4');
    if (!service) throw new Error('no FE4');
    const [first, second, third] = service.rotation;
    if (!first || !second || !third) throw new Error('short rotation');
    const stamp = (type: 'ARRI' | 'DEPA', kind: 'PLN' | 'EST', at: string) => ({
      eventTypeCode: type,
      eventClassifierCode: kind,
      eventDateTime: at,
    });
    const call = (ref: string, port: string, voyage: string, extra: object = {}) => ({
      transportCallReference: ref,
      carrierImportVoyageNumber: voyage,
      carrierExportVoyageNumber: voyage,
      location: { UNLocationCode: port },
      timestamps: [
        stamp('ARRI', 'PLN', '2026-12-01T08:00:00+09:00'),
        stamp('DEPA', 'PLN', '2026-12-02T08:00:00+09:00'),
      ],
      ...extra,
    });
    const grid = buildServiceGrid(service, [
      {
        carrierServiceCode: 'FE4',
        carrierServiceName: service.carrierServiceName,
        vesselSchedules: [
          {
            vesselIMONumber: '9321483',
            vesselName: 'ONE APUS',
            transportCalls: [
              call('a', first.UNLocationCode, '021W'),
              call('c', third.UNLocationCode, '021W', {
                timestamps: [
                  stamp('ARRI', 'PLN', '2026-12-05T08:00:00+08:00'),
                  stamp('ARRI', 'EST', '2026-12-06T20:00:00+08:00'),
                  stamp('DEPA', 'PLN', '2026-12-06T08:00:00+08:00'),
                ],
              }),
              call('d', first.UNLocationCode, '022W', { statusCodes: ['BLNK'] }),
            ],
          },
        ],
      },
    ]);
    const [voyage, blank] = grid.rows;
    expect(voyage?.cells.slice(0, 4).map(cellText)).toEqual([
      '2026-12-01 / 2026-12-02',
      'Omitted',
      '2026-12-06 / 2026-12-06 (late)',
      '',
    ]);
    expect(voyage?.blankSailing).toBe(false);
    expect(blank).toMatchObject({ voyage: '022W', blankSailing: true });
    expect(blank?.cells[0]).toEqual({ kind: 'blank' });
  });
});
