import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { containerCheckDigit } from '@/domain/container/container-number';
import {
  type GetVgmDeclarationsResponse,
  type PostVgmDeclarationsResponse,
  VGM_DECLARATIONS_PATH,
  type VgmBooking,
  vgmBookingPath,
  type VgmDeclaration,
} from '@/domain/vgm/vgm-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { callMock, tokenOf } from '../booking/booking-http';
import { dcsaErrorsOf, loadDcsaSchemas } from '../dcsa-schemas';

/*
 * The mock's VGM (DCSA VGM 1.0.1, docs/areas/vgm-delivery-orders.md): every answer checked against DCSA's schemas with
 * each object DCSA defines closed; one declaration per Idempotency-Key; late after the booking's VCO; a 5 % mismatch
 * with the SI warned; amendments kept as history; search by booking, B/L and container; per company.
 */

const SHIPPER = DEMO_USERS.shipper.user.userId;
const SHIPPER2 = DEMO_USERS.shipper2.user.userId;
const FORWARDER = DEMO_USERS.forwarder.user.userId;
/** The e2e clock: the demo shipper's PUSB10000005 (VCO 2026-12-06 17:00 +09:00) has an SI with ONEU1000505. */
const NOW_MS = Date.parse('2026-11-21T02:00:00Z');
const BOOKING = 'PUSB10000005';
const SI_CONTAINER = 'ONEU1000505';
/** PUSB10000043's VCO is 2026-11-22 12:00 +09:00. */
const SOON_BOOKING = 'PUSB10000043';

let schemas: Map<string, ValidateFunction>;
beforeAll(() => {
  schemas = loadDcsaSchemas(
    'vgm-v1.0.1-openapi.yaml',
    [
      'PostVGMDeclarationsRequest',
      'PostVGMDeclarationsResponse',
      'PostVGMDeclarationsError',
      'GetVGMDeclarationsResponse',
      'VGMDeclaration',
    ],
    { closed: true },
  );
  vi.useFakeTimers({ toFake: ['Date'] });
});
beforeEach(() => {
  vi.setSystemTime(NOW_MS);
});
afterAll(() => {
  vi.useRealTimers();
});

const conform = (schema: string, value: unknown) => {
  expect(dcsaErrorsOf(schemas.get(schema), value)).toEqual([]);
};

function declaration(booking: string, container: string, kg: number): VgmDeclaration {
  return {
    declarationReference: `VGM-${booking}-${container}`,
    equipmentDetails: { equipmentReference: container },
    shipmentDetails: { carrierBookingReference: booking },
    VGM: { weight: { value: kg, unit: 'KGM' }, method: 'SM1', dateTime: '2026-11-20T03:00:00.000Z' },
    responsibleParty: { partyName: 'Hanil Electronics Co., Ltd.' },
    authorizedPersonSignatory: 'MIN-JUN KIM',
    weighingParty: { partyName: 'Busan New Port Weighbridge' },
  };
}

async function submit(declarations: VgmDeclaration[], key: string, userId: string = SHIPPER) {
  const body = { VGMDeclarations: declarations };
  conform('PostVGMDeclarationsRequest', body);
  return callMock<PostVgmDeclarationsResponse>('POST', VGM_DECLARATIONS_PATH, {
    token: await tokenOf(userId, Date.now()),
    idempotencyKey: key,
    body,
  });
}

async function bookingOf(reference: string, userId: string = SHIPPER) {
  return callMock<VgmBooking>('GET', vgmBookingPath(reference), { token: await tokenOf(userId, Date.now()) });
}

async function search(query: Record<string, string>, userId: string = SHIPPER) {
  const answer = await callMock<GetVgmDeclarationsResponse>('GET', VGM_DECLARATIONS_PATH, {
    token: await tokenOf(userId, Date.now()),
    query,
  });
  conform('GetVGMDeclarationsResponse', answer.body);
  return answer.body.VGMDeclarations;
}

describe('GET v1/vgm/bookings/{ref}', () => {
  it("gives the booking's VCO cut-off with the port's offset and the SI's containers", async () => {
    const { status, body } = await bookingOf(BOOKING);
    expect(status).toBe(200);
    expect(body.vgmCutOff).toBe('2026-12-06T17:00:00+09:00');
    expect(body.portOfLoading).toMatchObject({ UNLocationCode: 'KRPUS', timeZone: 'Asia/Seoul' });
    expect(body.siContainers.map((container) => container.equipmentReference)).toContain(SI_CONTAINER);
    expect(body.records).toEqual([]);
  });

  it('answers 404 for a booking that is not the company’s', async () => {
    expect((await bookingOf(BOOKING, FORWARDER)).status).toBe(404);
  });
});

describe('POST v1/vgm-declarations', () => {
  it('stores one declaration per Idempotency-Key, answers DCSA shapes, and shares it within the company', async () => {
    const first = await submit([declaration(BOOKING, SI_CONTAINER, 17_900)], 'key-1');
    expect(first.status).toBe(200);
    conform('PostVGMDeclarationsResponse', first.body);
    expect(first.body.feedbackElements ?? []).toEqual([]);
    const retried = await submit([declaration(BOOKING, SI_CONTAINER, 17_900)], 'key-1');
    expect(retried.body).toEqual(first.body);
    const found = await search({ carrierBookingReference: BOOKING }, SHIPPER2);
    expect(found).toHaveLength(1);
    expect(found[0]?.shipmentDetails.transportDocumentReference).toBe(`ONEY${BOOKING}`);
    const { body } = await bookingOf(BOOKING);
    expect(body.records.map((record) => [record.status, record.history.length])).toEqual([['DECLARED', 1]]);
    body.records.forEach((record) => {
      conform('VGMDeclaration', record.declaration);
    });
  });

  it('keeps an amendment as history and finds it by B/L and container number', async () => {
    await submit([declaration(BOOKING, SI_CONTAINER, 17_900)], 'first');
    vi.setSystemTime(NOW_MS + 3_600_000);
    await submit(
      [
        {
          ...declaration(BOOKING, SI_CONTAINER, 18_100),
          VGM: { ...declaration(BOOKING, SI_CONTAINER, 18_100).VGM, method: 'SM2' },
        },
      ],
      'second',
    );
    const record = (await bookingOf(BOOKING)).body.records[0];
    expect(record?.status).toBe('AMENDED');
    expect(record?.history[1]).toMatchObject({
      by: 'Min-jun Kim',
      at: new Date(NOW_MS + 3_600_000).toISOString(),
      changes: [
        { field: 'VGM.weight', from: '17900 KGM', to: '18100 KGM' },
        { field: 'VGM.method', from: 'SM1', to: 'SM2' },
      ],
    });
    expect(await search({ transportDocumentReference: `ONEY${BOOKING}` })).toHaveLength(1);
    expect(await search({ equipmentReference: SI_CONTAINER })).toHaveLength(1);
    expect(await search({ equipmentReference: 'CSQU3054383' })).toHaveLength(0);
  });

  it("warns about a VGM more than 5 % off the SI's cargo weight plus tare", async () => {
    // The SI: 14,000 kg of cargo in a 45G1 of 3,800 kg tare -> 17,800 kg; 5 % is 890 kg.
    const within = await submit([declaration(BOOKING, SI_CONTAINER, 18_690)], 'within');
    expect(within.body.feedbackElements ?? []).toEqual([]);
    const off = await submit([declaration(BOOKING, SI_CONTAINER, 18_700)], 'off');
    expect(off.body.feedbackElements).toEqual([
      expect.objectContaining({ severity: 'WARN', propertyPath: '$.VGMDeclarations[0].VGM.weight' }),
    ]);
  });

  it('accepts a declaration after the VGM cut-off and marks it late', async () => {
    vi.setSystemTime(Date.parse('2026-11-22T03:00:01Z'));
    const late = await submit([declaration(SOON_BOOKING, 'CSQU3054383', 21_000)], 'late');
    expect(late.status).toBe(200);
    conform('PostVGMDeclarationsResponse', late.body);
    expect(late.body.feedbackElements).toEqual([
      expect.objectContaining({ severity: 'WARN', propertyPath: '$.VGMDeclarations[0]' }),
    ]);
    expect((await bookingOf(SOON_BOOKING)).body.records[0]).toMatchObject({
      status: 'LATE',
      history: [{ isLate: true }],
    });
  });

  it('refuses a wrong check digit and a container twice with DCSA errors, storing nothing', async () => {
    const refused = await callMock('POST', VGM_DECLARATIONS_PATH, {
      token: await tokenOf(SHIPPER, Date.now()),
      idempotencyKey: 'bad',
      body: {
        VGMDeclarations: [
          declaration(BOOKING, 'CSQU3054384', 20_000),
          declaration(BOOKING, SI_CONTAINER, 17_800),
          declaration(BOOKING, SI_CONTAINER, 17_800),
        ],
      },
    });
    expect(refused.status).toBe(400);
    conform('PostVGMDeclarationsError', refused.body);
    expect(refused.body).toEqual({
      feedbackElements: [
        expect.objectContaining({
          severity: 'ERROR',
          propertyPath: '$.VGMDeclarations[0].equipmentDetails.equipmentReference',
        }),
        expect.objectContaining({
          severity: 'ERROR',
          propertyPath: '$.VGMDeclarations[2].equipmentDetails.equipmentReference',
        }),
      ],
    });
    expect(await search({ carrierBookingReference: BOOKING })).toEqual([]);
  });

  it('takes 500 containers and refuses 501', async () => {
    const many = Array.from({ length: 501 }, (_, index) => declaration(BOOKING, containerNumber(index), 20_000));
    expect((await submit(many.slice(0, 501), 'too-many')).status).toBe(400);
    const taken = await submit(many.slice(0, 500), 'five-hundred');
    expect(taken.status).toBe(200);
    expect(await search({ carrierBookingReference: BOOKING })).toHaveLength(500);
  });
});

/** The `index`th container number of owner TSTU with a correct ISO 6346 check digit. */
function containerNumber(index: number): string {
  const prefix = `TSTU${String(100_000 + index).padStart(6, '0')}`;
  return `${prefix}${String(containerCheckDigit(prefix))}`;
}
