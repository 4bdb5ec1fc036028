import { describe, expect, it } from 'vitest';

import { chargeKindsOf, chargesByKind } from '../../../mocks/e-finance/invoice-charges';
import { seededShipmentsOf } from '../../../mocks/e-finance/invoice-sources';
import { FORWARDER, INVOICE_NOW_MS, SHIPPER } from './invoice-http';

// The list knows which invoices a shipment has without building its lines (mocks/e-finance/invoice-charges.ts): it
// must name exactly the invoices the lines go on, for prepaid and collect freight alike.
describe('the invoices a shipment has', () => {
  it('are those its tariff lines go on, for every billable booking of the shipper and the forwarder', () => {
    let collect = 0;
    let compared = 0;
    for (const userId of [SHIPPER, FORWARDER]) {
      for (const shipment of seededShipmentsOf(userId, INVOICE_NOW_MS).values()) {
        const fromLines = [...chargesByKind(shipment, INVOICE_NOW_MS).keys()].sort();
        expect([...chargeKindsOf(shipment, INVOICE_NOW_MS)].sort()).toEqual(fromLines);
        if (shipment.freightPaymentTermCode === 'COL') collect += 1;
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(6_000);
    expect(collect).toBeGreaterThan(100);
  }, 60_000);
});
