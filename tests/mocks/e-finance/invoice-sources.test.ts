import { describe, expect, it } from 'vitest';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { seededBilledFacts, seededBooking } from '../../../mocks/booking/seed';
import { seededCount } from '../../../mocks/booking/seed-variants';
import { billableShipmentOf } from '../../../mocks/e-finance/invoice-sources';
import { INVOICE_NOW_MS } from './invoice-http';

// Invoicing reads a generated booking's billed facts without putting the booking together (mocks/booking/seed.ts):
// they must be the booking's own, field for field, and bill the same shipment, for every generated booking.
describe("a generated booking's billed facts", () => {
  it('are the fields of the whole booking and give the same billable shipment, for every demo user', () => {
    let billed = 0;
    for (const { user } of Object.values(DEMO_USERS)) {
      for (let index = 0; index < seededCount(user.userId); index += 1) {
        const facts = seededBilledFacts(user.userId, index, INVOICE_NOW_MS);
        const booking = seededBooking(user.userId, index, INVOICE_NOW_MS)?.booking;
        if (!facts || !booking) throw new Error(`no generated booking ${String(index)} of ${user.userId}`);
        const fromBooking = Object.fromEntries(
          Object.keys(facts).map((key) => [key, booking[key as keyof typeof booking]]),
        );
        expect(facts).toEqual(fromBooking);
        const shipment = billableShipmentOf(user.userId, facts);
        expect(shipment).toEqual(billableShipmentOf(user.userId, booking));
        if (shipment) billed += 1;
      }
    }
    expect(billed).toBeGreaterThan(13_000);
  }, 60_000);
});
