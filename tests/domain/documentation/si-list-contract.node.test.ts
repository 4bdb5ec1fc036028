import { describe, expect, it } from 'vitest';

import { siDashboardSchema, siListItemSchema, siListQuerySchema } from '@/domain/documentation/si-list-contract';

describe('siListQuerySchema (GET v1/shipping-instructions query string)', () => {
  it('fills the server defaults: sort by due time, page 1, the first page size', () => {
    expect(siListQuerySchema.parse({})).toEqual({ sort: 'dueDateTime', page: 1, pageSize: 10 });
  });

  it('reads numbers and booleans from their query-string text', () => {
    expect(
      siListQuerySchema.parse({
        dueWithinHours: '48',
        overdue: 'false',
        page: '3',
        pageSize: '50',
        summaryStatus: 'ISSUED',
      }),
    ).toEqual({
      dueWithinHours: 48,
      overdue: false,
      page: 3,
      pageSize: 50,
      summaryStatus: 'ISSUED',
      sort: 'dueDateTime',
    });
    expect(siListQuerySchema.parse({ overdue: 'true' }).overdue).toBe(true);
  });

  it.each([
    ['a page size the spec does not offer', { pageSize: '25' }],
    ['page 0', { page: '0' }],
    ['a fractional page', { page: '1.5' }],
    ['a negative due window', { dueWithinHours: '-24' }],
    ['an unknown summary status', { summaryStatus: 'LOST' }],
    ['an unknown sort key', { sort: 'vesselName' }],
  ])('refuses %s', (_name, query) => {
    expect(siListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('siListItemSchema and siDashboardSchema (answers)', () => {
  const row = {
    carrierBookingReference: 'KRPUS2611001',
    transportDocumentReference: 'ONEYKRPUS2611001',
    summaryStatus: 'NOT_SUBMITTED',
    dueDateTime: '2026-11-28T17:00:00+09:00',
    isLate: false,
    portOfLoading: 'KRPUS',
    portOfDischarge: 'NLRTM',
    vesselName: 'ONE HARMONY',
    carrierExportVoyageNumber: '051W',
  };

  it('accepts a row with local due time and UN/LOCODE ports, and refuses a due time without offset or a bad port', () => {
    expect(siListItemSchema.parse(row)).toEqual(row);
    expect(siListItemSchema.safeParse({ ...row, dueDateTime: '2026-11-28T17:00:00' }).success).toBe(false);
    expect(siListItemSchema.safeParse({ ...row, portOfLoading: 'Busan' }).success).toBe(false);
  });

  it('wants a whole, non-negative count for every summary status', () => {
    const counts = {
      NOT_SUBMITTED: 4,
      SUBMITTED: 1,
      DRAFT_TO_REVIEW: 2,
      CORRECTION_PENDING: 0,
      APPROVED: 1,
      ISSUED: 3,
      SURRENDERED: 1,
    };
    const dashboard = { counts, dueWithin24h: 1, dueWithin48h: 2, overdue: 0 };
    expect(siDashboardSchema.parse(dashboard)).toEqual(dashboard);
    expect(siDashboardSchema.safeParse({ ...dashboard, overdue: -1 }).success).toBe(false);
    expect(siDashboardSchema.safeParse({ ...dashboard, counts: { ...counts, ISSUED: 1.5 } }).success).toBe(false);
    const withoutOne: Partial<typeof counts> = { ...counts };
    delete withoutOne.SURRENDERED;
    expect(siDashboardSchema.safeParse({ ...dashboard, counts: withoutOne }).success).toBe(false);
  });
});
