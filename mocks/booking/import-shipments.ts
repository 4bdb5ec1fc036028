import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';

/*
 * The import shipments of the mock carrier (docs/areas/vgm-delivery-orders.md, "Delivery orders"): bookings a Shanghai
 * shipper made, of which Hanil Electronics (demo.shipper and demo.shipper2) is consignee or notify party. Only the seed
 * facts live here, below every area that needs them: the import B/Ls and delivery orders (mocks/delivery-orders), their
 * collect invoices (mocks/e-finance/invoice-imports.ts) and their tracking events (mocks/tracking/import-shipments.ts)
 * read the same shipments without importing one another (no folder cycle, docs/mock-backend.md). Dates follow the
 * clock's UTC day, so the same day always shows the same shipments.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The vessel leaves Shanghai at 18:00 local time (10:00 UTC) on its departure date. */
const DEPARTURE_UTC_HOUR = 10;
/** It berths at Busan at 08:00 local time (23:00 UTC the day before) on its arrival date. */
const ARRIVAL_BEFORE_MIDNIGHT_UTC_MS = HOUR_MS;
/** Days from departure to arrival (Shanghai -> Busan). */
const TRANSIT_DAYS = 3;

/** The demo company that imports (Hanil Electronics, demo.shipper's customerCode). */
export const IMPORTER_CUSTOMER_CODE = 'KR00104271';
/** The shipper of every import shipment (it booked them). */
export const IMPORT_SHIPPER_NAME = 'Shanghai Precision Components Co., Ltd.';
/** The consignee when the importer is only notify party (its customs broker). */
export const IMPORT_BROKER_NAME = 'Busan Customs Brokerage Co.';
/** The vessel and voyage of every import shipment (the arrival notice's). */
export const IMPORT_VESSEL = { vesselName: 'ONE HARMONY', carrierExportVoyageNumber: '045E' } as const;
/** Port of loading of every import shipment (UN/LOCODE): Shanghai. */
export const IMPORT_POL = 'CNSHA';
/** Port of discharge of every import shipment (UN/LOCODE): Busan, where the consignee takes delivery. */
export const IMPORT_POD = 'KRPUS';

/** An ISO 6346 size-type code as the SI carries it. */
export type ImportSizeType =
  ShippingInstructionsRequest['utilizedTransportEquipments'][number]['equipment']['ISOEquipmentCode'];

/** What sets one import shipment apart. */
export interface ImportShipmentSeed {
  /** The shipper's booking number; the B/L number is 'ONEY' + it. */
  bookingNumber: string;
  transportDocumentReference: string;
  typeCode: 'BOL' | 'SWB';
  surrendered: boolean;
  /** The company is notify party (the consignee is its customs broker) instead of consignee. */
  asNotify: boolean;
  /** Whether the collect (destination) invoice is paid: the e-finance invoice's seeded settlement. */
  collectPaid: boolean;
  /** Arrival at Busan, days from today (UTC). */
  arrivalInDays: number;
  /** The containers in slot order (slot i is container i). */
  containers: readonly { equipmentReference: string; ISOEquipmentCode: ImportSizeType }[];
}

/** The three import shipments, in seed order. */
export const IMPORT_SHIPMENT_SEEDS: readonly ImportShipmentSeed[] = [
  {
    bookingNumber: 'SHAE26110101',
    transportDocumentReference: 'ONEYSHAE26110101',
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
    transportDocumentReference: 'ONEYSHAE26110102',
    typeCode: 'SWB',
    surrendered: false,
    asNotify: true,
    collectPaid: false,
    arrivalInDays: -2,
    containers: [{ equipmentReference: 'ONEU5540219', ISOEquipmentCode: '42G1' }],
  },
  {
    bookingNumber: 'SHAE26110103',
    transportDocumentReference: 'ONEYSHAE26110103',
    typeCode: 'BOL',
    surrendered: false,
    asNotify: false,
    collectPaid: true,
    arrivalInDays: 3,
    containers: [{ equipmentReference: 'BEAU3018778', ISOEquipmentCode: '45G1' }],
  },
];

/** The sailing of an import shipment at one instant: UTC days and dates, and the vessel's instants (epoch ms). */
export interface ImportSailing {
  /** 00:00 UTC of the departure and arrival dates. */
  departureDayMs: number;
  arrivalDayMs: number;
  /** 'yyyy-MM-dd' (the UTC dates, which are the local dates at Shanghai and Busan at the vessel's times). */
  departureDate: string;
  arrivalDate: string;
  /** The vessel leaves Shanghai (18:00 local) and berths at Busan (08:00 local). */
  departureMs: number;
  arrivalMs: number;
}

/** The sailing of `seed` as seen at `nowMs`: arrival `arrivalInDays` after today (UTC), departure 3 days before it. */
export function importSailingOf(seed: ImportShipmentSeed, nowMs: number): ImportSailing {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const arrivalDayMs = today + seed.arrivalInDays * DAY_MS;
  const departureDayMs = arrivalDayMs - TRANSIT_DAYS * DAY_MS;
  const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    departureDayMs,
    arrivalDayMs,
    departureDate: date(departureDayMs),
    arrivalDate: date(arrivalDayMs),
    departureMs: departureDayMs + DEPARTURE_UTC_HOUR * HOUR_MS,
    arrivalMs: arrivalDayMs - ARRIVAL_BEFORE_MIDNIGHT_UTC_MS,
  };
}

/** The seed whose booking number, B/L number or container number is `reference` (exact, upper case), if any. */
export function findImportShipmentSeed(
  kind: 'booking' | 'bl' | 'container',
  reference: string,
): ImportShipmentSeed | undefined {
  return IMPORT_SHIPMENT_SEEDS.find((seed) =>
    kind === 'booking'
      ? seed.bookingNumber === reference
      : kind === 'bl'
        ? seed.transportDocumentReference === reference
        : seed.containers.some((container) => container.equipmentReference === reference),
  );
}
