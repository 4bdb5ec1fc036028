import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  type Invoice,
  type InvoiceListResponse,
  invoicePath,
  INVOICES_PATH,
  invoiceSchema,
} from '@/domain/invoice/invoice-contract';
import { currencyDecimals, type Money, toMinorUnits } from '@/domain/money/money';

import { convertMoney, invoiceRateOf, invoiceTotalOf, toMajorUnits } from '../../../mocks/e-finance/invoice-money';
import { invoiceStatusOf, seededPlanOf, settlementAt } from '../../../mocks/e-finance/invoice-status';
import { callMock } from '../booking/booking-http';
import { bearerOf, SHIPPER, useInvoiceClock } from './invoice-http';

// The money rules of invoices (docs/areas/e-finance.md): checked against a conversion written here from the rules
// (exact rational, rounded half away from zero), not against the mock's own code.
useInvoiceClock();

const CURRENCIES = ['USD', 'EUR', 'KRW', 'JPY', 'CNY', 'INR'] as const;
const DAY_MS = 86_400_000;

/** `money` at decimal `rate` into minor units of `to`: exact fraction, rounded once, half away from zero. */
function referenceConversion(money: Money, to: string, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const numerator = BigInt(money.amount) * BigInt(`${whole}${fraction}`) * 10n ** BigInt(currencyDecimals(to));
  const denominator = 10n ** BigInt(fraction.length + currencyDecimals(money.currency));
  const absolute = numerator < 0n ? -numerator : numerator;
  let quotient = absolute / denominator;
  if ((absolute % denominator) * 2n >= denominator) quotient += 1n;
  return Number(numerator < 0n ? -quotient : quotient);
}

function referenceTotal(invoice: Invoice): number {
  return invoice.charges.reduce((sum, { amount }) => {
    if (amount.currency === invoice.invoiceCurrency) return sum + amount.amount;
    const rate = invoice.exchangeRates.find((candidate) => candidate.fromCurrency === amount.currency);
    if (!rate) throw new Error(`${invoice.invoiceNumber} has no rate for ${amount.currency}`);
    expect(rate.toCurrency).toBe(invoice.invoiceCurrency);
    return sum + referenceConversion(amount, invoice.invoiceCurrency, rate.rate);
  }, 0);
}

const moneyArbitrary = fc.record({
  amount: fc.integer({ min: 0, max: 10_000_000_000 }),
  currency: fc.constantFrom(...CURRENCIES),
});
const dateArbitrary = fc
  .integer({ min: 0, max: 700 })
  .map((days) => new Date(Date.UTC(2025, 0, 1) + days * DAY_MS).toISOString().slice(0, 10));

describe('invoice money rules (properties)', () => {
  it('converts each line once, rounded half away from zero, and totals the converted lines', () => {
    fc.assert(
      fc.property(
        fc.array(moneyArbitrary, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(...CURRENCIES),
        dateArbitrary,
        (amounts, invoiceCurrency, date) => {
          const rates = [...new Set(amounts.map((money) => money.currency))]
            .filter((currency) => currency !== invoiceCurrency)
            .map((currency) => {
              const rate = invoiceRateOf(currency, invoiceCurrency, date);
              if (!rate) throw new Error(`no rate ${currency}`);
              return rate;
            });
          const expected = amounts.reduce((sum, money) => {
            const rate = rates.find((candidate) => candidate.fromCurrency === money.currency);
            return sum + (rate ? referenceConversion(money, invoiceCurrency, rate.rate) : money.amount);
          }, 0);
          const lines = amounts.map((amount) => ({ amount }));
          expect(invoiceTotalOf(lines, invoiceCurrency, rates)).toEqual({
            amount: expected,
            currency: invoiceCurrency,
          });
          for (const rate of rates) expect(rate.rate).toMatch(/^\d{1,9}(\.\d{1,10})?$/);
        },
      ),
    );
  });

  it('rounds a half minor unit away from zero', () => {
    const rate = { fromCurrency: 'USD', toCurrency: 'KRW', rate: '1.5', rateDate: '2026-11-23' };
    expect(convertMoney({ amount: 1, currency: 'USD' }, rate)).toEqual({ amount: 0, currency: 'KRW' });
    expect(convertMoney({ amount: 100, currency: 'USD' }, { ...rate, rate: '0.5' })).toEqual({
      amount: 1,
      currency: 'KRW',
    });
    expect(convertMoney({ amount: -100, currency: 'USD' }, { ...rate, rate: '0.5' })).toEqual({
      amount: -1,
      currency: 'KRW',
    });
    expect(convertMoney({ amount: 300, currency: 'USD' }, rate)).toEqual({ amount: 5, currency: 'KRW' });
  });

  it("writes DCSA's major units that read back to the same minor units in each currency's decimals", () => {
    fc.assert(
      fc.property(moneyArbitrary, (money) => {
        const major = toMajorUnits(money);
        expect(toMinorUnits(major, money.currency)).toBe(money.amount);
        if (currencyDecimals(money.currency) === 0) expect(Number.isInteger(major)).toBe(true);
      }),
    );
  });

  it('never lets paid exceed the total nor open go negative, and derives the status from the amounts', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^INVKR\d{10}$/),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: -10, max: 120 }),
        (invoiceNumber, total, daysAfterIssue) => {
          const issueMs = Date.UTC(2026, 9, 1);
          const dueEndMs = issueMs + 30 * DAY_MS;
          const nowMs = issueMs + daysAfterIssue * DAY_MS;
          const settlement = settlementAt(seededPlanOf(invoiceNumber, total, issueMs, dueEndMs), total, nowMs);
          expect(settlement.paid).toBeGreaterThanOrEqual(0);
          expect(settlement.paid).toBeLessThanOrEqual(total);
          const status = invoiceStatusOf(total, settlement, dueEndMs, nowMs);
          const open = total - settlement.paid;
          if (status === 'PAID') expect(open).toBe(0);
          if (status === 'OPEN') expect(settlement.paid).toBe(0);
          if (status === 'OVERDUE') expect(nowMs >= dueEndMs && open > 0).toBe(true);
          if (status === 'PARTLY_PAID') expect(settlement.paid > 0 && open > 0 && nowMs < dueEndMs).toBe(true);
        },
      ),
    );
  });
});

describe('the generated invoices keep the money rules', () => {
  it('total = lines converted at the invoice rates; subtotals per currency; open = total - paid; lines agree', async () => {
    const token = await bearerOf(SHIPPER);
    const invoices: Invoice[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await callMock<InvoiceListResponse>('GET', INVOICES_PATH, {
        token,
        query: { page: String(page), pageSize: '50' },
      });
      for (const row of answer.body.invoices) {
        const detail = await callMock<Invoice>('GET', invoicePath(row.invoiceNumber), { token });
        invoices.push(invoiceSchema.parse(detail.body));
      }
      if (page * 50 >= answer.body.totalCount) break;
    }
    expect(invoices.some((invoice) => invoice.exchangeRates.length > 0)).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...invoices), (invoice) => {
        expect(invoice.total.amount).toBe(referenceTotal(invoice));
        const perCurrency = new Map<string, number>();
        for (const { amount } of invoice.charges) {
          perCurrency.set(amount.currency, (perCurrency.get(amount.currency) ?? 0) + amount.amount);
        }
        expect(invoice.subtotals).toEqual([...perCurrency].map(([currency, amount]) => ({ amount, currency })));
        expect(invoice.open.amount).toBe(invoice.total.amount - invoice.paid.amount);
        expect(invoice.open.amount).toBeGreaterThanOrEqual(0);
        expect(invoice.paid.amount).toBeLessThanOrEqual(invoice.total.amount);
        const foreign = new Set(
          invoice.charges.map((charge) => charge.currencyCode).filter((code) => code !== invoice.invoiceCurrency),
        );
        expect(invoice.exchangeRates.map((rate) => rate.fromCurrency).sort()).toEqual([...foreign].sort());
        for (const charge of invoice.charges) {
          expect(toMinorUnits(charge.currencyAmount, charge.currencyCode)).toBe(charge.amount.amount);
          expect(toMinorUnits(charge.unitPrice, charge.currencyCode) * charge.quantity).toBe(charge.amount.amount);
        }
      }),
      { numRuns: Math.min(200, invoices.length * 3) },
    );
  }, 60_000);
});
