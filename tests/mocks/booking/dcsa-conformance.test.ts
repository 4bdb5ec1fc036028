import type { ErrorObject } from 'ajv';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { CancelBooking, CreateBooking, CreateBookingResponse } from '@/domain/booking/booking-contract';

import { createUser } from '../../../mocks/auth/accounts';
import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { DEFAULT_CONFIRM_DELAY_MS } from '../../../mocks/booking/booking-settings';
import {
  createBookingRequest,
  createBookingRequestForRoute,
  createCancelBooking,
  createDangerousGoods,
  createDangerousGoodsEquipment,
  createReeferEquipment,
  createRequestedEquipment,
} from '../../../mocks/booking/factories';
import { seededBooking } from '../../../mocks/booking/seed';
import { SEEDED_USERS } from '../../../mocks/booking/seed-variants';
import { requestOf } from '../../../mocks/booking/stored-booking';
import { scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';
import { type DcsaDocument, dcsaErrorObjectsOf, loadDcsaDocument, loadDcsaSchemas } from '../dcsa-schemas';
import { callMock, tokenOf } from './booking-http';

/*
 * DCSA conformance of the mock booking backend ("requests and answers must validate against the DCSA schema
 * for every field that DCSA defines"). The DCSA Booking 2.0.5 OpenAPI document lives beside the repository, in
 * ../shared/reference/dcsa (resolved from the repository root, where Vitest runs); its schemas are compiled with ajv
 * (OpenAPI 3.0's boolean exclusiveMinimum turned into JSON Schema's number form). Our own fields (statusHistory,
 * createdDateTime, remarks, supportingDocuments, outOfGauge, plannedDepartureDateTime, ...) must not break it: DCSA's
 * schemas allow additional properties, which the first test checks.
 *
 * One documented deviation: DCSA requires `emergencyContactDetails` on dangerous goods; we accept a request without
 * it and answer PENDING_UPDATE (the carrier asks for it), so such a request and its booking fail on that field alone.
 */

let document: DcsaDocument;
let validators: ReturnType<typeof loadDcsaSchemas>;

beforeAll(() => {
  document = loadDcsaDocument('BKG_v2.0.5.yaml');
  validators = loadDcsaSchemas('BKG_v2.0.5.yaml', [
    'CreateBooking',
    'UpdateBooking',
    'Booking',
    'CancelBookingRequest',
    'CreateBookingResponse',
  ]);
});

/** The DCSA schema errors of `value` against schema `name` (JSON round trip first: what the wire carries). */
function dcsaErrors(name: string, value: unknown): ErrorObject[] {
  return dcsaErrorObjectsOf(validators.get(name), value);
}

const describeErrors = (errors: ErrorObject[]) => errors.map((error) => `${error.instancePath} ${error.message ?? ''}`);

const NOW = Date.parse('2026-11-23T03:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function sampleRequests(): [string, CreateBooking][] {
  const [doorRoute] = scheduleGenerator.findRoutes({
    porCode: 'KRPUS',
    delCode: 'NLRTM',
    fromDate: '2026-12-01',
    toDate: '2026-12-14',
    rcvTermCode: 'D',
    deTermCode: 'D',
  });
  if (!doorRoute) throw new Error('expected a Door/Door sailing Busan - Rotterdam');
  return [
    ['the default request (no preferred sailing)', createBookingRequest()],
    ['a chosen Door/Door sailing', createBookingRequestForRoute(doorRoute)],
    ['a reefer', createBookingRequest({ requestedEquipments: [createReeferEquipment()] })],
    [
      'dangerous goods with an emergency contact',
      createBookingRequest({ requestedEquipments: [createDangerousGoodsEquipment()] }),
    ],
    [
      'our extension fields (remarks, supporting documents, out of gauge)',
      createBookingRequest({
        remarks: 'Flat rack, lashing by the shipper.',
        supportingDocuments: [
          { documentId: 'DOC0000000001', fileName: 'drawing.pdf', sizeBytes: 2048, documentTypeCode: 'SD' },
        ],
        requestedEquipments: [
          createRequestedEquipment({
            ISOEquipmentCode: '22P1',
            units: 1,
            cargoGrossWeight: { value: 18_000, unit: 'KGM' },
            outOfGauge: { length: 640, width: 260, height: 310, unit: 'CMT' },
          }),
        ],
      }),
    ],
    [
      'a quotation in pounds, collect',
      createBookingRequest({
        serviceContractReference: undefined,
        contractQuotationReference: 'Q-2026-118842',
        freightPaymentTermCode: 'COL',
        bookingChannelReference: 'AOQ',
        requestedEquipments: [createRequestedEquipment({ cargoGrossWeight: { value: 26_000, unit: 'LBR' } })],
      }),
    ],
  ];
}

describe('DCSA Booking 2.0.5 conformance of the mock booking backend', () => {
  it('reads a DCSA schema that allows additional properties (our extension fields)', () => {
    expect(JSON.stringify(document.components.schemas)).not.toContain('additionalProperties');
  });

  it('sends CreateBooking requests DCSA accepts, as create and as update', () => {
    for (const [name, request] of sampleRequests()) {
      expect(describeErrors(dcsaErrors('CreateBooking', request)), name).toEqual([]);
      expect(describeErrors(dcsaErrors('UpdateBooking', request)), name).toEqual([]);
    }
    // The generated demo bookings' requests too.
    for (let index = 0; index < 36; index += 1) {
      const generated = seededBooking(DEMO_USERS.shipper.user.userId, index, NOW);
      if (!generated) throw new Error(`expected generated booking ${index}`);
      const errors = dcsaErrors('CreateBooking', requestOf(generated.booking));
      expect(
        errors.every((error) =>
          /emergencyContactDetails/.test(`${error.instancePath} ${error.params.missingProperty ?? ''}`),
        ),
        `${index}: ${describeErrors(errors).join('; ')}`,
      ).toBe(true);
    }
  });

  it('names the one deviation: dangerous goods without an emergency contact', () => {
    const request = createBookingRequest({
      requestedEquipments: [
        createDangerousGoodsEquipment(createDangerousGoods({ emergencyContactDetails: undefined })),
      ],
    });
    const errors = dcsaErrors('CreateBooking', request);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.params.missingProperty === 'emergencyContactDetails')).toBe(true);
  });

  it('sends CancelBookingRequest bodies DCSA accepts', () => {
    const bodies: CancelBooking[] = [
      createCancelBooking('request'),
      createCancelBooking('confirmed'),
      createCancelBooking('amendment'),
    ];
    for (const body of bodies) expect(describeErrors(dcsaErrors('CancelBookingRequest', body))).toEqual([]);
  });

  it('answers Bookings DCSA accepts in every status, created and generated', async () => {
    const userId = createUser().user.userId;
    let token = await tokenOf(userId, NOW);
    const create = async (request: CreateBooking) => {
      const answer = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
        token,
        body: request,
        idempotencyKey: crypto.randomUUID(),
      });
      expect(describeErrors(dcsaErrors('CreateBookingResponse', answer.body))).toEqual([]);
      return answer.body.carrierBookingRequestReference;
    };
    const answers: Booking[] = [];
    const read = async (reference: string) => {
      const booking = (await callMock<Booking>('GET', `v1/bookings/${reference}`, { token })).body;
      answers.push(booking);
      return booking;
    };
    const confirmed = await create(createBookingRequest());
    const reefer = await create(createBookingRequest({ requestedEquipments: [createReeferEquipment()] }));
    const rejected = await create(
      createBookingRequest({
        requestedEquipments: [
          createDangerousGoodsEquipment(createDangerousGoods({ imoClass: '1.4', UNNumber: '0336' })),
        ],
      }),
    );
    const cancelled = await create(createBookingRequest());
    await read(confirmed);
    await callMock('PATCH', `v1/bookings/${cancelled}`, { token, body: createCancelBooking('request') });
    await read(cancelled);
    vi.setSystemTime(NOW + DEFAULT_CONFIRM_DELAY_MS);
    token = await tokenOf(userId, NOW + DEFAULT_CONFIRM_DELAY_MS);
    await read(confirmed);
    await read(reefer);
    await read(rejected);
    await callMock('PUT', `v1/bookings/${confirmed}`, {
      token,
      body: createBookingRequest({ requestedEquipments: [createRequestedEquipment({ units: 3 })] }),
      idempotencyKey: 'amend',
    });
    await read(confirmed);
    await callMock('PATCH', `v1/bookings/${reefer}`, { token, body: createCancelBooking('confirmed') });
    await read(reefer);

    for (let index = 0; index < (SEEDED_USERS[DEMO_USERS.shipper.user.userId]?.count ?? 0); index += 1) {
      const generated = seededBooking(DEMO_USERS.shipper.user.userId, index, NOW);
      if (generated) answers.push(generated.booking);
    }
    const seen = new Set(answers.map((booking) => booking.bookingStatus));
    expect([...seen].sort()).toEqual([
      'CANCELLED',
      'COMPLETED',
      'CONFIRMED',
      'DECLINED',
      'PENDING_AMENDMENT',
      'PENDING_UPDATE',
      'RECEIVED',
      'REJECTED',
      'UPDATE_RECEIVED',
    ]);
    for (const booking of answers) {
      const errors = dcsaErrors('Booking', booking);
      const deviation = booking.bookingStatus === 'PENDING_UPDATE';
      const unexpected = errors.filter(
        (error) => !(deviation && error.params.missingProperty === 'emergencyContactDetails'),
      );
      expect(describeErrors(unexpected), `${booking.carrierBookingRequestReference} ${booking.bookingStatus}`).toEqual(
        [],
      );
    }
  });
});
