import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { zonedDateTimeToEpochMs } from '@/lib/dates';

import { PORTS } from '../../../mocks/schedule/data/ports';
import { wireTimeToEpochMs } from '../../../mocks/schedule/data/zoned-time';

const ZONES = [...new Set(PORTS.map((port) => port.timeZone))];
const pad = (value: number) => String(value).padStart(2, '0');

// The mock's own reading of local wire times (mocks/schedule/data/zoned-time.ts) must give what the app's does
// (src/lib/dates.ts, date-fns-tz) for every port's zone, on ordinary days and around clock changes.
describe('wireTimeToEpochMs', () => {
  it("gives the instant the app's zonedDateTimeToEpochMs gives, for any wire time at any port's zone", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (zone, day, hour, minute) => {
          const wire = `${day.toISOString().slice(0, 10)} ${pad(hour)}:${pad(minute)}:00`;
          expect(wireTimeToEpochMs(wire, zone)).toBe(zonedDateTimeToEpochMs(wire, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('agrees in the hour a clock skips and in the hour it repeats', () => {
    const cases: [string, string][] = [
      ['2026-03-29 02:30:00', 'Europe/Berlin'],
      ['2026-10-25 02:30:00', 'Europe/Berlin'],
      ['2026-03-08 02:30:00', 'America/New_York'],
      ['2026-11-01 01:30:00', 'America/New_York'],
      ['2026-04-05 02:30:00', 'Australia/Sydney'],
      ['2026-10-04 02:30:00', 'Australia/Sydney'],
    ];
    for (const [wire, zone] of cases) expect(wireTimeToEpochMs(wire, zone)).toBe(zonedDateTimeToEpochMs(wire, zone));
  });

  it('refuses a text that is not a real wire date-time', () => {
    for (const bad of ['2026-02-30 10:00:00', '2026-11-30T10:00:00', '2026-11-30 24:00:00', 'soon']) {
      expect(() => wireTimeToEpochMs(bad, 'Asia/Seoul')).toThrow(RangeError);
    }
  });
});
