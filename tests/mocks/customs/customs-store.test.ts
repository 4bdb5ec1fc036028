import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  ICS2_BOOKINGS_PATH,
  type Ics2BookingDetail,
  ics2BookingDetailSchema,
  type Ics2BookingListResponse,
  ics2BookingListResponseSchema,
  ics2BookingPath,
} from '@/domain/customs/customs-contract';
import type { Ics2Data } from '@/domain/customs/ics2-rules-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { ICS2_ANSWER_DELAY_MS, SEEDED_DO_NOT_LOAD_REASON, SEEDED_QUESTION } from '../../../mocks/customs/customs-store';
import { callMock, tokenOf } from '../booking/booking-http';

const NOW = Date.parse('2026-11-23T03:00:00Z');
const SHIPPER = DEMO_USERS.shipper.user.userId;
const FORWARDER = DEMO_USERS.forwarder.user.userId;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

async function list(userId: string, query: Record<string, string> = { pageSize: '50' }) {
  const answer = await callMock<Ics2BookingListResponse>('GET', ICS2_BOOKINGS_PATH, {
    token: await tokenOf(userId, NOW),
    query,
  });
  expect(answer.status).toBe(200);
  return ics2BookingListResponseSchema.parse(answer.body);
}

function completed(detail: Ics2BookingDetail): Ics2Data {
  return {
    ...detail.data,
    shipperEori: 'KR1234567890',
    consigneeEori: 'NL123456789',
    buyer: { name: 'Van Dijk Trading BV', street: 'Weena 10', city: 'Rotterdam', countryCode: 'NL' },
    seller: { name: 'Hanbit Electronics', street: '55 Jungang-daero', city: 'Busan', countryCode: 'KR' },
    goods: detail.data.goods.map((item) => ({ ...item, hsCode: '854231', description: 'DRAM memory chips' })),
  };
}

describe('mock ICS2 API', () => {
  it("lists the shipper's EU-bound bookings with every seeded filing status", async () => {
    const { bookings, hasMore } = await list(SHIPPER);
    expect(bookings.length).toBeGreaterThan(3);
    expect(hasMore).toBe(false);
    for (const row of bookings) expect(row.ics2Ports.length).toBeGreaterThan(0);
    const statuses = new Set(bookings.map((row) => row.filing.status));
    expect(statuses).toContain('NOT_FILED');
    expect(statuses).toContain('MORE_INFORMATION_REQUESTED');
    expect(statuses).toContain('DO_NOT_LOAD');
    const asked = bookings.find((row) => row.filing.status === 'MORE_INFORMATION_REQUESTED');
    expect(asked?.filing.question).toBe(SEEDED_QUESTION);
    const refused = bookings.find((row) => row.filing.status === 'DO_NOT_LOAD');
    expect(refused?.filing.reason).toBe(SEEDED_DO_NOT_LOAD_REASON);
    const notFiled = bookings.find((row) => row.filing.status === 'NOT_FILED');
    expect(notFiled?.readiness.ready).toBe(false);
  });

  it("pages a forwarder's thousands of bookings lazily", async () => {
    const first = await list(FORWARDER, { page: '1', pageSize: '10' });
    const second = await list(FORWARDER, { page: '2', pageSize: '10' });
    expect(first.bookings).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(second.bookings).toHaveLength(10);
    const firstIds = new Set(first.bookings.map((row) => row.carrierBookingRequestReference));
    expect(second.bookings.some((row) => firstIds.has(row.carrierBookingRequestReference))).toBe(false);
  });

  it('files complete data and customs accept it after the delay', async () => {
    const token = await tokenOf(SHIPPER, NOW);
    const row = (await list(SHIPPER)).bookings.find((item) => item.filing.status === 'NOT_FILED');
    if (!row) throw new Error('no booking to complete');
    const path = ics2BookingPath(row.carrierBookingRequestReference);
    const detail = ics2BookingDetailSchema.parse((await callMock('GET', path, { token })).body);
    expect(detail.readiness.missing).toContain('shipperEori');

    const saved = await callMock<Ics2BookingDetail>('PUT', path, { token, body: completed(detail) });
    expect(saved.status).toBe(200);
    expect(saved.body.readiness).toEqual({ ready: true, missing: [] });
    expect(saved.body.filing.status).toBe('FILED');

    vi.setSystemTime(NOW + ICS2_ANSWER_DELAY_MS);
    const later = await callMock<Ics2BookingDetail>('GET', path, { token: await tokenOf(SHIPPER) });
    expect(later.body.filing.status).toBe('ACCEPTED');
    expect(later.body.filing.mrn).toMatch(/^26NL/);
  });

  it('answers 422 with field errors for a vague description or a 4-digit HS code', async () => {
    const token = await tokenOf(SHIPPER, NOW);
    const row = (await list(SHIPPER)).bookings[0];
    if (!row) throw new Error('no booking');
    const path = ics2BookingPath(row.carrierBookingRequestReference);
    const detail = ics2BookingDetailSchema.parse((await callMock('GET', path, { token })).body);
    const body = completed(detail);
    body.goods = body.goods.map((item) => ({ ...item, hsCode: '8542', description: 'General cargo' }));
    const answer = await callMock<ApiErrorBody>('PUT', path, { token, body });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.map((error) => error.jsonPath)).toEqual(
      expect.arrayContaining(['$.goods[0].hsCode', '$.goods[0].description']),
    );
  });

  it('leaves EU exports out of the ICS2 list: Rotterdam to Busan or Santos, Hamburg to Shanghai are not asked for', async () => {
    const { bookings } = await list(SHIPPER);
    const lanes = bookings.map((row) => `${row.pol.UNLocationCode}-${row.pod.UNLocationCode}`);
    expect(lanes.length).toBeGreaterThan(3);
    expect(lanes.filter((lane) => ['NLRTM-KRPUS', 'NLRTM-BRSSZ', 'DEHAM-CNSHA'].includes(lane))).toEqual([]);
    for (const row of bookings) expect(['NL', 'DE']).toContain(row.pod.UNLocationCode.slice(0, 2));
  });

  it('does not know bookings that do not touch the EU', async () => {
    const answer = await callMock('GET', ics2BookingPath('NOPE0000000'), { token: await tokenOf(SHIPPER, NOW) });
    expect(answer.status).toBe(404);
  });
});
