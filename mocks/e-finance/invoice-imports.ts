import { findAccount } from '../auth/accounts';
import {
  IMPORT_POD,
  IMPORT_POL,
  IMPORT_SHIPMENT_SEEDS,
  IMPORT_SHIPPER_NAME,
  IMPORT_VESSEL,
  IMPORTER_CUSTOMER_CODE,
  importSailingOf,
  type ImportShipmentSeed,
} from '../booking/import-shipments';
import { requirePort } from '../schedule/data/ports';
import { entriesOfShipment } from './invoice-derive';
import type { InvoiceEntry } from './invoice-entry';
import type { BillableShipment } from './invoice-sources';

/*
 * The collect invoices of the import shipments (docs/areas/e-finance.md, "Invoice sources"; the shipments are
 * mocks/booking/import-shipments.ts's, the B/Ls those of docs/areas/vgm-delivery-orders.md). Another company booked
 * them, so they are none of the importer's bookings; but their freight is collect, and the importer's company pays the
 * DESTINATION_CHARGES invoice: ocean freight and its surcharges (COL) plus the destination charges at Busan, from the
 * same tariff as every other invoice (./invoice-charges.ts), in KRW, issued by the Busan office with the arrival
 * notice and due 7 days later. The shipper's own invoices (origin charges at Shanghai) are not the importer's and are
 * left out. Each invoice is settled as its seed says (paid at issue, or nothing paid); a dispute or a stored payment
 * changes it as for any other invoice, and the delivery order gate reads that status (./collect-invoices.ts).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The booking was confirmed two weeks before departure (as mocks/delivery-orders/import-booking.ts dates it). */
const CONFIRMED_BEFORE_DEPARTURE_MS = 14 * DAY_MS - 2 * HOUR_MS;

/** The billable facts of import shipment `seed` at `nowMs`, billed to `companyName` (of account `userId`). */
function importShipmentOf(seed: ImportShipmentSeed, userId: string, companyName: string, nowMs: number) {
  const sailing = importSailingOf(seed, nowMs);
  const equipments = new Map<string, number>();
  for (const { ISOEquipmentCode } of seed.containers) {
    equipments.set(ISOEquipmentCode, (equipments.get(ISOEquipmentCode) ?? 0) + 1);
  }
  const shipment: BillableShipment = {
    ownerUserId: userId,
    shipper: { partyName: IMPORT_SHIPPER_NAME },
    // The importer pays, consignee or notify party alike: the B/Ls' collect charges are its (the DO waits for them).
    consignee: { partyName: companyName },
    equipments: [...equipments].map(([ISOEquipmentCode, units]) => ({ ISOEquipmentCode, units })),
    freightPaymentTermCode: 'COL',
    carrierBookingReference: seed.bookingNumber,
    transportDocumentReference: seed.transportDocumentReference,
    serial: seed.bookingNumber.slice(4),
    pol: requirePort(IMPORT_POL),
    pod: requirePort(IMPORT_POD),
    ...IMPORT_VESSEL,
    confirmedMs: sailing.departureMs - CONFIRMED_BEFORE_DEPARTURE_MS,
    // The start of the departure day, as the import B/L and its arrival notice reckon it: the invoice comes with it.
    departureMs: sailing.departureDayMs,
    arrivalMs: sailing.arrivalMs,
    departureDate: sailing.departureDate,
    arrivalDate: sailing.arrivalDate,
  };
  return shipment;
}

/**
 * The collect invoices of the import shipments of `userId`'s company at `nowMs` (issued or still to be issued: filter
 * on `issueMs`), one DESTINATION_CHARGES invoice per shipment in seed order; none for a company that imports nothing.
 * The settlement plan is the seed's: paid in full at issue, or nothing paid.
 */
export function importInvoiceEntriesOf(userId: string, nowMs: number): InvoiceEntry[] {
  const user = findAccount(userId)?.user;
  if (user?.customerCode !== IMPORTER_CUSTOMER_CODE) return [];
  return IMPORT_SHIPMENT_SEEDS.flatMap((seed) =>
    entriesOfShipment(importShipmentOf(seed, userId, user.companyName, nowMs), nowMs)
      .filter((entry) => entry.summary.kind === 'DESTINATION_CHARGES')
      .map((entry) =>
        entry.withPlan({ payments: seed.collectPaid ? [{ atMs: entry.issueMs, amount: entry.total.amount }] : [] }),
      ),
  );
}
