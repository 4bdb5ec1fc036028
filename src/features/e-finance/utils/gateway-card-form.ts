import { z } from '@/config/zod-mini';
import { expiryIsCurrent, gatewayCardRequestSchema, PAYMENT_ISSUES } from '@/domain/invoice/payment-contract';

/*
 * The test gateway's card form (docs/areas/e-finance.md "Online payment"): the contract's card request, plus the
 * expiry checked against today (the server checks it too). Messages are issue codes the `payment` namespace
 * translates at the field (`issue.<code>`).
 */

/** The card form's schema: number (Luhn), expiry 'MM/YY' not past, CVC, holder. */
export const gatewayCardFormSchema = gatewayCardRequestSchema.check(
  z.refine((card) => expiryIsCurrent(card.expiry, Date.now()), { message: PAYMENT_ISSUES.expiry, path: ['expiry'] }),
);
/** What the card form holds (the request's shape). */
export type GatewayCardFormValues = z.infer<typeof gatewayCardFormSchema>;

/** An empty card form. */
export const EMPTY_CARD: GatewayCardFormValues = { cardNumber: '', expiry: '', cvc: '', holderName: '' };

/** How the Field primitives translate the card form's issue codes. */
export const PAYMENT_ISSUE_TEXT = { ns: 'payment', prefix: 'issue.' };
