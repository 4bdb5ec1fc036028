import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import {
  STATEMENT_DEFAULT_PAGE_SIZE,
  type StatementResponse,
  STATEMENTS_EXPORT_MEDIA_TYPE,
  STATEMENTS_EXPORT_PATH,
  STATEMENTS_PATH,
} from '@/domain/invoice/statement-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import {
  buildStatementWorkbook,
  STATEMENT_EXPORT_COLUMNS,
  STATEMENT_SHEET_NAME,
} from '../../../mocks/e-finance/statement-export';
import { FLAG_RULES, type FlagRule } from '../../../mocks/feature-flags/handlers';
import { callMock } from '../booking/booking-http';
import { bearerOf, FORWARDER, getRaw, SHIPPER, useInvoiceClock } from './invoice-http';
import { dateAfterNow, getStatement, openLessRemainingCredits, statementOf } from './statement-http';

useInvoiceClock();

const US = DEMO_USERS.us.user.userId;
/** A year up to a date no office's today is past: every entry so far is in it or before it. */
const YEAR = { from: dateAfterNow(-364), to: dateAfterNow(1) };

/** Every entry of the statement, page after page. */
async function allEntries(userId: string, currency: string, from: string, to: string) {
  const entries: StatementResponse['entries'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getStatement(userId, { currency, from, to, page: String(page), pageSize: '50' });
    entries.push(...answer.body.entries);
    if (entries.length >= answer.body.totalCount) return entries;
  }
}

describe('GET v1/account-statements', () => {
  it("answers the forwarder's year: thousands of entries, every one of them the company's", async () => {
    // Its speed is the bench's (scripts/bench/latency-invoices.mjs, docs/performance.md), not a timed unit test's.
    const statement = await statementOf(FORWARDER, 'USD', YEAR.from, YEAR.to, '50');
    expect(statement.totalCount).toBeGreaterThan(1000);
    expect(statement.currency).toBe('USD');
    expect(statement.entries).toHaveLength(50);
  });

  it("answers the shipper's main currency by default, in date order, with balances that add up", async () => {
    const answer = await getStatement(SHIPPER, YEAR);
    expect(answer.status).toBe(200);
    const statement = answer.body;
    expect(statement.currencies).toEqual(expect.arrayContaining(['USD']));
    expect(statement.currencies).toContain(statement.currency);
    expect(statement.pageSize).toBe(STATEMENT_DEFAULT_PAGE_SIZE);
    const entries = await allEntries(SHIPPER, statement.currency, YEAR.from, YEAR.to);
    expect(entries).toHaveLength(statement.totalCount);
    expect(entries.length).toBeGreaterThan(0);
    let balance = statement.openingBalance.amount;
    let debits = 0;
    let credits = 0;
    for (const [index, entry] of entries.entries()) {
      expect(entry.date >= YEAR.from && entry.date <= YEAR.to).toBe(true);
      if (index > 0) expect(entry.date >= (entries[index - 1]?.date ?? '')).toBe(true);
      expect(Boolean(entry.debit) !== Boolean(entry.credit)).toBe(true);
      balance += (entry.debit?.amount ?? 0) - (entry.credit?.amount ?? 0);
      debits += entry.debit?.amount ?? 0;
      credits += entry.credit?.amount ?? 0;
      expect(entry.balance.amount).toBe(balance);
    }
    expect(statement.totalDebit.amount).toBe(debits);
    expect(statement.totalCredit.amount).toBe(credits);
    expect(statement.closingBalance.amount).toBe(balance);
    expect(entries.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['INVOICE', 'PAYMENT']));
  });

  it.each([
    ['demo.shipper', SHIPPER, 'USD'],
    ['demo.shipper', SHIPPER, 'KRW'],
    ['demo.us', US, 'USD'],
    ['demo.forwarder', FORWARDER, 'USD'],
  ])('%s %s: closes today at the open amounts less the remaining credit notes', async (_name, userId, currency) => {
    const statement = await statementOf(userId, currency, YEAR.from, YEAR.to);
    expect(statement.closingBalance.amount).toBe(await openLessRemainingCredits(userId, currency));
    expect(statement.closingBalance.amount).toBe(
      statement.openingBalance.amount + statement.totalDebit.amount - statement.totalCredit.amount,
    );
  });

  it('closes over [a, c] where [a, b] and then [b + 1, c] close', async () => {
    const [a, b, next, c] = [dateAfterNow(-200), dateAfterNow(-60), dateAfterNow(-59), dateAfterNow(1)];
    const whole = await statementOf(SHIPPER, 'USD', a, c);
    const first = await statementOf(SHIPPER, 'USD', a, b);
    const second = await statementOf(SHIPPER, 'USD', next, c);
    expect(first.openingBalance).toEqual(whole.openingBalance);
    expect(second.openingBalance).toEqual(first.closingBalance);
    expect(second.closingBalance).toEqual(whole.closingBalance);
    expect(first.totalCount + second.totalCount).toBe(whole.totalCount);
  });

  it('refuses a period ending before it starts or longer than 366 days, at $.to', async () => {
    const reversed = await getStatement(SHIPPER, { from: '2026-05-02', to: '2026-05-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([expect.objectContaining({ jsonPath: '$.to', message: 'range' })]);
    const long = await getStatement(SHIPPER, { from: '2025-01-01', to: '2026-01-02' });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([expect.objectContaining({ jsonPath: '$.to', message: 'too-long' })]);
    expect((await getStatement(SHIPPER, { from: '2024-01-01', to: '2024-12-31' })).status).toBe(200);
    expect((await getStatement(SHIPPER, { from: 'x', to: '2024-12-31' })).status).toBe(400);
  });

  it('answers 401 without a login and 403 where e-finance is off', async () => {
    expect((await callMock('GET', STATEMENTS_PATH, { query: YEAR })).status).toBe(401);
    const rules = FLAG_RULES as Record<string, FlagRule>;
    const saved = rules.eFinance;
    rules.eFinance = { kind: 'static', enabled: false };
    try {
      const refused = await callMock<{ code: string }>('GET', STATEMENTS_PATH, {
        token: await bearerOf(SHIPPER),
        query: YEAR,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FEATURE_DISABLED');
    } finally {
      if (saved) rules.eFinance = saved;
    }
  });
});

describe('GET v1/account-statements/files/downloads', () => {
  it('writes a reference "=1+1" or "-2+3" as text and a negative balance as a number', async () => {
    const money = (amount: number) => ({ amount, currency: 'USD' });
    const bytes = await buildStatementWorkbook({
      currency: 'USD',
      from: '2026-01-01',
      to: '2026-01-31',
      currencies: ['USD'],
      openingBalance: money(0),
      entries: [
        { date: '2026-01-02', kind: 'CREDIT_NOTE', reference: '=1+1', credit: money(500), balance: money(-500) },
        { date: '2026-01-03', kind: 'PAYMENT', reference: '-2+3', credit: money(100), balance: money(-600) },
      ],
      totalDebit: money(0),
      totalCredit: money(600),
      closingBalance: money(-600),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const values = (workbook.getWorksheet(STATEMENT_SHEET_NAME)?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    const cells = values.flat().filter((value) => typeof value === 'string');
    expect(cells.filter((value) => /^[=+\-@\t\r]/.test(value))).toEqual([]);
    expect(cells).toEqual(expect.arrayContaining(["'=1+1", "'-2+3"]));
    expect(values[2]?.[9]).toBe(-5);
    expect(values.at(-1)?.[9]).toBe(-6);
  });

  it('holds every entry of the period between the opening and closing balances', async () => {
    const statement = await statementOf(SHIPPER, 'USD', YEAR.from, YEAR.to);
    const query = new URLSearchParams({ currency: 'USD', ...YEAR }).toString();
    const response = await getRaw(STATEMENTS_EXPORT_PATH, await bearerOf(SHIPPER), query);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(STATEMENTS_EXPORT_MEDIA_TYPE);
    expect(response.headers.get('Content-Disposition')).toContain(`ONE Statement USD ${YEAR.from} ${YEAR.to}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const values = (workbook.getWorksheet(STATEMENT_SHEET_NAME)?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(values[0]?.slice(1)).toEqual([...STATEMENT_EXPORT_COLUMNS]);
    const rows = values.slice(2, -2);
    expect(rows).toHaveLength(statement.totalCount);
    expect(values[1]?.[9]).toBe(statement.openingBalance.amount / 100);
    expect(values.at(-1)?.[9]).toBe(statement.closingBalance.amount / 100);
    expect(rows.at(-1)?.[9]).toBe(statement.closingBalance.amount / 100);
    expect((await getRaw(STATEMENTS_EXPORT_PATH, undefined, query)).status).toBe(401);
  });
});
