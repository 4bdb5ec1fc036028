import { describe, expect, it } from 'vitest';

import { invoicesHref, parseInvoicesSearch, toInvoiceExportParams } from '@/features/e-finance/utils/invoices-url';

describe('My invoices link', () => {
  it('writes filters, sort and paging and reads them back; defaults and empty filters stay out', () => {
    const href = invoicesHref({
      transportDocumentReference: 'ONEYPUSA12345600',
      status: ['PAID', 'OVERDUE'],
      dueFrom: '2026-12-01',
      currency: 'USD',
      sort: 'dueDate',
      page: 2,
      pageSize: 20,
      invoiceNumber: '  ',
    });
    expect(href).toBe(
      '/e-finance/my-invoices?transportDocumentReference=ONEYPUSA12345600&dueFrom=2026-12-01&currency=USD' +
        '&status=OVERDUE&status=PAID&sort=dueDate&page=2&pageSize=20',
    );
    expect(parseInvoicesSearch(new URL(href, 'http://localhost').searchParams)).toEqual({
      transportDocumentReference: 'ONEYPUSA12345600',
      status: ['OVERDUE', 'PAID'],
      dueFrom: '2026-12-01',
      currency: 'USD',
      sort: 'dueDate',
      page: 2,
      pageSize: 20,
    });
    expect(invoicesHref()).toBe('/e-finance/my-invoices');
  });

  it('drops what the list call would refuse from a hand-edited link', () => {
    const search = new URLSearchParams(
      'status=LOST&status=OPEN&dueTo=2026-13-45&currency=usd&sort=amount&page=0&pageSize=7',
    );
    expect(parseInvoicesSearch(search)).toEqual({ status: ['OPEN'], sort: '-issueDate', page: 1, pageSize: 10 });
  });

  it('exports every match: the filters and sort without paging', () => {
    const search = parseInvoicesSearch(new URLSearchParams('carrierBookingReference=PUSA12345600&page=3'));
    expect(toInvoiceExportParams(search)).toEqual({ carrierBookingReference: 'PUSA12345600', sort: '-issueDate' });
  });
});
