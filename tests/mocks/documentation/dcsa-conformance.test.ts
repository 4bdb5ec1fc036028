import { beforeAll, describe, expect, it } from 'vitest';

import {
  shippingInstructionsRequestSchema,
  shippingInstructionsSchema,
  updateShippingInstructionsRequestSchema,
} from '@/domain/documentation/si-contract';
import { type SiListResponse } from '@/domain/documentation/si-list-contract';
import { transportDocumentSchema } from '@/domain/documentation/transport-document-contract';

import { createShippingInstructionsRequest } from '../../../mocks/documentation/factories';
import { callMock, tokenOf } from '../booking/booking-http';
import { dcsaErrorsOf, loadDcsaSchemas } from '../dcsa-schemas';

/*
 * DCSA conformance of the SI contract ("requests and answers validate against the DCSA schema for every
 * field DCSA defines"): the eBL 3.0.4 document beside the repository (../shared/reference/dcsa), compiled with ajv like
 * the booking conformance test. DCSA's schemas allow additional properties, so our own fields do not break it.
 */

let validators: ReturnType<typeof loadDcsaSchemas>;

beforeAll(() => {
  validators = loadDcsaSchemas('EBL_v3.0.4.yaml', [
    'CreateShippingInstructions',
    'UpdateShippingInstructions',
    'CreateShippingInstructionsResponse',
    'ShippingInstructions',
    'TransportDocument',
  ]);
});

/** The DCSA schema errors of `value` against schema `name`. */
function dcsaErrors(name: string, value: unknown): string[] {
  return dcsaErrorsOf(validators.get(name), value);
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
