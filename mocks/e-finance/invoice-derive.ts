import type { Party } from '@/domain/booking/booking-party-contract';
import type {
  Invoice,
  InvoiceCharge,
  InvoiceKind,
  InvoicePayer,
  InvoiceSummary,
} from '@/domain/invoice/invoice-contract';

import { findAccount } from '../auth/accounts';
import { ARRIVAL_NOTICE_LEAD_DAYS } from '../documentation/arrival-notice';
import { localCurrencyOf } from '../prices/local-charges';
import type { Port } from '../schedule/data/ports';
import { hashInt } from '../schedule/data/random';
import { isoDateOfDay, localDayAt, utcOffsetMinutes } from '../schedule/data/zoned-time';
import { chargeKindsOf, type DraftCharge, paymentTermOfKind } from './invoice-charges';
import { dndCharges } from './invoice-dnd';
import { InvoiceEntry, type InvoiceEntrySummary, type InvoiceHead, linesByKind, ShipmentTotals } from './invoice-entry';
import { ratesFor, subtotalsOf, toMajorUnits } from './invoice-money';
import type { BillableShipment } from './invoice-sources';
import { invoiceStatusOf, type Settlement } from './invoice-status';

/*
 * The invoices of one shipment (docs/areas/e-finance.md, derivation): per stage with lines, one invoice, issued by the
 * office that bills it. Prepaid freight and origin charges are issued at the POL when the booking is confirmed (its B/L
 * number is known from then on) and due 30 days later; destination charges at the POD with the arrival notice, a week
 * before arrival, due 7 days later; demurrage and detention at the POD when the last container is returned empty
 * (./invoice-dnd.ts), due 7 days later. Entries keep what the list needs without the lines.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Digit of each kind in the invoice number. */
const KIND_DIGITS: Readonly<Record<InvoiceKind, number>> = {
  PREPAID_FREIGHT: 1,
  ORIGIN_CHARGES: 2,
  DESTINATION_CHARGES: 3,
  DEMURRAGE_DETENTION: 4,
};

/** Order of a shipment's invoices. */
const KIND_ORDER: readonly InvoiceKind[] = [
  'PREPAID_FREIGHT',
  'ORIGIN_CHARGES',
  'DESTINATION_CHARGES',
  'DEMURRAGE_DETENTION',
];

/** Invoices billed to the consignee by the POD's office. */
const AT_DESTINATION: ReadonlySet<InvoiceKind> = new Set(['DESTINATION_CHARGES', 'DEMURRAGE_DETENTION']);

/** The start of the local day after day number `day` (zoned-time.ts isoDateOfDay) in `timeZone`, epoch ms. */
function endOfLocalDay(day: number, timeZone: string): number {
  const utcMidnight = (day + 1) * DAY_MS;
  return utcMidnight - utcOffsetMinutes(utcMidnight, timeZone) * 60_000;
}

function officeOf(shipment: BillableShipment, kind: InvoiceKind): Port {
  return AT_DESTINATION.has(kind) ? shipment.pod : shipment.pol;
}

function issueMsOf(shipment: BillableShipment, kind: InvoiceKind): number {
  if (kind === 'DEMURRAGE_DETENTION') return shipment.dnd?.returnMs ?? Number.POSITIVE_INFINITY;
  if (kind !== 'DESTINATION_CHARGES') return shipment.confirmedMs;
  // With the arrival notice, as mocks/documentation/arrival-notice.ts issues it: a week before arrival, after departure.
  const arrivalDayMs = Date.parse(`${shipment.arrivalDate}T00:00:00Z`);
  return Math.max(shipment.departureMs + 6 * HOUR_MS, arrivalDayMs - ARRIVAL_NOTICE_LEAD_DAYS * DAY_MS);
}

/** 'INV' + the issuing office's country + the issue year's last digit + the booking number's 8 digits + the kind. */
function invoiceNumberOf(shipment: BillableShipment, kind: InvoiceKind, issueDate: string): string {
  return `INV${officeOf(shipment, kind).countryCode}${issueDate.slice(3, 4)}${shipment.serial}${KIND_DIGITS[kind]}`;
}

function invoiceCurrencyOf(shipment: BillableShipment, kind: InvoiceKind): string {
  if (kind === 'PREPAID_FREIGHT') return 'USD';
  // The D&D tariff's currency: the invoice then totals exactly what the D&D page shows.
  if (kind === 'DEMURRAGE_DETENTION' && shipment.dnd) return shipment.dnd.currency;
  return localCurrencyOf(officeOf(shipment, kind));
}

/** A port as the invoice names it; one object per port, shared by its invoices (thousands are kept per company). */
const places = new Map<string, { UNLocationCode: string; locationName: string }>();
function placeOf(port: Port): { UNLocationCode: string; locationName: string } {
  let place = places.get(port.locationCode);
  if (!place) {
    place = { UNLocationCode: port.locationCode, locationName: port.locationName };
    places.set(port.locationCode, place);
  }
  return place;
}

/** The kinds of invoice `shipment` has (those with lines), in their order. */
function kindsOf(shipment: BillableShipment, nowMs: number): InvoiceKind[] {
  const charged = chargeKindsOf(shipment, nowMs);
  const kinds = KIND_ORDER.filter((kind) => kind !== 'DEMURRAGE_DETENTION' && charged.has(kind));
  if (shipment.dnd && dndCharges(shipment.dnd).length > 0) kinds.push('DEMURRAGE_DETENTION');
  return kinds;
}

/**
 * One entry per invoice of `shipment` (issued or still to be issued). The totals and settlement plans are worked out
 * on first read ({@link InvoiceEntry}).
 */
export function entriesOfShipment(shipment: BillableShipment, nowMs: number): InvoiceEntry[] {
  const { quotationReference } = shipment;
  const heads = kindsOf(shipment, nowMs).map((kind): InvoiceHead => {
    const office = officeOf(shipment, kind);
    const issueMs = issueMsOf(shipment, kind);
    const issueDay = localDayAt(issueMs, office.timeZone);
    return {
      kind,
      office,
      issueMs,
      issueDay,
      issueDate: isoDateOfDay(issueDay),
      invoiceCurrency: invoiceCurrencyOf(shipment, kind),
    };
  });
  const totals = new ShipmentTotals(shipment, heads, nowMs);
  const pol = placeOf(shipment.pol);
  const pod = placeOf(shipment.pod);
  return heads.map(({ kind, office, issueMs, issueDay, issueDate, invoiceCurrency }, position) => {
    const dueDay = issueDay + (AT_DESTINATION.has(kind) ? 7 : 30);
    const summary: InvoiceEntrySummary = {
      invoiceNumber: invoiceNumberOf(shipment, kind, issueDate),
      kind,
      transportDocumentReference: shipment.transportDocumentReference,
      carrierBookingReference: shipment.carrierBookingReference,
      ...(quotationReference ? { quotationReference } : {}),
      issueDate,
      dueDate: isoDateOfDay(dueDay),
      paymentTermCode: paymentTermOfKind(kind),
      invoiceCurrency,
      pol,
      pod,
      ...(shipment.vesselName ? { vesselName: shipment.vesselName } : {}),
      ...(shipment.carrierExportVoyageNumber ? { carrierExportVoyageNumber: shipment.carrierExportVoyageNumber } : {}),
    };
    return new InvoiceEntry(shipment, summary, issueMs, endOfLocalDay(dueDay, office.timeZone), totals, position);
  });
}

/** The summary of `entry` with `settlement` (paid and disputed at "now") and the status they give at `nowMs`. */
export function summaryOf(entry: InvoiceEntry, settlement: Settlement, nowMs: number): InvoiceSummary {
  const { total } = entry;
  const paid = Math.min(Math.max(settlement.paid, 0), total.amount);
  return {
    ...entry.summary,
    total,
    status: invoiceStatusOf(total.amount, { paid, disputed: settlement.disputed }, entry.dueEndMs, nowMs),
    paid: { amount: paid, currency: total.currency },
    open: { amount: Math.max(total.amount - paid, 0), currency: total.currency },
    disputed: { amount: settlement.disputed, currency: total.currency },
  };
}

/** `name` within DCSA's 50 characters of chargeName, cut at a word ('International Ship and Port Facility Security'). */
function chargeNameOf(name: string): string {
  if (name.length <= 50) return name;
  const cut = name.slice(0, 51).lastIndexOf(' ');
  return name.slice(0, cut > 0 ? cut : 50).trim();
}

/** A draft line as a DCSA Charge with our extras. */
function toInvoiceCharge(line: DraftCharge): InvoiceCharge {
  return {
    chargeCode: line.chargeCode,
    chargeName: chargeNameOf(line.chargeName),
    currencyAmount: toMajorUnits(line.amount),
    currencyCode: line.amount.currency,
    paymentTermCode: line.paymentTermCode,
    calculationBasis: line.calculationBasis,
    unitPrice: toMajorUnits(line.unitPrice),
    quantity: line.quantity,
    stage: line.stage,
    amount: line.amount,
  };
}

/** The payer of an invoice: the shipper (else the booking agent) for prepaid, the consignee for collect. */
function payerOf(entry: InvoiceEntry): InvoicePayer {
  const { shipper, consignee, ownerUserId, pol, pod } = entry.shipment;
  const collect = AT_DESTINATION.has(entry.summary.kind);
  const party: Party = (collect ? consignee : shipper) ?? { partyName: 'TO BE ADVISED' };
  const owner = findAccount(ownerUserId)?.user;
  const countryCode = party.address?.countryCode ?? (collect ? pod : pol).countryCode;
  const ownCompany = owner && owner.companyName === party.partyName;
  const address = party.address;
  return {
    partyName: party.partyName.slice(0, 100),
    customerCode: ownCompany
      ? owner.customerCode
      : `${countryCode}${String(hashInt(0, 99_999_999, 'customer', party.partyName)).padStart(8, '0')}`,
    address: address
      ? [
          [address.street, address.streetNumber].filter(Boolean).join(' '),
          [address.postCode, address.city].filter(Boolean).join(' '),
          address.countryCode,
        ]
      : [],
    countryCode,
  };
}

/** The full invoice of `entry` with its lines, rates and subtotals, settled as `settlement` at `nowMs`. */
export function invoiceOf(entry: InvoiceEntry, settlement: Settlement, nowMs: number): Invoice {
  const summary = summaryOf(entry, settlement, nowMs);
  const lines = linesByKind(entry.shipment, nowMs).get(summary.kind) ?? [];
  const charges = lines.map(toInvoiceCharge);
  return {
    ...summary,
    payer: payerOf(entry),
    issuingOffice: placeOf(officeOf(entry.shipment, summary.kind)),
    charges,
    subtotals: subtotalsOf(charges),
    exchangeRates: ratesFor(
      charges.map((charge) => charge.currencyCode),
      summary.invoiceCurrency,
      summary.issueDate,
    ),
  };
}
