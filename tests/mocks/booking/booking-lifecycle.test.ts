import { describe, expect, it } from 'vitest';

import type { ApiErrorBody } from '@/lib/api-error';

import {
  DEFAULT_CONFIRM_DELAY_MS,
  getBookingConfirmDelayMs,
  setBookingConfirmDelayMs,
} from '../../../mocks/booking/booking-settings';
import {
  createBookingRequest,
  createBookingRequestForRoute,
  createCancelBooking,
  createDangerousGoods,
  createDangerousGoodsEquipment,
} from '../../../mocks/booking/factories';
import { callMock } from './booking-http';
import { busanRotterdam, START, statuses, useBookingSession } from './booking-lifecycle-harness';

const { session, create, read } = useBookingSession();

describe('mock booking lifecycle', () => {
  it('answers RECEIVED at once and CONFIRMED after the confirm delay, with booking number, plan and cut-offs', async () => {
    expect(getBookingConfirmDelayMs()).toBe(DEFAULT_CONFIRM_DELAY_MS);
    const reference = await create(createBookingRequest());

    const received = await read(reference);
    expect(received).toMatchObject({ carrierBookingRequestReference: reference, bookingStatus: 'RECEIVED' });
    expect(received.carrierBookingReference).toBeUndefined();
    expect(received.transportPlan).toBeUndefined();

    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS - 1);
    expect((await read(reference)).bookingStatus).toBe('RECEIVED');

    await session.advanceBy(1);
    const confirmed = await read(reference);
    expect(confirmed.bookingStatus).toBe('CONFIRMED');
    expect(confirmed.carrierBookingReference).toMatch(/^PUSB\d{8}$/);
    expect(confirmed.confirmedEquipments).toEqual([{ ISOEquipmentCode: '45G1', units: 2 }]);
    expect(statuses(confirmed)).toEqual(['RECEIVED', 'CONFIRMED']);
    expect(confirmed.statusHistory.map((entry) => Date.parse(entry.dateTime))).toEqual([
      START,
      START + DEFAULT_CONFIRM_DELAY_MS,
    ]);

    // No preference: the first sailing from the cargo-ready date on, from Busan, by vessel.
    const [mainCarriage] = confirmed.transportPlan ?? [];
    expect(mainCarriage).toMatchObject({
      transportPlanStage: 'MNC',
      modeOfTransport: 'VESSEL',
      loadLocation: { UNLocationCode: 'KRPUS' },
    });
    expect((mainCarriage?.plannedDepartureDate ?? '') >= '2026-12-01').toBe(true);
    expect(mainCarriage?.plannedDepartureDateTime).toMatch(/\+09:00$/);
    expect(confirmed.transportPlan?.at(-1)?.dischargeLocation.UNLocationCode).toBe('NLRTM');
    expect(confirmed.transportPlan?.at(-1)?.plannedArrivalDateTime).toMatch(/\+01:00$/);

    const cutOffs = confirmed.shipmentCutOffTimes ?? [];
    expect(cutOffs.map((cutOff) => cutOff.cutOffDateTimeCode).sort()).toEqual(['DCO', 'ECP', 'EFC', 'PCO', 'VCO']);
    expect(cutOffs.every((cutOff) => cutOff.cutOffDateTime.endsWith('+09:00'))).toBe(true);
    const at = (code: string) =>
      Date.parse(cutOffs.find((cutOff) => cutOff.cutOffDateTimeCode === code)?.cutOffDateTime ?? '');
    expect(at('ECP') < at('EFC') && at('EFC') < at('DCO') && at('DCO') < at('VCO') && at('VCO') <= at('PCO')).toBe(
      true,
    );
    expect(at('PCO')).toBeLessThan(Date.parse(mainCarriage?.plannedDepartureDateTime ?? ''));

    // The booking number finds the same booking.
    expect((await read(confirmed.carrierBookingReference ?? '')).carrierBookingRequestReference).toBe(reference);
  });

  it('confirms the chosen vessel and voyage, and Door terms with pre- and on-carriage by truck', async () => {
    const routes = busanRotterdam('D', 'D');
    const chosen = routes.find(
      (route) => route.sailInfo.filter((leg) => leg.modeOfTransport === 'VESSEL').length === 1,
    );
    if (!chosen) throw new Error('expected a direct Door/Door sailing Busan - Rotterdam in December');
    const reference = await create(createBookingRequestForRoute(chosen));
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const booking = await read(reference);
    const vesselLeg = chosen.sailInfo.find((leg) => leg.modeOfTransport === 'VESSEL');
    expect(booking.bookingStatus).toBe('CONFIRMED');
    expect(booking.transportPlan?.map((leg) => [leg.transportPlanStage, leg.modeOfTransport])).toEqual([
      ['PRC', 'TRUCK'],
      ['MNC', 'VESSEL'],
      ['ONC', 'TRUCK'],
    ]);
    expect(booking.transportPlan?.[1]).toMatchObject({
      vesselName: vesselLeg?.vesselName,
      carrierExportVoyageNumber: vesselLeg?.voyageNumber,
      carrierServiceCode: vesselLeg?.serviceCode,
      plannedDepartureDate: vesselLeg?.departureDate.slice(0, 10),
    });
  });

  it('takes the confirm delay from the QA setting, for steps taken after it changed', async () => {
    setBookingConfirmDelayMs(10_000);
    const reference = await create(createBookingRequest());
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    expect((await read(reference)).bookingStatus).toBe('RECEIVED');
    await session.advanceBy(10_000 - DEFAULT_CONFIRM_DELAY_MS);
    expect((await read(reference)).bookingStatus).toBe('CONFIRMED');
    expect(() => {
      setBookingConfirmDelayMs(-1);
    }).toThrow(RangeError);
    expect(() => {
      setBookingConfirmDelayMs(1.5);
    }).toThrow(RangeError);
  });

  it('asks for an emergency contact (PENDING_UPDATE) and confirms once a PUT gives it', async () => {
    const withoutContact = createBookingRequest({
      requestedEquipments: [
        createDangerousGoodsEquipment(createDangerousGoods({ emergencyContactDetails: undefined })),
      ],
    });
    const reference = await create(withoutContact);
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const pending = await read(reference);
    expect(pending.bookingStatus).toBe('PENDING_UPDATE');
    expect(pending.feedbacks).toEqual([
      expect.objectContaining({
        code: 'PROPERTY_VALUE_MUST_CHANGE',
        property: 'emergencyContactDetails',
        jsonPath: '$.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].emergencyContactDetails',
      }),
    ]);

    const answered = createBookingRequest({ requestedEquipments: [createDangerousGoodsEquipment()] });
    const put = await callMock('PUT', `v1/bookings/${reference}`, {
      token: session.token,
      body: answered,
      idempotencyKey: 'answer-1',
    });
    expect(put).toEqual({ status: 202, body: { carrierBookingRequestReference: reference } });
    expect((await read(reference)).bookingStatus).toBe('UPDATE_RECEIVED');

    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const confirmed = await read(reference);
    expect(confirmed.bookingStatus).toBe('CONFIRMED');
    expect(confirmed.feedbacks).toBeUndefined();
    expect(statuses(confirmed)).toEqual(['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED']);
  });
});

describe('mock booking amendments and cancellations', () => {
  it('amends a confirmed booking: AMENDMENT_RECEIVED, then AMENDMENT_CONFIRMED with the new equipment', async () => {
    const request = createBookingRequest();
    const reference = await create(request);
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const bookingNumber = (await read(reference)).carrierBookingReference ?? '';

    const amended = { ...request, requestedEquipments: [{ ...request.requestedEquipments[0]!, units: 3 }] };
    const put = await callMock('PUT', `v1/bookings/${bookingNumber}`, {
      token: session.token,
      body: amended,
      idempotencyKey: 'amend-1',
    });
    expect(put.status).toBe(202);
    const received = await read(reference);
    expect(received).toMatchObject({ bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_RECEIVED' });
    expect(received.confirmedEquipments).toEqual([{ ISOEquipmentCode: '45G1', units: 2 }]);
    // One amendment at a time (DCSA): a second one waits for the first.
    const second = await callMock<ApiErrorBody>('PUT', `v1/bookings/${reference}`, {
      token: session.token,
      body: amended,
      idempotencyKey: 'amend-2',
    });
    expect(second).toMatchObject({ status: 409, body: { code: 'BOOKING_STATUS_CONFLICT' } });

    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const confirmed = await read(reference);
    expect(confirmed).toMatchObject({
      bookingStatus: 'CONFIRMED',
      amendedBookingStatus: 'AMENDMENT_CONFIRMED',
      carrierBookingReference: bookingNumber,
      confirmedEquipments: [{ ISOEquipmentCode: '45G1', units: 3 }],
    });
    expect(statuses(confirmed)).toEqual([
      'RECEIVED',
      'CONFIRMED',
      'CONFIRMED/AMENDMENT_RECEIVED',
      'CONFIRMED/AMENDMENT_CONFIRMED',
    ]);
  });

  it('cancels a request at once, a confirmed booking through a cancellation, and refuses what DCSA does not allow', async () => {
    const early = await create(createBookingRequest());
    const cancelled = await callMock('PATCH', `v1/bookings/${early}`, {
      token: session.token,
      body: createCancelBooking('request'),
    });
    expect(cancelled.status).toBe(202);
    const afterCancel = await read(early);
    expect(afterCancel.bookingStatus).toBe('CANCELLED');
    expect(afterCancel.statusHistory.at(-1)).toMatchObject({
      bookingStatus: 'CANCELLED',
      reason: 'The consignee postponed the order.',
    });
    // The pending decision is dropped: still CANCELLED after the delay; no amendment of a cancelled booking.
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    expect((await read(early)).bookingStatus).toBe('CANCELLED');
    const putCancelled = await callMock('PUT', `v1/bookings/${early}`, {
      token: session.token,
      body: createBookingRequest(),
      idempotencyKey: 'late',
    });
    expect(putCancelled.status).toBe(409);

    const confirmedReference = await create(createBookingRequest());
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const asRequest = await callMock<ApiErrorBody>('PATCH', `v1/bookings/${confirmedReference}`, {
      token: session.token,
      body: createCancelBooking('request'),
    });
    expect(asRequest).toMatchObject({ status: 409, body: { code: 'BOOKING_STATUS_CONFLICT', status: 409 } });
    const noAmendment = await callMock('PATCH', `v1/bookings/${confirmedReference}`, {
      token: session.token,
      body: createCancelBooking('amendment'),
    });
    expect(noAmendment.status).toBe(409);

    const cancellation = await callMock('PATCH', `v1/bookings/${confirmedReference}`, {
      token: session.token,
      body: createCancelBooking('confirmed'),
    });
    expect(cancellation.status).toBe(202);
    const cancelledConfirmed = await read(confirmedReference);
    expect(cancelledConfirmed).toMatchObject({
      bookingStatus: 'CANCELLED',
      bookingCancellationStatus: 'CANCELLATION_CONFIRMED',
    });
    expect(statuses(cancelledConfirmed)).toEqual([
      'RECEIVED',
      'CONFIRMED',
      'CONFIRMED/CANCELLATION_RECEIVED',
      'CANCELLED/CANCELLATION_CONFIRMED',
    ]);
    const again = await callMock('PATCH', `v1/bookings/${confirmedReference}`, {
      token: session.token,
      body: createCancelBooking('confirmed'),
    });
    expect(again.status).toBe(409);
  });

  it('cancels a pending amendment and keeps the confirmed booking', async () => {
    const request = createBookingRequest();
    const reference = await create(request);
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const amended = { ...request, requestedEquipments: [{ ...request.requestedEquipments[0]!, units: 5 }] };
    await callMock('PUT', `v1/bookings/${reference}`, { token: session.token, body: amended, idempotencyKey: 'amend' });
    const cancelled = await callMock('PATCH', `v1/bookings/${reference}`, {
      token: session.token,
      body: createCancelBooking('amendment'),
    });
    expect(cancelled.status).toBe(202);
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    expect(await read(reference)).toMatchObject({
      bookingStatus: 'CONFIRMED',
      amendedBookingStatus: 'AMENDMENT_CANCELLED',
      confirmedEquipments: [{ ISOEquipmentCode: '45G1', units: 2 }],
    });
  });
});
