import { describe, expect, it } from 'vitest';

import {
  type BookingTemplate,
  bookingTemplateListResponseSchema,
  bookingTemplateSchema,
} from '@/domain/booking-template/template-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { seededRequestReference } from '../../../mocks/booking/references';
import { callMock, tokenOf } from '../booking/booking-http';

const SHIPPER = DEMO_USERS.shipper.user.userId;
const COLLEAGUE = DEMO_USERS.shipper2.user.userId;
const FORWARDER = DEMO_USERS.forwarder.user.userId;

async function list(userId: string, query: Record<string, string> = {}) {
  const answer = await callMock('GET', 'v1/booking-templates', { token: await tokenOf(userId), query });
  expect(answer.status).toBe(200);
  return bookingTemplateListResponseSchema.parse(answer.body).items;
}

async function create(userId: string, name: string): Promise<BookingTemplate> {
  const answer = await callMock('POST', 'v1/booking-templates', {
    token: await tokenOf(userId),
    body: { name, fields: { remarks: 'Fragile', origin: { code: 'KRPUS', name: 'Busan' } } },
  });
  expect(answer.status).toBe(201);
  return bookingTemplateSchema.parse(answer.body);
}

async function share(userId: string, id: string, recipients: string[]) {
  return callMock<BookingTemplate | ApiErrorBody>('POST', `v1/booking-templates/${id}/shares`, {
    token: await tokenOf(userId),
    body: { recipients },
  });
}

const names = (items: BookingTemplate[]) => items.map((item) => item.name);

describe('booking template mock', () => {
  it('seeds templates for the demo shipper and forwarder, and shows a shared one to the colleague', async () => {
    expect((await list(SHIPPER, { scope: 'mine' })).length).toBeGreaterThanOrEqual(2);
    expect((await list(FORWARDER, { scope: 'mine' })).length).toBeGreaterThanOrEqual(2);
    const usable = await list(COLLEAGUE);
    expect(usable.map((item) => item.owner.userId)).toContain(SHIPPER);
    expect(await list(COLLEAGUE, { scope: 'mine' })).toEqual([]);
  });

  it('searches name, lane and commodity case-insensitively', async () => {
    expect(names(await list(SHIPPER, { q: 'refrigerat' }))).toEqual(['Busan - Hamburg, refrigerators']);
    expect(names(await list(SHIPPER, { q: 'nlrtm' }))).toEqual(['Busan - Rotterdam, ICs to Eindhoven']);
  });

  it('shares only with users of the same company, by user ID or e-mail, and revokes', async () => {
    const template = await create(SHIPPER, 'Weekly Rotterdam');
    const refused = await share(SHIPPER, template.id, [FORWARDER, 'nobody@example.com']);
    expect(refused.status).toBe(400);
    expect((refused.body as ApiErrorBody).errors?.map((error) => error.jsonPath)).toEqual([
      '$.recipients[0]',
      '$.recipients[1]',
    ]);
    expect(names(await list(FORWARDER))).not.toContain('Weekly Rotterdam');

    const shared = await share(SHIPPER, template.id, [DEMO_USERS.shipper2.details.email.toUpperCase()]);
    expect(shared.status).toBe(200);
    expect((shared.body as BookingTemplate).sharedWith.map((user) => user.userId)).toEqual([COLLEAGUE]);
    expect(names(await list(COLLEAGUE))).toContain('Weekly Rotterdam');

    // The colleague may use it, not change it.
    const edit = await callMock('PUT', `v1/booking-templates/${template.id}`, {
      token: await tokenOf(COLLEAGUE),
      body: { name: 'Mine now' },
    });
    expect(edit.status).toBe(403);

    const revoked = await callMock('DELETE', `v1/booking-templates/${template.id}/shares/${COLLEAGUE}`, {
      token: await tokenOf(SHIPPER),
    });
    expect(revoked.status).toBe(200);
    expect(names(await list(COLLEAGUE))).not.toContain('Weekly Rotterdam');
    const read = await callMock('GET', `v1/booking-templates/${template.id}`, { token: await tokenOf(COLLEAGUE) });
    expect(read.status).toBe(404);
  });

  it('deletes a template with its shares; renames and edits', async () => {
    const template = await create(SHIPPER, 'To go');
    await share(SHIPPER, template.id, [COLLEAGUE]);
    const renamed = await callMock('PUT', `v1/booking-templates/${template.id}`, {
      token: await tokenOf(SHIPPER),
      body: { name: 'Renamed', fields: { remarks: 'Keep dry' } },
    });
    expect(bookingTemplateSchema.parse(renamed.body)).toMatchObject({
      name: 'Renamed',
      fields: { remarks: 'Keep dry' },
    });
    const deleted = await callMock('DELETE', `v1/booking-templates/${template.id}`, { token: await tokenOf(SHIPPER) });
    expect(deleted.status).toBe(204);
    expect(names(await list(SHIPPER))).not.toContain('Renamed');
    expect(names(await list(COLLEAGUE))).not.toContain('Renamed');
  });

  it('creates a template from one of the user’s bookings, without its sailing or dates', async () => {
    const answer = await callMock('POST', 'v1/booking-templates', {
      token: await tokenOf(SHIPPER),
      body: { name: 'From booking', bookingReference: seededRequestReference(1, 0) },
    });
    expect(answer.status).toBe(201);
    const template = bookingTemplateSchema.parse(answer.body);
    expect(template.fields.origin?.code).toMatch(/^[A-Z]{5}$/);
    expect(template.fields.requestedEquipments?.length).toBeGreaterThan(0);
    expect(Object.keys(template.fields)).not.toContain('sailing');
    const other = await callMock('POST', 'v1/booking-templates', {
      token: await tokenOf(FORWARDER),
      body: { name: 'Not mine', bookingReference: seededRequestReference(1, 0) },
    });
    expect(other.status).toBe(404);
  });
});
