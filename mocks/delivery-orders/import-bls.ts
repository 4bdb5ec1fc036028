import type { ArrivalNotice } from '@/domain/documentation/arrival-notice-contract';
import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';
import type { TransportDocument } from '@/domain/documentation/transport-document-contract';

import { findAccount } from '../auth/accounts';
import { arrivalNoticeOf } from '../documentation/arrival-notice';
import { createShippingInstructionsRequest } from '../documentation/factories';
import type { BookingFacts } from '../documentation/si-derive';
import { transportDocumentOf } from '../documentation/transport-document';
import { requirePort } from '../schedule/data/ports';
import { blNumberOf } from '../tracking/identifiers';

/*
 * The import B/Ls of the mock carrier (docs/areas/vgm-delivery-orders.md, "Delivery orders"): shipments another
 * company booked, of which a demo company is consignee or notify party. Hanil Electronics (demo.shipper and
 * demo.shipper2, customerCode KR00104271) imports parts from Shanghai to Busan: one B/L surrendered with its collect
 * charges paid (a DO can be requested), one sea waybill with its collect charges open (refused until paid), one
 * original B/L not surrendered yet. Dates follow the clock's UTC day, so the same day always shows the same B/Ls.
 */

const DAY_MS = 86_400_000;

/** The demo company that imports (Hanil Electronics, demo.shipper's). */
export const IMPORTER_CUSTOMER_CODE = 'KR00104271';

type SizeType = ShippingInstructionsRequest['utilizedTransportEquipments'][number]['equipment']['ISOEquipmentCode'];

/** What sets one import B/L apart. */
interface ImportSeed {
  bookingNumber: string;
  typeCode: 'BOL' | 'SWB';
  surrendered: boolean;
  /** The company is notify party (the consignee is its customs broker) instead of consignee. */
  asNotify: boolean;
  /** Whether the collect (destination) invoice is paid. */
  collectPaid: boolean;
  /** Arrival at Busan, days from today (UTC). */
  arrivalInDays: number;
  containers: { equipmentReference: string; ISOEquipmentCode: SizeType }[];
}

const SEEDS: readonly ImportSeed[] = [
  {
    bookingNumber: 'SHAE26110101',
    typeCode: 'BOL',
    surrendered: true,
    asNotify: false,
    collectPaid: true,
    arrivalInDays: -1,
    containers: [
      { equipmentReference: 'ONEU7123404', ISOEquipmentCode: '45G1' },
      { equipmentReference: 'TGHU8802150', ISOEquipmentCode: '22G1' },
    ],
  },
  {
    bookingNumber: 'SHAE26110102',
    typeCode: 'SWB',
    surrendered: false,
    asNotify: true,
    collectPaid: false,
    arrivalInDays: -2,
    containers: [{ equipmentReference: 'ONEU5540219', ISOEquipmentCode: '42G1' }],
  },
  {
    bookingNumber: 'SHAE26110103',
    typeCode: 'BOL',
    surrendered: false,
    asNotify: false,
    collectPaid: true,
    arrivalInDays: 3,
    containers: [{ equipmentReference: 'BEAU3018778', ISOEquipmentCode: '45G1' }],
  },
];

/** One import B/L as the mock carrier holds it at an instant. */
export interface ImportBl {
  document: TransportDocument;
  facts: BookingFacts;
  partyFunction: 'CN' | 'N1';
  collectInvoice: { invoiceNumber: string; status: 'PAID' | 'OPEN' };
  arrivalNotice?: ArrivalNotice;
  timeZone: string;
}

function importBlOf(seed: ImportSeed, companyName: string, nowMs: number): ImportBl {
  const pol = requirePort('CNSHA');
  const pod = requirePort('KRPUS');
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const arrivalMs = today + seed.arrivalInDays * DAY_MS;
  const departureMs = arrivalMs - 3 * DAY_MS;
  const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const facts: BookingFacts = {
    carrierBookingReference: seed.bookingNumber,
    dueDateTime: `${date(departureMs - 2 * DAY_MS)}T12:00:00+08:00`,
    dueMs: departureMs - 2 * DAY_MS,
    departureMs,
    departureDate: date(departureMs),
    arrivalDate: date(arrivalMs),
    pol: { UNLocationCode: pol.locationCode, locationName: pol.locationName },
    pod: { UNLocationCode: pod.locationCode, locationName: pod.locationName },
    vesselName: 'ONE HARMONY',
    carrierExportVoyageNumber: '045E',
    isEuBound: false,
  };
  const si = createShippingInstructionsRequest(seed.bookingNumber);
  const company = { partyName: companyName };
  const broker = { partyName: 'Busan Customs Brokerage Co.' };
  const numbers = seed.containers.map((container) => container.equipmentReference);
  si.transportDocumentTypeCode = seed.typeCode;
  si.freightPaymentTermCode = 'COL';
  si.documentParties = {
    shipper: { partyName: 'Shanghai Precision Components Co., Ltd.' },
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
  const year = facts.arrivalDate.slice(3, 4);
  return {
    document,
    facts,
    partyFunction: seed.asNotify ? 'N1' : 'CN',
    collectInvoice: {
      invoiceNumber: `INVKR${year}${seed.bookingNumber.slice(4)}3`,
      status: seed.collectPaid ? 'PAID' : 'OPEN',
    },
    ...(arrivalNotice ? { arrivalNotice } : {}),
    timeZone: pod.timeZone,
  };
}

/** The import B/Ls of `userId`'s company at `nowMs`, newest arrival first (none for companies that import nothing). */
export function importBlsOf(userId: string, nowMs: number): ImportBl[] {
  const user = findAccount(userId)?.user;
  if (user?.customerCode !== IMPORTER_CUSTOMER_CODE) return [];
  return SEEDS.map((seed) => importBlOf(seed, user.companyName, nowMs)).sort((a, b) =>
    b.facts.arrivalDate.localeCompare(a.facts.arrivalDate),
  );
}

/** One import B/L of `userId`'s company by its number (exact, upper case), or undefined. */
export function findImportBl(userId: string, blNumber: string, nowMs: number): ImportBl | undefined {
  return importBlsOf(userId, nowMs).find((bl) => bl.document.transportDocumentReference === blNumber);
}

/** The B/L numbers of the import seeds ('ONEY' + booking number), for tests and e2e. */
export const IMPORT_BL_NUMBERS = SEEDS.map((seed) => blNumberOf(seed.bookingNumber));
