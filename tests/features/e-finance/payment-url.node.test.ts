import { describe, expect, it } from 'vitest';

import { gatewayRouteOf, parsePaymentInvoices } from '@/features/e-finance/utils/payment-url';

const ORIGIN = 'https://www.example-carrier.com';
const BASE = '/one-ecom/';

describe('payment addresses', () => {
  it('follows only the portal’s own gateway page of the payment (no open redirect)', () => {
    const own = '/one-ecom/e-finance/payment-gateway/PAY0000001';
    expect(gatewayRouteOf(own, 'PAY0000001', ORIGIN, BASE)).toBe('/e-finance/payment-gateway/PAY0000001');
    expect(gatewayRouteOf(`${ORIGIN}${own}`, 'PAY0000001', ORIGIN, BASE)).toBe('/e-finance/payment-gateway/PAY0000001');
    for (const foreign of [
      `https://evil.example${own}`,
      `//evil.example${own}`,
      `http://www.example-carrier.com${own}`,
      'javascript:alert(1)',
      '/one-ecom/e-finance/payment-gateway/PAY0000002',
      '/e-finance/payment-gateway/PAY0000001',
      `${own}?next=https://evil.example`,
      '/one-ecom/login',
    ]) {
      expect(gatewayRouteOf(foreign, 'PAY0000001', ORIGIN, BASE), foreign).toBeNull();
    }
  });

  it('reads the invoices of the review link: well-formed, upper-cased, each once', () => {
    expect(parsePaymentInvoices(' invus6700000103,INVKR6700000321,INVUS6700000103,<b>,')).toEqual([
      'INVUS6700000103',
      'INVKR6700000321',
    ]);
    expect(parsePaymentInvoices(null)).toEqual([]);
  });
});
