import { afterEach, describe, expect, it, vi } from 'vitest';

import { lastFreeDate, readClockFacts } from '@/domain/demurrage-detention/dnd-clock';
import {
  type DndContainersAnswer,
  dndContainersAnswerSchema,
  type DndTariffsAnswer,
} from '@/domain/demurrage-detention/dnd-contract';
import type { ArrivalNotice } from '@/domain/documentation/arrival-notice-contract';
import type { SiListResponse } from '@/domain/documentation/si-list-contract';

import { DND_DEMO_CONTAINER } from '../../../mocks/demurrage-detention/containers';
import { mockLastFreeDate } from '../../../mocks/demurrage-detention/free-time';
import { equipmentGroupOf, tariffFor } from '../../../mocks/demurrage-detention/tariff';
import { callMock, tokenOf } from '../booking/booking-http';

/*
 * The mock's D&D calls (docs/areas/demurrage-detention.md): the public tariff with its filters, the user's container
 * clocks (login, paged, most days over first, fast for the forwarder's 10,000 bookings), and the arrival notice's
 * freeTimes, which come from the same tariff.
 */

const FIXED_NOW = Date.parse('2026-11-21T02:00:00Z');

async function tariffs(query: Record<string, string>) {
  return callMock<DndTariffsAnswer>('GET', 'v1/demurrage-detention/tariffs', { query });
}

describe('GET v1/demurrage-detention/tariffs', () => {
  it('answers a country line per equipment group and kind, in its currency, tiers from day 1', async () => {
    const { status, body } = await tariffs({ countryCode: 'KR' });
    expect(status).toBe(200);
    expect(body.tariffs).toHaveLength(12);
    for (const line of body.tariffs) {
      expect(line.currency).toBe('KRW');
      expect(line.tiers[0]?.fromDay).toBe(1);
      expect(line.tiers.at(-1)?.toDay).toBeUndefined();
    }
  });

  it('has combined clocks where the country uses them, working days where it counts them', async () => {
    const india = await tariffs({ countryCode: 'IN', equipmentGroup: 'DRY' });
    expect(india.body.tariffs.map((line) => line.kind)).toEqual(['IMPORT_COMBINED', 'EXPORT_COMBINED']);
    const germany = await tariffs({ countryCode: 'DE', kind: 'IMPORT_DEMURRAGE' });
    expect(germany.body.tariffs.map((line) => line.timeUnit)).toEqual(['WD', 'WD', 'WD']);
  });

  it("answers a port's own lines where it has them, its country's for the rest", async () => {
    const { body } = await tariffs({ UNLocationCode: 'USLAX', kind: 'IMPORT_DEMURRAGE' });
    const byGroup = new Map(body.tariffs.map((line) => [line.equipmentGroup, line]));
    expect(byGroup.get('DRY')).toMatchObject({ UNLocationCode: 'USLAX', freeDays: 3 });
    expect(byGroup.get('REEFER')?.UNLocationCode).toBeUndefined();
    expect(body.tariffs).toHaveLength(3);
  });

  it('refuses a malformed filter', async () => {
    expect((await tariffs({ kind: 'STORAGE' })).status).toBe(400);
  });
});

describe('GET v1/demurrage-detention/containers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs a login', async () => {
    expect((await callMock('GET', 'v1/demurrage-detention/containers')).status).toBe(401);
  });

  it("shows the demo shipper's container discharged six days ago one day over its five free days", async () => {
    // The e2e's fixed "now": the demo container is placed by the week of "now".
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW);
    const token = await tokenOf('demo.shipper');
    const answer = await callMock<DndContainersAnswer>('GET', 'v1/demurrage-detention/containers', {
      token,
      query: { equipmentReference: DND_DEMO_CONTAINER },
    });
    const container = dndContainersAnswerSchema.parse(answer.body).containers[0];
    const demurrage = container?.clocks.find((clock) => clock.kind === 'IMPORT_DEMURRAGE');
    expect(demurrage?.endDateTime).toBeUndefined();
    expect(demurrage && readClockFacts(demurrage, FIXED_NOW)).toMatchObject({ daysOver: 1, total: 45_000 });
    // A day later, one more day at the first tier's rate.
    expect(demurrage && readClockFacts(demurrage, FIXED_NOW + 86_400_000)).toMatchObject({ total: 90_000 });
  });

  it("pages the forwarder's containers needing attention, most days over first", async () => {
    const token = await tokenOf('demo.forwarder');
    const query = { attention: 'true', page: '1', pageSize: '20' };
    const first = await callMock<DndContainersAnswer>('GET', 'v1/demurrage-detention/containers', { token, query });
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBeGreaterThan(20);
    expect(first.body.containers).toHaveLength(20);
    const now = Date.now();
    const scores = first.body.containers.map((container) =>
      Math.max(
        ...container.clocks.map((clock) => {
          const reading = readClockFacts(clock, now);
          return reading.daysOver > 0 ? reading.daysOver : -reading.freeDaysLeft;
        }),
      ),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((score) => score >= -2)).toBe(true);
    const second = await callMock<DndContainersAnswer>('GET', 'v1/demurrage-detention/containers', {
      token,
      query: { ...query, page: '2' },
    });
    expect(second.body.containers[0]?.equipmentReference).not.toBe(first.body.containers[0]?.equipmentReference);
  }, 120_000);

  it('sorts by container number, booking number or days over, either way, and refuses another order', async () => {
    const token = await tokenOf('demo.forwarder');
    const list = async (sort: string) => {
      const query = { attention: 'true', sort, page: '1', pageSize: '50' };
      const answer = await callMock<DndContainersAnswer>('GET', 'v1/demurrage-detention/containers', { token, query });
      return answer.body.containers;
    };
    const numbers = (await list('equipmentReference')).map((container) => container.equipmentReference);
    expect(numbers).toEqual([...numbers].sort());
    const descending = (await list('-equipmentReference')).map((container) => container.equipmentReference);
    expect(descending).toEqual([...descending].sort().reverse());
    expect(descending[0]! > numbers[0]!).toBe(true);
    const bookings = (await list('-carrierBookingReference')).map((container) => container.carrierBookingReference);
    expect(bookings).toEqual([...bookings].sort().reverse());
    // Fewest days over first: the containers whose free time is not yet over lead. A row's figure is that of its
    // clock needing the most attention, among those still running or over (the list's status column).
    const now = Date.now();
    const fewest = (await list('daysOver')).map((container) =>
      Math.max(
        ...container.clocks.flatMap((clock) => {
          const reading = readClockFacts(clock, now);
          if (clock.endDateTime !== undefined && reading.daysOver === 0) return [];
          return [reading.daysOver > 0 ? reading.daysOver : -reading.freeDaysLeft];
        }),
      ),
    );
    expect(fewest).toEqual([...fewest].sort((a, b) => a - b));
    const refused = await callMock('GET', 'v1/demurrage-detention/containers', { token, query: { sort: 'charge' } });
    expect(refused.status).toBe(400);
  }, 120_000);
});

describe('the arrival notice', () => {
  it("gives the tariff's free time of the POD for each equipment group", async () => {
    const token = await tokenOf('demo.shipper');
    const list = await callMock<SiListResponse>('GET', 'v1/shipping-instructions', {
      token,
      query: { summaryStatus: 'ISSUED', pageSize: '50' },
    });
    expect(list.body.items.length).toBeGreaterThan(0);
    for (const row of list.body.items) {
      const { body } = await callMock<{ arrivalNotices: ArrivalNotice[] }>('GET', 'v1/arrival-notices', {
        token,
        query: { transportDocumentReferences: row.transportDocumentReference },
      });
      const notice = body.arrivalNotices[0];
      if (!notice) continue;
      const pod = notice.transport.portOfDischarge.UNLocationCode ?? '';
      for (const freeTime of notice.freeTimes) {
        const code = freeTime.ISOEquipmentCodes?.[0] ?? '22G1';
        expect(new Set(freeTime.ISOEquipmentCodes?.map(equipmentGroupOf))).toEqual(new Set([equipmentGroupOf(code)]));
        const kind = freeTime.typeCodes.includes('DEM') ? 'IMPORT_DEMURRAGE' : 'IMPORT_DETENTION';
        const tariff = tariffFor(pod, code, kind);
        expect({ duration: freeTime.duration, timeUnit: freeTime.timeUnit }).toEqual({
          duration: tariff.freeDays,
          timeUnit: tariff.timeUnit,
        });
        if (freeTime.lastFreeDate) {
          expect(freeTime.lastFreeDate.value).toBe(
            lastFreeDate(tariff, notice.transport.portOfDischargeArrivalDate.value),
          );
        }
      }
    }
  });
});

describe("the mock's free-time rule", () => {
  it("gives the app clock's last free date for every start and tariff", () => {
    for (const countryCode of ['DE', 'NL', 'BE', 'KR']) {
      for (const timeUnit of ['CD', 'WD'] as const) {
        for (let offset = 0; offset < 730; offset += 3) {
          const start = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
          const tariff = { countryCode, timeUnit, freeDays: offset % 12 };
          expect(mockLastFreeDate(tariff, start)).toBe(lastFreeDate(tariff, start));
        }
      }
    }
  });
});
