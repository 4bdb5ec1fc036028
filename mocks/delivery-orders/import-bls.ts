import type { ArrivalNotice } from '@/domain/documentation/arrival-notice-contract';
import type { TransportDocument } from '@/domain/documentation/transport-document-contract';

import { findAccount } from '../auth/accounts';
import {
  IMPORT_BROKER_NAME,
  IMPORT_POD,
  IMPORT_POL,
  IMPORT_SHIPMENT_SEEDS,
  IMPORT_SHIPPER_NAME,
  IMPORT_VESSEL,
  IMPORTER_CUSTOMER_CODE,
  type ImportSailing,
  importSailingOf,
  type ImportShipmentSeed,
} from '../booking/import-shipments';
import { arrivalNoticeOf } from '../documentation/arrival-notice';
import { createShippingInstructionsRequest } from '../documentation/factories';
import type { BookingFacts } from '../documentation/si-derive';
import { transportDocumentOf } from '../documentation/transport-document';
import { requirePort } from '../schedule/data/ports';

/*
 * The import B/Ls of the mock carrier (docs/areas/vgm-delivery-orders.md, "Delivery orders"): shipments another
 * company booked, of which a demo company is consignee or notify party. Hanil Electronics (demo.shipper and
 * demo.shipper2, customerCode KR00104271) imports parts from Shanghai to Busan: one B/L surrendered with its collect
 * charges paid (a DO can be requested), one sea waybill with its collect charges open (refused until paid), one
 * original B/L not surrendered yet. Dates follow the clock's UTC day, so the same day always shows the same B/Ls.
 * The seed facts are mocks/booking/import-shipments.ts's (shared with the tracking mock); the collect invoices are
 * e-finance invoices (mocks/e-finance/invoice-imports.ts), whose status the DO gate reads.
 */

const DAY_MS = 86_400_000;

/** One import B/L as the mock carrier holds it at an instant. */
export interface ImportBl {
  document: TransportDocument;
  facts: BookingFacts;
  partyFunction: 'CN' | 'N1';
  /** The vessel's departure and arrival (mocks/booking/import-shipments.ts), shared with the tracking events. */
  sailing: ImportSailing;
  arrivalNotice?: ArrivalNotice;
  timeZone: string;
}

function importBlOf(seed: ImportShipmentSeed, companyName: string, nowMs: number): ImportBl {
  const pol = requirePort(IMPORT_POL);
  const pod = requirePort(IMPORT_POD);
  const sailing = importSailingOf(seed, nowMs);
  // The B/L is issued from the day of departure (00:00 UTC), as the arrival notice reckons it.
  const departureMs = sailing.departureDayMs;
  const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const facts: BookingFacts = {
    carrierBookingReference: seed.bookingNumber,
    dueDateTime: `${date(departureMs - 2 * DAY_MS)}T12:00:00+08:00`,
    dueMs: departureMs - 2 * DAY_MS,
    departureMs,
    departureDate: sailing.departureDate,
    arrivalDate: sailing.arrivalDate,
    pol: { UNLocationCode: pol.locationCode, locationName: pol.locationName },
    pod: { UNLocationCode: pod.locationCode, locationName: pod.locationName },
    ...IMPORT_VESSEL,
    isEuBound: false,
  };
  const si = createShippingInstructionsRequest(seed.bookingNumber);
  const company = { partyName: companyName };
  const broker = { partyName: IMPORT_BROKER_NAME };
  const numbers = seed.containers.map((container) => container.equipmentReference);
  si.transportDocumentTypeCode = seed.typeCode;
  si.freightPaymentTermCode = 'COL';
  si.documentParties = {
    shipper: { partyName: IMPORT_SHIPPER_NAME },
    consignee: seed.asNotify ? broker : company,
    notifyParties: [seed.asNotify ? company : broker],
  };
  si.consignmentItems = [
    {
      carrierBookingReference: seed.bookingNumber,
      descriptionOfGoods: ['Printed circuit boards'],
      HSCodes: ['853400'],
      shippingMarks: ['HANIL/PUS'],
      cargoItems: numbers.map((equipmentReference) => ({
        equipmentReference,
        cargoGrossWeight: { value: 9000, unit: 'KGM' as const },
        outerPackaging: { packageCode: 'CT', numberOfPackages: 300, description: 'Cartons' },
      })),
    },
  ];
  si.utilizedTransportEquipments = seed.containers.map(({ ISOEquipmentCode }, index) => ({
    equipment: {
      equipmentReference: numbers[index] ?? '',
      ISOEquipmentCode,
      tareWeight: { value: 3800, unit: 'KGM' as const },
    },
    isShipperOwned: false,
    cargoGrossWeight: { value: 9000, unit: 'KGM' as const },
    seals: [{ number: `SH${seed.bookingNumber.slice(-4)}${String(index + 1)}`, source: 'SHI' as const }],
  }));
  const document = transportDocumentOf(si, `SI${seed.bookingNumber}`, facts, {
    status: seed.surrendered ? 'SURRENDERED_FOR_DELIVERY' : 'ISSUED',
    issueDate: facts.departureDate,
  });
  const arrivalNotice = arrivalNoticeOf(document, facts, nowMs);
  return {
    document,
    facts,
    partyFunction: seed.asNotify ? 'N1' : 'CN',
    sailing,
    ...(arrivalNotice ? { arrivalNotice } : {}),
    timeZone: pod.timeZone,
  };
}

/** The import B/Ls of `userId`'s company at `nowMs`, newest arrival first (none for companies that import nothing). */
export function importBlsOf(userId: string, nowMs: number): ImportBl[] {
  const user = findAccount(userId)?.user;
  if (user?.customerCode !== IMPORTER_CUSTOMER_CODE) return [];
  return IMPORT_SHIPMENT_SEEDS.map((seed) => importBlOf(seed, user.companyName, nowMs)).sort((a, b) =>
    b.facts.arrivalDate.localeCompare(a.facts.arrivalDate),
  );
}

/** One import B/L of `userId`'s company by its number (exact, upper case), or undefined. */
export function findImportBl(userId: string, blNumber: string, nowMs: number): ImportBl | undefined {
  return importBlsOf(userId, nowMs).find((bl) => bl.document.transportDocumentReference === blNumber);
}

/** The B/L numbers of the import seeds ('ONEY' + booking number), for tests and e2e. */
export const IMPORT_BL_NUMBERS = IMPORT_SHIPMENT_SEEDS.map((seed) => seed.transportDocumentReference);
