import { paths } from '@/config/paths';
import { invoiceNumberSchema } from '@/domain/invoice/invoice-contract';
import { PAYMENT_INVOICES_MAX } from '@/domain/invoice/payment-contract';

/*
 * The online payment's addresses (docs/areas/e-finance.md "Online payment"): the invoices of the review page's URL,
 * and the gateway page the carrier answers with, which the portal follows only when it is its own page (no open
 * redirect: another origin, or another path of ours, is refused).
 */

/**
 * The invoice numbers of the review page's `invoices` parameter (comma-separated): trimmed, upper-cased, well-formed
 * ones only, each once, at most PAYMENT_INVOICES_MAX, in the order given.
 */
export function parsePaymentInvoices(raw: string | null): string[] {
  const numbers = (raw ?? '')
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter((part) => invoiceNumberSchema.safeParse(part).success);
  return [...new Set(numbers)].slice(0, PAYMENT_INVOICES_MAX);
}

/**
 * The in-app path of the test gateway page `gatewayUrl` names, or null when it is anything else: another origin than
 * `origin`, a path outside the app's `base` ('/one-ecom/'), or not the gateway page of `paymentId`.
 */
export function gatewayRouteOf(
  gatewayUrl: string,
  paymentId: string,
  origin: string = window.location.origin,
  base: string = import.meta.env.BASE_URL,
): string | null {
  let url: URL;
  try {
    url = new URL(gatewayUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.search !== '' || url.hash !== '') return null;
  const route = paths.paymentGateway.href(paymentId);
  const expected = `${base.replace(/\/$/, '')}${route}`;
  return url.pathname === expected ? route : null;
}
