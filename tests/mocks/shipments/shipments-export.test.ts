import ExcelJS from 'exceljs';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { BOOKINGS_PATH } from '@/domain/booking/booking-contract';
import {
  type BookingListResponse,
  BOOKINGS_EXPORT_MEDIA_TYPE,
  BOOKINGS_EXPORT_PATH,
} from '@/domain/booking/booking-list-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { handlers } from '../../../mocks/handlers';
import { apiUrl } from '../../../mocks/http';
import { SHIPMENTS_EXPORT_COLUMNS, SHIPMENTS_SHEET_NAME } from '../../../mocks/shipments/shipments-export';
import { callMock, tokenOf } from '../booking/booking-http';

const ORIGIN = 'http://mock.test';
const SHIPPER = DEMO_USERS.shipper.user.userId;

async function exportWorkbook(token: string | undefined, query: string) {
  const headers = new Headers(token ? { Authorization: `Bearer ${token}` } : {});
  const request = new Request(`${ORIGIN}${apiUrl(BOOKINGS_EXPORT_PATH)}?${query}`, { headers });
  const response = await getResponse(handlers, request, { baseUrl: ORIGIN });
  if (!response) throw new Error('no handler answered the export');
  return response;
}

describe('shipments export (GET v1/bookings/files/downloads)', () => {
  it("writes every booking matching the list's filters, in the list's order, not one page", async () => {
    const token = await tokenOf(SHIPPER);
    const list = await callMock<BookingListResponse>('GET', BOOKINGS_PATH, {
      token,
      query: new URLSearchParams([
        ['status', 'CONFIRMED'],
        ['status', 'RECEIVED'],
        ['sort', 'departureDateTime'],
        ['pageSize', '10'],
      ]),
    });
    expect(list.status).toBe(200);

    const response = await exportWorkbook(token, 'status=CONFIRMED&status=RECEIVED&sort=departureDateTime');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(BOOKINGS_EXPORT_MEDIA_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet(SHIPMENTS_SHEET_NAME);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...SHIPMENTS_EXPORT_COLUMNS]);
    // Header plus one row per matching booking: all pages, not only the first ten.
    expect(sheet?.rowCount).toBe(list.body.totalCount + 1);
    const firstPageNumbers = list.body.bookings.map((booking) => booking.carrierBookingRequestReference);
    const exported = Array.from(
      { length: firstPageNumbers.length },
      (_, index) => sheet?.getRow(index + 2).getCell(2).value,
    );
    expect(exported).toEqual(firstPageNumbers);
  });

  it('refuses an anonymous caller and a query outside the contract', async () => {
    expect((await exportWorkbook(undefined, '')).status).toBe(401);
    expect((await exportWorkbook(await tokenOf(SHIPPER), 'status=SHIPPED')).status).toBe(400);
  });
});
