import type { InvoiceKind } from '@/domain/invoice/invoice-contract';
import {
  type ChargeBasis,
  type ChargeStage,
  OCEAN_FREIGHT_CODE,
  type PaymentTerm,
  type PriceLine,
} from '@/domain/quote/quote-contract';

import { baseRateOf } from '../prices/base-rates';
import { OCEAN_FREIGHT_NAME } from '../prices/offers';
import { readQuote } from '../prices/quote-store';
import { type TariffSizeType, teuOfSizeType } from '../prices/surcharge-rules';
import { applicableSurcharges, tariffContextOf } from '../prices/tariff';
import type { DraftCharge } from './draft-charge';
import type { BillableShipment } from './invoice-sources';

export type { DraftCharge };

/*
 * The charges the mock carrier bills for a shipment (docs/areas/e-finance.md, derivation): a booking made on a ONE
 * Quote is billed exactly the quote's lines; any other booking the tariff's ocean freight for its trade and week plus
 * every unconditional surcharge in force on the departure date (mocks/prices/tariff.ts), per equipment line. Lines are
 * grouped into the invoices of the stages: freight (prepaid, or collect with the destination charges when the booking's
 * freight is collect), origin, destination.
 */

/** A tariff line per basis unit: what a line is before the booking's quantities. */
type UnitLine = Omit<DraftCharge, 'quantity' | 'amount' | 'calculationBasis'> & { calculationBasis: ChargeBasis };

/** Tariff lines by port pair, size-type and departure date: bookings on one sailing share them. */
const unitLines = new Map<string, UnitLine[]>();

/** The tariff's size-type for a booked ISO code: reefers 45R1/22R1, other 20' boxes 22G1, 40' high cube 45G1, else 42G1. */
function tariffSizeTypeOf(isoCode: string): TariffSizeType {
  const twenty = isoCode.startsWith('2');
  if (isoCode.includes('R')) return twenty ? '22R1' : '45R1';
  if (twenty) return '22G1';
  return isoCode.startsWith('45') ? '45G1' : '42G1';
}

function unitLinesOf(shipment: BillableShipment, sizeType: TariffSizeType, date: string): UnitLine[] {
  const key = `${shipment.pol.locationCode}|${shipment.pod.locationCode}|${sizeType}|${date}`;
  const cached = unitLines.get(key);
  if (cached) return cached;
  const cargoType = sizeType.includes('R') ? 'REEFER' : 'DRY';
  const context = tariffContextOf(shipment.pol, shipment.pod, cargoType, sizeType, date);
  const base = baseRateOf(shipment.pol.region, shipment.pod.region, sizeType, date);
  const lines: UnitLine[] = [
    {
      chargeCode: OCEAN_FREIGHT_CODE,
      chargeName: OCEAN_FREIGHT_NAME,
      calculationBasis: 'PER_CONTAINER',
      stage: 'FREIGHT',
      paymentTermCode: 'PRE',
      unitPrice: { amount: base.usdCents, currency: 'USD' },
    },
    ...applicableSurcharges(context, false).map(({ surcharge }): UnitLine => ({
      chargeCode: surcharge.code,
      chargeName: surcharge.name,
      calculationBasis: surcharge.basis,
      stage: surcharge.stage,
      paymentTermCode: surcharge.paymentTermCode,
      unitPrice: surcharge.amount,
    })),
  ];
  unitLines.set(key, lines);
  return lines;
}

/** The tariff's lines for the shipment's equipment (PER_BL charges once per B/L, on the first equipment line). */
function tariffCharges(shipment: BillableShipment): DraftCharge[] {
  const charges: DraftCharge[] = [];
  // Plain loops and literals: this runs for every line of the forwarder's thousands of bookings on a cold cache.
  shipment.equipments.forEach(({ ISOEquipmentCode, units }, position) => {
    const sizeType = tariffSizeTypeOf(ISOEquipmentCode);
    for (const line of unitLinesOf(shipment, sizeType, shipment.departureDate)) {
      const basis = line.calculationBasis;
      if (basis === 'PER_BL' && position > 0) continue;
      const quantity = basis === 'PER_BL' ? 1 : basis === 'PER_TEU' ? units * teuOfSizeType(sizeType) : units;
      charges.push({
        chargeCode: line.chargeCode,
        chargeName: line.chargeName,
        calculationBasis: basis,
        stage: line.stage,
        paymentTermCode: line.paymentTermCode,
        unitPrice: line.unitPrice,
        quantity,
        amount: { amount: line.unitPrice.amount * quantity, currency: line.unitPrice.currency },
      });
    }
  });
  return charges;
}

function quoteCharges(lines: readonly PriceLine[]): DraftCharge[] {
  return lines.map(
    ({ chargeCode, chargeName, calculationBasis, stage, paymentTermCode, unitPrice, quantity, amount }) => ({
      chargeCode,
      chargeName,
      calculationBasis,
      stage,
      paymentTermCode,
      unitPrice,
      quantity,
      amount,
    }),
  );
}

/** Which invoice a line of `stage` goes on, for a booking whose freight is `freightTerm`. */
function kindOf(stage: ChargeStage, freightTerm: PaymentTerm): InvoiceKind {
  if (stage === 'ORIGIN') return 'ORIGIN_CHARGES';
  if (stage === 'DESTINATION' || freightTerm === 'COL') return 'DESTINATION_CHARGES';
  return 'PREPAID_FREIGHT';
}

/** The payment term of every line of an invoice of `kind`: collect at destination (D&D included), else prepaid. */
export function paymentTermOfKind(kind: InvoiceKind): PaymentTerm {
  return kind === 'DESTINATION_CHARGES' || kind === 'DEMURRAGE_DETENTION' ? 'COL' : 'PRE';
}

/**
 * The shipment's lines grouped by the invoice that bills them (kinds without lines are absent), each line's payment
 * term that of its invoice. Negative lines (rebates) are left out: a DCSA Charge is never negative.
 */
export function chargesByKind(shipment: BillableShipment, nowMs: number): Map<InvoiceKind, DraftCharge[]> {
  const { quotationReference } = shipment;
  const quote = quotationReference ? readQuote(shipment.ownerUserId, quotationReference, nowMs) : undefined;
  const lines = quote ? quoteCharges(quote.offer.lines) : tariffCharges(shipment);
  const groups = new Map<InvoiceKind, DraftCharge[]>();
  for (const line of lines) {
    if (line.amount.amount < 0) continue;
    const kind = kindOf(line.stage, shipment.freightPaymentTermCode);
    // The lines are fresh copies (tariffCharges, quoteCharges): set in place.
    line.paymentTermCode = paymentTermOfKind(kind);
    const group = groups.get(kind);
    if (group) group.push(line);
    else groups.set(kind, [line]);
  }
  return groups;
}

/**
 * The invoices `shipment`'s lines go on: the keys {@link chargesByKind} gives, without building the lines (the list
 * needs only which invoices a shipment has; their totals come later, for the few it shows).
 */
export function chargeKindsOf(shipment: BillableShipment, nowMs: number): Set<InvoiceKind> {
  const kinds = new Set<InvoiceKind>();
  const { quotationReference, freightPaymentTermCode } = shipment;
  const quote = quotationReference ? readQuote(shipment.ownerUserId, quotationReference, nowMs) : undefined;
  if (quote) {
    for (const line of quote.offer.lines) {
      if (line.amount.amount >= 0) kinds.add(kindOf(line.stage, freightPaymentTermCode));
    }
    return kinds;
  }
  shipment.equipments.forEach(({ ISOEquipmentCode }, position) => {
    for (const line of unitLinesOf(shipment, tariffSizeTypeOf(ISOEquipmentCode), shipment.departureDate)) {
      // A line's amount is its unit price times a positive quantity: the same sign (tariffCharges).
      if (line.calculationBasis === 'PER_BL' && position > 0) continue;
      if (line.unitPrice.amount >= 0) kinds.add(kindOf(line.stage, freightPaymentTermCode));
    }
  });
  return kinds;
}
