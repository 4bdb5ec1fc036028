import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  shippingInstructionsRequestSchema,
  shippingInstructionsSchema,
  type SiListResponse,
  transportDocumentSchema,
  updateShippingInstructionsRequestSchema,
} from '@/domain/documentation/si-contract';

import { createShippingInstructionsRequest } from '../../../mocks/documentation/factories';
import { callMock, tokenOf } from '../booking/booking-http';

/*
 * DCSA conformance of the SI contract (issue 17: "requests and answers validate against the DCSA schema for every
 * field DCSA defines"): the eBL 3.0.4 document beside the repository (../shared/reference/dcsa), compiled with ajv like
 * the booking conformance test. DCSA's schemas allow additional properties, so our own fields do not break it.
 */

const DCSA_PATH = resolve(process.cwd(), '../shared/reference/dcsa/EBL_v3.0.4.yaml');

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** OpenAPI 3.0 -> JSON Schema draft 7: `{minimum: 0, exclusiveMinimum: true}` -> `{exclusiveMinimum: 0}`. */
function toJsonSchema(node: JsonValue): JsonValue {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const converted = new Map(Object.entries(node).map(([key, value]) => [key, toJsonSchema(value)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const exclusive = converted.get(flag);
    if (typeof exclusive !== 'boolean') continue;
    const limit = converted.get(bound);
    converted.delete(flag);
    if (exclusive && typeof limit === 'number') {
      converted.delete(bound);
      converted.set(flag, limit);
    }
  }
  return Object.fromEntries(converted);
}

const validators = new Map<string, ValidateFunction>();

beforeAll(() => {
  if (!existsSync(DCSA_PATH)) throw new Error(`The DCSA eBL 3.0.4 schema is missing at ${DCSA_PATH}.`);
  const document = load(readFileSync(DCSA_PATH, 'utf8')) as { components: Record<string, JsonValue> };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('float', true);
  ajv.addFormat('int', true);
  ajv.addSchema({ $id: 'dcsa-ebl', components: toJsonSchema(document.components) });
  for (const name of [
    'CreateShippingInstructions',
    'UpdateShippingInstructions',
    'CreateShippingInstructionsResponse',
    'ShippingInstructions',
    'TransportDocument',
  ]) {
    const validate = ajv.getSchema(`dcsa-ebl#/components/schemas/${name}`);
    if (!validate) throw new Error(`No DCSA schema ${name}`);
    validators.set(name, validate);
  }
});

/** The DCSA schema errors of `value` against schema `name` (JSON round trip first: what the wire carries). */
function dcsaErrors(name: string, value: unknown): string[] {
  const validate = validators.get(name);
  if (!validate) throw new Error(`No DCSA schema ${name}`);
  validate(JSON.parse(JSON.stringify(value)));
  return (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath} ${error.message ?? ''}`);
}

describe('SI requests against DCSA eBL 3.0.4', () => {
  const toOrderEuBound = () => {
    const si = createShippingInstructionsRequest();
    si.isToOrder = true;
    delete si.documentParties.consignee;
    si.documentParties.endorsee = { partyName: 'Bank of Rotterdam' };
    si.isCargoDeliveredInICS2Zone = true;
    si.advanceManifestFilings = [
      { manifestTypeCode: 'ENS', countryCode: 'NL', advanceManifestFilingsHouseBLPerformedBy: 'CARRIER' },
    ];
    return si;
  };

  it.each([
    ['a straight BOL', createShippingInstructionsRequest()],
    ['a to-order BOL to the EU with an ICS2 filing', toOrderEuBound()],
  ])('%s passes our schema and DCSA CreateShippingInstructions and UpdateShippingInstructions', (_, si) => {
    expect(shippingInstructionsRequestSchema.safeParse(si).success).toBe(true);
    expect(dcsaErrors('CreateShippingInstructions', si)).toEqual([]);
    const update = { ...si, shippingInstructionsReference: 'SI-SELA12345600' };
    expect(updateShippingInstructionsRequestSchema.safeParse(update).success).toBe(true);
    expect(dcsaErrors('UpdateShippingInstructions', update)).toEqual([]);
  });

  it('the submit answer is a DCSA CreateShippingInstructionsResponse', () => {
    expect(
      dcsaErrors('CreateShippingInstructionsResponse', { shippingInstructionsReference: 'SI-SELA12345600' }),
    ).toEqual([]);
  });

  it('DCSA itself rejects what our schema rejects for a missing seal list', () => {
    const si = createShippingInstructionsRequest();
    const withoutSeals: Record<string, unknown> = { ...si.utilizedTransportEquipments[0] };
    delete withoutSeals.seals;
    const broken = { ...si, utilizedTransportEquipments: [withoutSeals, si.utilizedTransportEquipments[1]] };
    expect(shippingInstructionsRequestSchema.safeParse(broken).success).toBe(false);
    expect(dcsaErrors('CreateShippingInstructions', broken)).not.toEqual([]);
  });
});

describe("the mock carrier's answers against DCSA eBL 3.0.4", () => {
  it.each(['DRAFT_TO_REVIEW', 'ISSUED', 'SURRENDERED'] as const)(
    'a seeded %s SI is a DCSA ShippingInstructions and its B/L a DCSA TransportDocument',
    async (summaryStatus) => {
      const token = await tokenOf('demo.shipper');
      const list = await callMock<SiListResponse>('GET', 'v1/shipping-instructions', {
        token,
        query: { summaryStatus },
      });
      const row = list.body.items[0];
      if (!row) throw new Error(`demo.shipper has no ${summaryStatus} SI`);
      const si = await callMock('GET', `v1/shipping-instructions/${row.carrierBookingReference}`, { token });
      expect(shippingInstructionsSchema.safeParse(si.body).success).toBe(true);
      expect(dcsaErrors('ShippingInstructions', si.body)).toEqual([]);
      const document = await callMock('GET', `v1/transport-documents/${row.transportDocumentReference}`, { token });
      expect(transportDocumentSchema.safeParse(document.body).success).toBe(true);
      expect(dcsaErrors('TransportDocument', document.body)).toEqual([]);
    },
  );
});
