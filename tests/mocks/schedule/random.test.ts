import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { hashInt, hashString, hashUnit, unitOfHash } from '../../../mocks/schedule/data/random';

/*
 * The mock's deterministic randomness (mocks/schedule/data/random.ts): every generated booking, sailing and invoice
 * hangs on these values, so hashUnit must stay exactly the FNV-1a of its parts joined by '|' (murmur3-finalised), as
 * the pinned data of the tests and docs were made with it.
 */

/** The definition: hash the joined text. */
const joinedHashUnit = (...parts: readonly (string | number)[]) => unitOfHash(hashString(parts.join('|')));

describe('hashUnit', () => {
  it('equals the hash of the parts joined by "|", for any strings and numbers', () => {
    const part = fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer(), fc.double());
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        expect(hashUnit(...parts)).toBe(joinedHashUnit(...parts));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives values in [0, 1) and hashInt integers in its inclusive range', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -50, max: 50 }), fc.nat(100), (key, min, span) => {
        const unit = hashUnit(key);
        expect(unit).toBeGreaterThanOrEqual(0);
        expect(unit).toBeLessThan(1);
        const value = hashInt(min, min + span, key);
        expect(Number.isInteger(value) && value >= min && value <= min + span).toBe(true);
      }),
    );
  });

  it("keeps the values the pinned data was made with (FE4's weekly phase under the default seed)", () => {
    expect(hashUnit(20_240_101, 'phase', 'FE4')).toBe(0.03010095888748765);
    expect(hashInt(0, 167, 20_240_101, 'phase', 'FE4')).toBe(5);
  });
});
