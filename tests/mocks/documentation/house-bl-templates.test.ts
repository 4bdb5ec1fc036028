import { describe, expect, it } from 'vitest';

import {
  type HouseBlTemplate,
  type HouseBlTemplateInput,
  houseBlTemplateListSchema,
  houseBlTemplateSchema,
} from '@/domain/documentation/house-bl-template-contract';

import { createUser } from '../../../mocks/auth/accounts';
import { callMock, tokenOf } from '../booking/booking-http';

/*
 * The mock carrier's house B/L templates (contract house-bl-template-contract.ts): seeded for the
 * forwarder, one user's templates invisible to another, unique names per user, 400 with field errors, 404, 401.
 */

function input(overrides: Partial<HouseBlTemplateInput> = {}): HouseBlTemplateInput {
  const party = (partyName: string, city: string, countryCode: string) => ({
    partyName,
    street: '',
    city,
    postCode: '',
    countryCode,
    contactName: '',
    phone: '',
    email: '',
  });
  return {
    templateName: 'Hamburg - Santos, pumps',
    isToOrder: false,
    shipper: party('Hanse Pumpenwerk GmbH', 'Hamburg', 'de'),
    consignee: party('Bombas Paulista Ltda.', 'Santos', 'BR'),
    descriptionOfGoods: 'CENTRIFUGAL PUMPS FOR LIQUIDS',
    HSCodes: ['841370'],
    shippingMarks: 'BOMBAS PAULISTA / SANTOS',
    packageCode: 'CR',
    ...overrides,
  };
}

describe('house B/L templates', () => {
  it('lists the forwarder’s seeded templates and none for a new user', async () => {
    const forwarder = await tokenOf('demo.forwarder');
    const list = await callMock('GET', 'v1/house-bl-templates', { token: forwarder });
    const { templates } = houseBlTemplateListSchema.parse(list.body);
    expect(templates.map((template) => template.templateName)).toEqual([
      'Hamburg - New York, bottled beer',
      'Hamburg - Shanghai, machine parts',
      'Hamburg - Jebel Ali, to order (L/C)',
    ]);
    const stranger = await tokenOf(createUser().user.userId);
    expect((await callMock('GET', 'v1/house-bl-templates', { token: stranger })).body).toEqual({ templates: [] });
  });

  it('creates, renames, refuses a second template of the same name and deletes, for its owner only', async () => {
    const user = createUser().user.userId;
    const token = await tokenOf(user);
    const created = await callMock<HouseBlTemplate>('POST', 'v1/house-bl-templates', { token, body: input() });
    expect(created.status).toBe(201);
    const template = houseBlTemplateSchema.parse(created.body);
    expect(template.shipper.countryCode).toBe('DE');

    const twin = await callMock('POST', 'v1/house-bl-templates', {
      token,
      body: input({ templateName: 'HAMBURG - SANTOS, PUMPS' }),
    });
    expect(twin.status).toBe(409);
    expect(twin.body).toMatchObject({ code: 'NAME_TAKEN' });

    const renamed = await callMock<HouseBlTemplate>('PUT', `v1/house-bl-templates/${template.templateId}`, {
      token,
      body: input({ templateName: 'Hamburg - Santos, pumps (Q1)' }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.createdDateTime).toBe(template.createdDateTime);

    const other = await tokenOf(createUser().user.userId);
    const path = `v1/house-bl-templates/${template.templateId}`;
    expect((await callMock('DELETE', path, { token: other })).status).toBe(404);
    expect((await callMock('DELETE', path, { token })).status).toBe(204);
    expect((await callMock('DELETE', path, { token })).status).toBe(404);
  });

  it('answers 400 with the fields at fault, and 401 without login', async () => {
    const token = await tokenOf(createUser().user.userId);
    const bad = await callMock<{ errors?: { jsonPath?: string }[] }>('POST', 'v1/house-bl-templates', {
      token,
      body: { ...input({ HSCodes: ['84'] }), consignee: undefined },
    });
    expect(bad.status).toBe(400);
    const paths = (bad.body.errors ?? []).map((error) => error.jsonPath);
    expect(paths).toEqual(
      expect.arrayContaining([expect.stringContaining('HSCodes'), expect.stringContaining('consignee')]),
    );
    expect((await callMock('GET', 'v1/house-bl-templates')).status).toBe(401);
  });
});
