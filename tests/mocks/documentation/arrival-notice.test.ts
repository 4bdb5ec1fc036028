import { addDays, format } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';

import { type ArrivalNotice, arrivalNoticeSchema } from '@/domain/documentation/arrival-notice-contract';
import type { SiListResponse } from '@/domain/documentation/si-list-contract';
import { currencyDecimals } from '@/domain/money/money';

import { callMock, tokenOf } from '../booking/booking-http';
import { dcsaErrorsOf, loadDcsaSchemas } from '../dcsa-schemas';

/*
 * The mock carrier's arrival notices: issued for B/Ls that are issued or surrendered, shaped as
 * DCSA Arrival Notice 1.0.1 says (the AN document beside the repository), with free time counted from the arrival at
 * the POD and charges in the currency's own decimals; nothing for a draft or for another user's B/L (an empty list,
 * never a 404, as DCSA asks).
 */

let validators: ReturnType<typeof loadDcsaSchemas>;
beforeAll(() => {
  validators = loadDcsaSchemas('an-v1.0.1-openapi.yaml', ['ArrivalNotice', 'GetArrivalNoticesResponse']);
});

async function rowsOf(token: string, summaryStatus: string) {
  const list = await callMock<SiListResponse>('GET', 'v1/shipping-instructions', {
    token,
    query: { summaryStatus, pageSize: '50' },
  });
  return list.body.items;
}

async function noticesOf(token: string, blNumber: string) {
  return callMock<{ arrivalNotices: ArrivalNotice[] }>('GET', 'v1/arrival-notices', {
    token,
    query: { transportDocumentReferences: blNumber },
  });
}

describe('GET v1/arrival-notices', () => {
  it.each(['ISSUED', 'SURRENDERED'])('answers a DCSA arrival notice for each seeded %s B/L', async (summaryStatus) => {
    const token = await tokenOf('demo.shipper');
    const rows = await rowsOf(token, summaryStatus);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const blNumber = row.transportDocumentReference;
      const answer = await noticesOf(token, blNumber);
      expect(answer.status).toBe(200);
      expect(dcsaErrorsOf(validators.get('GetArrivalNoticesResponse'), answer.body)).toEqual([]);
      expect(answer.body.arrivalNotices).toHaveLength(1);
      const notice = arrivalNoticeSchema.parse(answer.body.arrivalNotices[0]);
      expect(dcsaErrorsOf(validators.get('ArrivalNotice'), notice)).toEqual([]);
      expect(notice.transportDocumentReference).toBe(blNumber);
      expect(notice.transport.portOfDischarge.UNLocationCode).toBe(row.portOfDischarge);
      expect(notice.releaseInformation?.isOBLReceived).toBe(summaryStatus === 'SURRENDERED' || notice.isElectronic);

      // Demurrage: the day after arrival is day 1 of the free time (the D&D clock's rule; calendar days here).
      const arrival = new Date(`${notice.transport.portOfDischargeArrivalDate.value}T00:00:00Z`);
      const demurrage = notice.freeTimes.find((freeTime) => freeTime.typeCodes.includes('DEM'));
      if (demurrage?.timeUnit === 'CD') {
        expect(demurrage.lastFreeDate?.value).toBe(format(addDays(arrival, demurrage.duration), 'yyyy-MM-dd'));
      }
      expect(notice.freeTimes.some((freeTime) => freeTime.typeCodes.includes('DET'))).toBe(true);

      // Charges payable at destination: amount = unit price x quantity, in the currency's own decimals.
      expect(notice.charges.length).toBeGreaterThan(0);
      for (const charge of notice.charges) {
        const scale = 10 ** currencyDecimals(charge.currencyCode);
        expect(charge.paymentTermCode).toBe('COL');
        expect(Number.isInteger(Math.round(charge.currencyAmount * scale * 1e6) / 1e6)).toBe(true);
        expect(Math.round(charge.currencyAmount * scale)).toBe(Math.round(charge.unitPrice * charge.quantity * scale));
      }
      const containers = notice.utilizedTransportEquipments.length;
      const perContainer = notice.charges.filter((charge) => charge.calculationBasis.startsWith('PER_CONTAINER'));
      expect(perContainer.reduce((sum, charge) => sum + charge.quantity, 0)).toBe(containers);
    }
  });

  it('answers an empty list for a draft B/L and for another user’s B/L, 400 without a B/L, 401 without login', async () => {
    const shipper = await tokenOf('demo.shipper');
    const [draft] = await rowsOf(shipper, 'DRAFT_TO_REVIEW');
    const [issued] = await rowsOf(shipper, 'ISSUED');
    if (!draft || !issued) throw new Error('demo.shipper has no draft or no issued B/L');

    const forDraft = await noticesOf(shipper, draft.transportDocumentReference);
    expect(forDraft).toEqual({ status: 200, body: { arrivalNotices: [] } });

    const forwarder = await tokenOf('demo.forwarder');
    const notTheirs = await noticesOf(forwarder, issued.transportDocumentReference);
    expect(notTheirs).toEqual({ status: 200, body: { arrivalNotices: [] } });

    expect((await callMock('GET', 'v1/arrival-notices', { token: shipper })).status).toBe(400);
    expect((await noticesOf('', issued.transportDocumentReference)).status).toBe(401);
  });
});
