import { describe, expect, it } from 'vitest';

import { readClockFacts } from '@/domain/demurrage-detention/dnd-clock';
import {
  DND_CONTAINERS_PATH,
  type DndContainersAnswer,
  dndContainersAnswerSchema,
} from '@/domain/demurrage-detention/dnd-contract';
import { type Invoice, invoicePath, invoiceSchema } from '@/domain/invoice/invoice-contract';

import { companyEntriesOf, findInvoice } from '../../../mocks/e-finance/invoice-store';
import { callMock } from '../booking/booking-http';
import { dcsaErrorsOf, loadDcsaSchemas } from '../dcsa-schemas';
import { bearerOf, FORWARDER, INVOICE_NOW_MS, useInvoiceClock } from './invoice-http';

useInvoiceClock();

const DAY_MS = 86_400_000;
const schemas = loadDcsaSchemas('EBL_v3.0.4.yaml', ['Charge']);
const CODE_OF_KIND: Record<string, string> = {
  IMPORT_DEMURRAGE: 'DEM',
  IMPORT_DETENTION: 'DET',
  IMPORT_COMBINED: 'DND',
};

/** The forwarder's D&D invoices issued by "now", newest first. */
function issuedDndEntries() {
  return companyEntriesOf(FORWARDER, INVOICE_NOW_MS)
    .entries.filter((entry) => entry.summary.kind === 'DEMURRAGE_DETENTION' && entry.issueMs <= INVOICE_NOW_MS)
    .sort((a, b) => b.issueMs - a.issueMs);
}

async function invoiceOf(invoiceNumber: string): Promise<Invoice> {
  const answer = await callMock<Invoice>('GET', invoicePath(invoiceNumber), { token: await bearerOf(FORWARDER) });
  expect(answer.status).toBe(200);
  return invoiceSchema.parse(answer.body);
}

describe('the demurrage and detention invoice', () => {
  it('is issued at the POD when the last container is returned, collect, in PER_DAY DCSA Charges that add up to its total', async () => {
    const entries = issuedDndEntries();
    expect(entries.length).toBeGreaterThan(2);
    for (const entry of entries.slice(0, 4)) {
      const invoice = await invoiceOf(entry.summary.invoiceNumber);
      expect(invoice).toMatchObject({ kind: 'DEMURRAGE_DETENTION', paymentTermCode: 'COL' });
      expect(invoice.issuingOffice.UNLocationCode).toBe(invoice.pod.UNLocationCode);
      expect(invoice.charges.length).toBeGreaterThan(0);
      for (const line of invoice.charges) {
        expect(line).toMatchObject({ calculationBasis: 'PER_DAY', paymentTermCode: 'COL', stage: 'DESTINATION' });
        expect(dcsaErrorsOf(schemas.get('Charge'), line)).toEqual([]);
        expect(line.currencyAmount).toBeCloseTo(line.unitPrice * line.quantity, 2);
        expect(line.amount.currency).toBe(line.currencyCode);
      }
      const sum = invoice.charges.reduce((total, line) => total + line.amount.amount, 0);
      expect(invoice.total).toEqual({ amount: sum, currency: invoice.invoiceCurrency });
    }
  });

  it('does not exist a millisecond before the last empty return', () => {
    const entry = issuedDndEntries().find((candidate) => candidate.issueMs > INVOICE_NOW_MS - 2 * DAY_MS);
    expect(entry).toBeDefined();
    if (!entry) return;
    const { invoiceNumber } = entry.summary;
    expect(findInvoice(FORWARDER, invoiceNumber, entry.issueMs - 1)).toBeUndefined();
    expect(findInvoice(FORWARDER, invoiceNumber, entry.issueMs)?.invoiceNumber).toBe(invoiceNumber);
  });

  it('bills each import clock exactly what the D&D page shows for it through its stop date', async () => {
    // The D&D page shows the user's own bookings' containers; the invoices are the whole company's.
    const recent = issuedDndEntries().filter(
      (entry) => entry.shipment.ownerUserId === FORWARDER && entry.issueMs > INVOICE_NOW_MS - 6 * DAY_MS,
    );
    expect(recent.length).toBeGreaterThan(0);
    let compared = 0;
    for (const entry of recent.slice(0, 3)) {
      const invoice = await invoiceOf(entry.summary.invoiceNumber);
      const containers = new Set(invoice.charges.map((line) => /[A-Z]{4}\d{7}/.exec(line.chargeName)?.[0]));
      for (const equipmentReference of containers) {
        expect(equipmentReference).toMatch(/^[A-Z]{4}\d{7}$/);
        const page = await callMock<DndContainersAnswer>('GET', DND_CONTAINERS_PATH, {
          token: await bearerOf(FORWARDER),
          query: { equipmentReference: equipmentReference ?? '' },
        });
        const [container] = dndContainersAnswerSchema.parse(page.body).containers;
        expect(container?.transportDocumentReference).toBe(invoice.transportDocumentReference);
        for (const clock of container?.clocks ?? []) {
          const code = CODE_OF_KIND[clock.kind];
          if (!code) continue;
          expect(clock.endDateTime).toBeDefined();
          const shown = readClockFacts(clock, INVOICE_NOW_MS).total;
          const billed = invoice.charges
            .filter((line) => line.chargeCode === code && line.chargeName.includes(equipmentReference ?? '-'))
            .reduce((total, line) => total + line.amount.amount, 0);
          expect(billed).toBe(shown);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
