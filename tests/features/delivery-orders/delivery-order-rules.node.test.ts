import { describe, expect, it } from 'vitest';

import type { ImportDocument } from '@/domain/delivery-order/delivery-order-contract';
import {
  deliveryOrderFormSchema,
  EMPTY_DELIVERY_ORDER_FORM,
  formFieldOf,
  toDeliveryOrderRequest,
} from '@/features/delivery-orders/utils/delivery-order-form';
import {
  importActionOf,
  isCancellable,
  isChangeExpected,
  isPrintable,
  releaseBlockOf,
} from '@/features/delivery-orders/utils/delivery-order-rules';

type ReleaseFacts = Parameters<typeof releaseBlockOf>[0];

const paid = [{ invoiceNumber: 'INVKR6261101013', status: 'PAID' }];
const bol = (status: string, extra: Partial<ReleaseFacts> = {}): ReleaseFacts => ({
  transportDocumentTypeCode: 'BOL',
  transportDocumentStatus: status,
  isElectronic: false,
  collectInvoices: paid,
  ...extra,
});

describe('when a delivery order can be requested', () => {
  it.each([
    ['a surrendered original B/L', bol('SURRENDERED_FOR_DELIVERY')],
    ['a sea waybill', bol('ISSUED', { transportDocumentTypeCode: 'SWB' })],
    ['an electronic B/L', bol('ISSUED', { isElectronic: true })],
  ])('%s with its collect charges paid', (_, facts) => {
    expect(releaseBlockOf(facts)).toBeNull();
  });

  it('not while the originals of a paper B/L are out', () => {
    expect(releaseBlockOf(bol('ISSUED'))).toBe('BL_NOT_SURRENDERED');
  });

  it.each(['OPEN', 'PARTLY_PAID', 'OVERDUE', 'DISPUTED'])('not while a collect invoice is %s', (status) => {
    const facts = bol('SURRENDERED_FOR_DELIVERY', { collectInvoices: [...paid, { invoiceNumber: 'X', status }] });
    expect(releaseBlockOf(facts)).toBe('COLLECT_CHARGES_OPEN');
  });

  it('not while another DO of the B/L is active; again once it is cancelled', () => {
    const document = {
      ...bol('SURRENDERED_FOR_DELIVERY'),
      latestDeliveryOrder: { deliveryOrderReference: 'DOPUS0000001', deliveryStatus: 'ISSUED' },
    } as ImportDocument;
    expect(importActionOf(document)).toEqual({ kind: 'view', deliveryOrderReference: 'DOPUS0000001' });
    const cancelled = {
      ...document,
      latestDeliveryOrder: { ...document.latestDeliveryOrder!, deliveryStatus: 'CANCELLED' as const },
    };
    expect(importActionOf(cancelled)).toEqual({ kind: 'request' });
  });
});

describe('what a DO state allows', () => {
  it.each([
    ['REQUESTED', true, true, false],
    ['ISSUED', true, true, true],
    ['RELEASED', false, false, true],
    ['COLLECTED', false, false, true],
    ['CANCELLED', false, false, false],
  ] as const)('%s: cancel %s, polled %s, printable %s', (status, cancel, polled, printable) => {
    expect([isCancellable(status), isChangeExpected(status), isPrintable(status)]).toEqual([cancel, polled, printable]);
  });
});

describe('the request form', () => {
  const schema = deliveryOrderFormSchema('2026-11-21');
  const valid = {
    partyName: 'Busan Haulage Co.',
    contactName: 'Lee Jun-ho',
    phone: '+82 51 600 1234',
    email: '',
    pickupDate: '2026-11-22',
    startTime: '09:00',
    endTime: '12:00',
  };
  const issues = (values: object) =>
    schema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

  it('requires who collects and a window, and checks each field', () => {
    expect(issues(valid)).toEqual([]);
    expect(issues(EMPTY_DELIVERY_ORDER_FORM)).toEqual([
      'partyName:required',
      'contactName:required',
      'phone:required',
      'pickupDate:required',
      'startTime:time',
      'endTime:time',
    ]);
    expect(issues({ ...valid, phone: 'call me', email: 'x@' })).toEqual(['phone:phone', 'email:email']);
    expect(issues({ ...valid, pickupDate: '2026-11-20' })).toEqual(['pickupDate:date-range']);
    expect(issues({ ...valid, pickupDate: '2026-12-06' })).toEqual(['pickupDate:date-range']);
    expect(issues({ ...valid, endTime: '09:00' })).toEqual(['endTime:time-order']);
  });

  it("sends the window in the terminal's local time with its offset", () => {
    expect(toDeliveryOrderRequest(valid, 'ONEYSHAE26110101', 'Asia/Seoul').pickupWindow).toEqual({
      startDateTime: '2026-11-22T09:00:00+09:00',
      endDateTime: '2026-11-22T12:00:00+09:00',
    });
    expect(
      toDeliveryOrderRequest({ ...valid, pickupDate: '2026-07-01' }, 'B', 'Europe/Berlin').pickupWindow.startDateTime,
    ).toBe('2026-07-01T09:00:00+02:00');
  });

  it("maps the server's field names onto the form's", () => {
    expect(formFieldOf('releaseParty.phone')).toBe('phone');
    expect(formFieldOf('pickupWindow.endDateTime')).toBe('endTime');
    expect(formFieldOf('transportDocumentReference')).toBeNull();
  });
});
