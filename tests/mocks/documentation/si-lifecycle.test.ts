import { describe, expect, it, vi } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { CreateBookingResponse } from '@/domain/booking/booking-contract';
import { type ShippingInstructions } from '@/domain/documentation/si-contract';
import {
  SI_SUMMARY_STATUSES,
  type SiDashboard,
  type SiListResponse,
  type SiSummaryStatus,
} from '@/domain/documentation/si-list-contract';
import { type TransportDocument } from '@/domain/documentation/transport-document-contract';
import type { NotificationList } from '@/domain/notification/notification-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { DEFAULT_CONFIRM_DELAY_MS } from '../../../mocks/booking/booking-settings';
import { createBookingRequest } from '../../../mocks/booking/factories';
import { createShippingInstructionsRequest } from '../../../mocks/documentation/factories';
import { DRAFT_DELAY_MS } from '../../../mocks/documentation/si-lifecycle';
import { callMock, tokenOf } from '../booking/booking-http';
import { useMockSession } from '../mock-session';

// The lifecycle runs on stored timestamps: the tests move the clock (only Date is faked, so MSW's promises still run).
const START = Date.parse('2026-11-24T03:00:00Z');
const session = useMockSession(START);
const SHIPPER = 'demo.shipper';

async function list(token: string, query: Record<string, string> = {}) {
  const answer = await callMock<SiListResponse>('GET', 'v1/shipping-instructions', { token, query });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function summaryOf(token: string, bookingNumber: string): Promise<SiSummaryStatus | undefined> {
  const page = await list(token, { carrierBookingReferences: bookingNumber });
  return page.items[0]?.summaryStatus;
}

describe('seeded SIs', () => {
  // Each call works out the status of every SI row of the user (the forwarder: thousands), and a user takes seven
  // calls: seconds on a quiet 2-core machine, over 15 s at load 12, hence the bound.
  it.each(['demo.shipper', 'demo.shipper2', 'demo.forwarder'])(
    '%s has SIs in every state, and the dashboard counts what the list holds',
    { timeout: 60_000 },
    async (userId) => {
      const token = await tokenOf(userId, START);
      const dashboard = (await callMock<SiDashboard>('GET', 'v1/shipping-instructions-dashboard', { token })).body;
      for (const status of SI_SUMMARY_STATUSES) {
        expect(dashboard.counts[status], `${userId} ${status}`).toBeGreaterThan(0);
        const page = await list(token, { summaryStatus: status, pageSize: '10' });
        expect(page.total).toBe(dashboard.counts[status]);
        expect(page.items.every((item) => item.summaryStatus === status)).toBe(true);
      }
    },
  );

  it('each demo user sees SIs due within 24 hours, within 48 hours and overdue, on any day of the week', async () => {
    // Monday just after the week's turn, Wednesday, Friday and Sunday night (UTC) of the week of START.
    const instants = ['2026-11-23T00:30:00Z', '2026-11-25T12:00:00Z', '2026-11-27T18:00:00Z', '2026-11-29T23:30:00Z'];
    for (const userId of ['demo.shipper', 'demo.shipper2']) {
      for (const instant of instants) {
        const nowMs = Date.parse(instant);
        vi.setSystemTime(nowMs);
        const token = await tokenOf(userId, nowMs);
        const dashboard = (await callMock<SiDashboard>('GET', 'v1/shipping-instructions-dashboard', { token })).body;
        expect(dashboard.dueWithin24h, `${userId} due within 24 h at ${instant}`).toBeGreaterThan(0);
        expect(dashboard.dueWithin48h, `${userId} due within 48 h at ${instant}`).toBeGreaterThan(
          dashboard.dueWithin24h,
        );
        expect(dashboard.overdue, `${userId} overdue at ${instant}`).toBeGreaterThan(0);
      }
    }
  });

  it('a seeded draft reads as SI and B/L', async () => {
    const token = await tokenOf(SHIPPER, START);
    const draft = (await list(token, { summaryStatus: 'DRAFT_TO_REVIEW' })).items[0]!;
    const si = await callMock<ShippingInstructions>(
      'GET',
      `v1/shipping-instructions/${draft.carrierBookingReference}`,
      {
        token,
      },
    );
    expect(si.status).toBe(200);
    expect(si.body.history.map((entry) => entry.event)).toEqual(['SI_RECEIVED', 'DRAFT_ISSUED']);
    const document = await callMock<TransportDocument>(
      'GET',
      `v1/transport-documents/${draft.transportDocumentReference}`,
      {
        token,
      },
    );
    expect(document.body.transportDocumentStatus).toBe('DRAFT');
    expect(document.body.transportDocumentReference).toBe(`ONEY${draft.carrierBookingReference}`);
    expect((await list(token, { overdue: 'false' })).total).toBe((await list(token)).total);
  });
});

/** A confirmed booking of the session's user (Busan -> Rotterdam, the first sailing): its number, DCO and ETD. */
async function confirmedBooking(): Promise<{ bookingNumber: string; dueMs: number; departureMs: number }> {
  const created = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
    token: session.token,
    body: createBookingRequest(),
    idempotencyKey: crypto.randomUUID(),
  });
  await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
  const booking = (
    await callMock<Booking>('GET', `v1/bookings/${created.body.carrierBookingRequestReference}`, {
      token: session.token,
    })
  ).body;
  const dco = booking.shipmentCutOffTimes?.find((cutOff) => cutOff.cutOffDateTimeCode === 'DCO')?.cutOffDateTime;
  const etd = booking.transportPlan?.find((leg) => leg.transportPlanStage === 'MNC')?.plannedDepartureDateTime;
  if (!booking.carrierBookingReference || !dco || !etd) throw new Error('expected a confirmed booking');
  return { bookingNumber: booking.carrierBookingReference, dueMs: Date.parse(dco), departureMs: Date.parse(etd) };
}

function send(bookingNumber: string, idempotencyKey: string = crypto.randomUUID()) {
  return callMock<{ shippingInstructionsReference: string }>('POST', 'v1/shipping-instructions', {
    token: session.token,
    body: createShippingInstructionsRequest(bookingNumber),
    idempotencyKey,
  });
}

describe('an SI through its life', () => {
  it('received, draft, correction, new draft, approved, issued after departure, surrendered; one SI per key', async () => {
    const { bookingNumber, departureMs } = await confirmedBooking();
    expect(await summaryOf(session.token, bookingNumber)).toBe('NOT_SUBMITTED');
    const key = crypto.randomUUID();
    const first = await send(bookingNumber, key);
    expect(first.status).toBe(202);
    expect(first.body.shippingInstructionsReference).toBe(`SI${bookingNumber}`);
    expect((await send(bookingNumber, key)).body).toEqual(first.body);
    expect((await send(bookingNumber)).status).toBe(409);
    expect(await summaryOf(session.token, bookingNumber)).toBe('SUBMITTED');
    const blNumber = `ONEY${bookingNumber}`;
    expect((await callMock('GET', `v1/transport-documents/${blNumber}`, { token: session.token })).status).toBe(404);

    const draftsNotified = async () =>
      (await callMock<NotificationList>('GET', 'v1/notifications', { token: session.token })).body.notifications.filter(
        (notification) => notification.type === 'DRAFT_BL_READY',
      );
    expect(await draftsNotified()).toEqual([]);
    await session.advanceBy(DRAFT_DELAY_MS);
    expect(await summaryOf(session.token, bookingNumber)).toBe('DRAFT_TO_REVIEW');
    // The draft is announced to the user (the bell and the live feed read the same list).
    expect(await draftsNotified()).toMatchObject([
      { bookingReference: bookingNumber, transportDocumentReference: `ONEY${bookingNumber}` },
    ]);
    const correction = await callMock('POST', `v1/transport-documents/${blNumber}/correction-requests`, {
      token: session.token,
      body: { comment: 'Consignee street is Wilhelminakade 123.' },
    });
    expect(correction.status).toBe(202);
    expect(await summaryOf(session.token, bookingNumber)).toBe('CORRECTION_PENDING');
    const approve = () =>
      callMock('PATCH', `v1/transport-documents/${blNumber}`, {
        token: session.token,
        body: { transportDocumentStatus: 'APPROVED' },
      });
    expect((await approve()).status).toBe(409);

    await session.advanceBy(DRAFT_DELAY_MS);
    expect(await summaryOf(session.token, bookingNumber)).toBe('DRAFT_TO_REVIEW');
    expect((await approve()).status).toBe(204);
    expect(await summaryOf(session.token, bookingNumber)).toBe('APPROVED');
    const si = (
      await callMock<ShippingInstructions>('GET', `v1/shipping-instructions/${bookingNumber}`, { token: session.token })
    ).body;
    expect(si.history.map((entry) => entry.event)).toEqual([
      'SI_RECEIVED',
      'DRAFT_ISSUED',
      'CORRECTION_REQUESTED',
      'DRAFT_ISSUED',
      'DRAFT_APPROVED',
    ]);
    expect(si.history[2]?.comment).toBe('Consignee street is Wilhelminakade 123.');
    expect(si.isLate).toBe(false);
    const surrender = () =>
      callMock('POST', `v1/transport-documents/${blNumber}/surrender-requests`, { token: session.token, body: {} });
    expect((await surrender()).status).toBe(409);

    // The B/L is issued once the vessel has departed (the booking's ETD on the mock clock).
    await session.advanceTo(departureMs + 3_600_000);
    const issued = await callMock<TransportDocument>('GET', `v1/transport-documents/${blNumber}`, {
      token: session.token,
    });
    expect(issued.body.transportDocumentStatus).toBe('ISSUED');
    expect(issued.body.issueDate).toBe(issued.body.transports.plannedDepartureDate);
    expect((await surrender()).status).toBe(202);
    const after = await callMock<TransportDocument>('GET', `v1/transport-documents/${blNumber}`, {
      token: session.token,
    });
    expect(after.body.transportDocumentStatus).toBe('SURRENDERED_FOR_DELIVERY');
    expect(await summaryOf(session.token, bookingNumber)).toBe('SURRENDERED');
  });

  it('an SI after the DCO is accepted but flagged late; a bad container number is refused at its field', async () => {
    const { bookingNumber, dueMs } = await confirmedBooking();
    await session.advanceTo(dueMs - 20 * 3_600_000);
    expect((await list(session.token, { dueWithinHours: '24' })).total).toBe(1);
    expect((await list(session.token, { dueWithinHours: '12' })).total).toBe(0);
    const dashboard = (
      await callMock<SiDashboard>('GET', 'v1/shipping-instructions-dashboard', { token: session.token })
    ).body;
    expect(dashboard).toMatchObject({ dueWithin24h: 1, dueWithin48h: 1, overdue: 0 });
    await session.advanceTo(dueMs + 3_600_000);
    expect((await list(session.token, { overdue: 'true' })).items.map((item) => item.carrierBookingReference)).toEqual([
      bookingNumber,
    ]);
    const bad = createShippingInstructionsRequest(bookingNumber);
    bad.utilizedTransportEquipments[0]!.equipment.equipmentReference = 'CSQU3054384';
    const refused = await callMock<ApiErrorBody>('POST', 'v1/shipping-instructions', {
      token: session.token,
      body: bad,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((error) => error.jsonPath)).toContain(
      '$.utilizedTransportEquipments[0].equipment.equipmentReference',
    );
    expect((await send(bookingNumber)).status).toBe(202);
    const si = await callMock<ShippingInstructions>('GET', `v1/shipping-instructions/${bookingNumber}`, {
      token: session.token,
    });
    expect(si.body.isLate).toBe(true);
    expect(si.body.history[0]?.event).toBe('SI_RECEIVED_LATE');
    expect((await list(session.token, { overdue: 'true' })).total).toBe(0);
  });

  it("another user's SIs are not found", async () => {
    const token = await tokenOf(SHIPPER, START);
    const any = (await list(token)).items[0]!;
    const stranger = await callMock('GET', `v1/shipping-instructions/${any.carrierBookingReference}`, {
      token: session.token,
    });
    expect(stranger.status).toBe(404);
    expect((await list(session.token)).total).toBe(0);
  });
});
