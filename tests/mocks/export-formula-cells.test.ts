import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { BOOKINGS_PATH } from '@/domain/booking/booking-contract';
import { type BookingListResponse } from '@/domain/booking/booking-list-contract';
import { type InvoiceListResponse, INVOICES_PATH } from '@/domain/invoice/invoice-contract';
import type { TariffSurchargesResponse } from '@/features/prices/api/prices-contract';

import { DEMO_USERS } from '../../mocks/auth/demo-users';
import { buildInvoicesWorkbook } from '../../mocks/e-finance/invoice-export';
import { buildTariffWorkbook } from '../../mocks/prices/tariff-export';
import { buildScheduleCsv, buildScheduleWorkbook } from '../../mocks/schedule/data/schedule-export';
import { createRoute, createSailInfo } from '../../mocks/schedule/factories';
import { buildShipmentsWorkbook } from '../../mocks/shipments/shipments-export';
import { callMock, tokenOf } from './booking/booking-http';

const ATTACK = "+cmd|' /C calc'!A0";
/** A text cell a spreadsheet would run: starts with = + - @ tab or CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

async function cellsOf(bytes: ArrayBuffer): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const values: unknown[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => values.push(cell.value));
  });
  return values;
}

const unsafeText = (values: readonly unknown[]) =>
  values.filter((value) => typeof value === 'string' && FORMULA_START.test(value));

function attackRoute() {
  const leg = createSailInfo({ vesselName: ATTACK, serviceCode: '-2+3' });
  return createRoute({ sailInfo: [leg] });
}

describe('exports write no cell a spreadsheet would run as a formula', () => {
  it('schedule CSV: a vessel name "+cmd|..." and a service "-2+3" open as text', () => {
    const csv = buildScheduleCsv([attackRoute()], 'https://example.test/schedule');
    expect(csv).toContain(`'-2+3`);
    expect(csv).toContain(`'${ATTACK}`);
    const cells = csv.split(/\r\n/).flatMap((line) => line.split(','));
    expect(unsafeText(cells)).toEqual([]);
  });

  it('schedule workbook: the same cells open as text', async () => {
    const request: Parameters<typeof buildScheduleWorkbook>[1] = {
      porCode: 'KRPUS',
      porName: 'Busan',
      delCode: 'NLRTM',
      delName: 'Rotterdam',
      fromDate: '2026-11-20',
      toDate: '2026-12-18',
      rcvTermCode: 'Y',
      deTermCode: 'Y',
      fileType: 'xlsx',
      sortBy: 'departure',
      service: '',
      useTotalTransitInDays: true,
      searchType: 'calendar',
    };
    const bytes = await buildScheduleWorkbook([attackRoute()], request, 'https://example.test/schedule');
    const values = await cellsOf(bytes);
    expect(values).toContain(`'-2+3`);
    expect(unsafeText(values)).toEqual([]);
  });

  it('tariff workbook: a name "=HYPERLINK(...)" opens as text, a negative amount stays a number', async () => {
    const tariff: TariffSurchargesResponse = {
      params: {
        originCode: 'KRPUS',
        destinationCode: 'NLRTM',
        cargoType: 'DRY',
        isoEquipmentCode: '45G1',
        applicationDate: '2026-11-21',
      },
      surcharges: [
        {
          code: 'BAF',
          name: '=HYPERLINK("http://evil.example","refund")',
          basis: 'PER_CONTAINER',
          stage: 'FREIGHT',
          paymentTermCode: 'PRE',
          amount: { amount: -12_550, currency: 'USD' },
          effectiveFrom: '2026-11-01',
        },
      ],
      exchangeRates: [{ currency: 'EUR', usdPerUnit: '1.08', asOf: '2026-11-20' }],
      originCurrency: 'KRW',
      destinationCurrency: 'EUR',
    };
    const values = await cellsOf(await buildTariffWorkbook(tariff));
    expect(values).toContain(`'=HYPERLINK("http://evil.example","refund")`);
    expect(values).toContain(-125.5);
    expect(unsafeText(values)).toEqual([]);
  });

  it('shipments workbook: a vessel "@SUM(1+1)" opens as text', async () => {
    const token = await tokenOf(DEMO_USERS.shipper.user.userId);
    const list = await callMock<BookingListResponse>('GET', BOOKINGS_PATH, { token });
    const booking = list.body.bookings[0];
    if (!booking) throw new Error('the demo shipper has no bookings');
    const values = await cellsOf(await buildShipmentsWorkbook([{ ...booking, vesselName: '@SUM(1+1)' }]));
    expect(values.some((value) => typeof value === 'string' && value.startsWith(`'@SUM(1+1)`))).toBe(true);
    expect(unsafeText(values)).toEqual([]);
  });

  it('invoices workbook: a vessel "=1+1" and a place "-2+3" open as text, amounts stay numbers', async () => {
    const token = await tokenOf(DEMO_USERS.shipper.user.userId);
    const list = await callMock<InvoiceListResponse>('GET', INVOICES_PATH, { token });
    const invoice = list.body.invoices[0];
    if (!invoice) throw new Error('the demo shipper has no invoices');
    const attack = { ...invoice, vesselName: '=1+1', pol: { ...invoice.pol, locationName: '-2+3' } };
    const values = await cellsOf(await buildInvoicesWorkbook([attack]));
    expect(values.some((value) => typeof value === 'string' && value.startsWith(`'=1+1`))).toBe(true);
    expect(values.some((value) => typeof value === 'string' && value.startsWith(`'-2+3`))).toBe(true);
    expect(values.filter((value) => typeof value === 'number')).toHaveLength(4);
    expect(unsafeText(values)).toEqual([]);
  });
});
