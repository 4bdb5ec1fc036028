import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { lastFreeDate, readClock, readClockFacts } from '@/domain/demurrage-detention/dnd-clock';
import type { DndTariff } from '@/domain/demurrage-detention/dnd-contract';
import { PUBLIC_HOLIDAYS } from '@/domain/demurrage-detention/dnd-contract';

const TIERED: DndTariff = {
  countryCode: 'KR',
  equipmentGroup: 'DRY',
  kind: 'IMPORT_DEMURRAGE',
  freeDays: 5,
  timeUnit: 'CD',
  currency: 'KRW',
  tiers: [
    { fromDay: 1, toDay: 5, dailyRate: 45_000 },
    { fromDay: 6, toDay: 10, dailyRate: 90_000 },
    { fromDay: 11, dailyRate: 135_000 },
  ],
};

const dayOf = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

const tariffArbitrary = fc
  .record({
    freeDays: fc.integer({ min: 0, max: 14 }),
    timeUnit: fc.constantFrom('CD' as const, 'WD' as const),
    countryCode: fc.constantFrom('DE', 'NL', 'KR'),
    rates: fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 4 }),
    width: fc.integer({ min: 1, max: 7 }),
  })
  .map(({ freeDays, timeUnit, countryCode, rates, width }): DndTariff => ({
    ...TIERED,
    countryCode,
    freeDays,
    timeUnit,
    tiers: rates.map((dailyRate, index) => ({
      fromDay: index * width + 1,
      ...(index < rates.length - 1 ? { toDay: (index + 1) * width } : {}),
      dailyRate,
    })),
  }));

describe('the D&D clock', () => {
  it('charges nothing within the free time', () => {
    fc.assert(
      fc.property(tariffArbitrary, fc.integer({ min: 0, max: 600 }), (tariff, start) => {
        const startDate = dayOf(start);
        const reading = readClock(tariff, startDate, lastFreeDate(tariff, startDate));
        expect(reading.total).toBe(0);
        expect(reading.daysOver).toBe(0);
        expect(reading.freeDaysLeft).toBe(0);
      }),
    );
  });

  it('never charges less for a later return date', () => {
    fc.assert(
      fc.property(
        tariffArbitrary,
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 30 }),
        (tariff, start, first, more) => {
          const startDate = dayOf(start);
          const earlier = readClock(tariff, startDate, dayOf(start + first));
          const later = readClock(tariff, startDate, dayOf(start + first + more));
          expect(later.total).toBeGreaterThanOrEqual(earlier.total);
          expect(later.daysUsed).toBeGreaterThanOrEqual(earlier.daysUsed);
        },
      ),
    );
  });

  it('charges the sum of its tiers, each day in one tier', () => {
    fc.assert(
      fc.property(tariffArbitrary, fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 90 }), (t, s, d) => {
        const reading = readClock(t, dayOf(s), dayOf(s + d));
        expect(reading.total).toBe(reading.tiers.reduce((sum, tier) => sum + tier.days * tier.dailyRate, 0));
        expect(reading.tiers.reduce((sum, tier) => sum + tier.days, 0)).toBe(reading.daysOver);
      }),
    );
  });

  it('counts the day after the start as day 1 and charges per tier', () => {
    // Discharged 2026-11-15, 5 free calendar days: free through 11-20, 11-21 is the first day over.
    expect(lastFreeDate(TIERED, '2026-11-15')).toBe('2026-11-20');
    const reading = readClock(TIERED, '2026-11-15', '2026-11-21');
    expect(reading).toMatchObject({ daysUsed: 6, freeDaysLeft: 0, daysOver: 1, total: 45_000 });
    expect(readClock(TIERED, '2026-11-15', '2026-11-27').total).toBe(5 * 45_000 + 2 * 90_000);
    // Stopped on 11-22: a later date reads the same.
    expect(readClock(TIERED, '2026-11-15', '2026-12-31', '2026-11-22').total).toBe(2 * 45_000);
  });

  it('skips a weekend and a public holiday of the port country in working days, not in calendar days', () => {
    expect(PUBLIC_HOLIDAYS.DE).toContain('2026-12-25');
    const calendar: DndTariff = { ...TIERED, countryCode: 'DE', freeDays: 3, currency: 'EUR' };
    const working: DndTariff = { ...calendar, timeUnit: 'WD' };
    // Thursday 24 December 2026: Friday 25 and Saturday 26 are holidays, 27 a Sunday; Mon 28, Tue 29, Wed 30 count.
    expect(lastFreeDate(calendar, '2026-12-24')).toBe('2026-12-27');
    expect(lastFreeDate(working, '2026-12-24')).toBe('2026-12-30');
    expect(readClock(working, '2026-12-24', '2026-12-28')).toMatchObject({ freeDaysUsed: 1, freeDaysLeft: 2 });
    expect(readClock(calendar, '2026-12-24', '2026-12-28')).toMatchObject({ daysOver: 1 });
    // The same dates in Korea (no German holiday there): only the weekend is skipped.
    expect(lastFreeDate({ ...working, countryCode: 'KR' }, '2026-12-24')).toBe('2026-12-29');
  });

  it('reads dates at the port: a discharge late in the UTC day is the next local day in Busan', () => {
    const clock = {
      kind: 'IMPORT_DEMURRAGE' as const,
      UNLocationCode: 'KRPUS',
      locationName: 'Busan',
      timeZone: 'Asia/Seoul',
      startEvent: 'DISC',
      startDateTime: '2026-11-14T16:00:00Z',
      endEvent: 'GTOT',
      tariff: TIERED,
    };
    // 2026-11-15 01:00 in Busan: the clock starts on the 15th.
    expect(readClockFacts(clock, Date.parse('2026-11-21T02:00:00Z')).daysOver).toBe(1);
  });
});
