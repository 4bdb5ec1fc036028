import type { Money } from '@/domain/money/money';
import type { ChargeBasis, ChargeStage, PaymentTerm } from '@/domain/quote/quote-contract';

/**
 * One billed line before it is written as a DCSA Charge (docs/areas/e-finance.md): money in minor units of its
 * currency, quantity by its basis. Kept apart so the tariff's lines (./invoice-charges.ts) and the D&D lines
 * (./invoice-dnd.ts) share it without importing each other.
 */
export interface DraftCharge {
  chargeCode: string;
  chargeName: string;
  /** The tariff's basis, or PER_DAY for days over free time (the D&D invoice). */
  calculationBasis: ChargeBasis | 'PER_DAY';
  stage: ChargeStage;
  paymentTermCode: PaymentTerm;
  unitPrice: Money;
  quantity: number;
  amount: Money;
}
