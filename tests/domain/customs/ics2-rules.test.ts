import { describe, expect, it } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import { ics2GoodsItemSchema } from '@/domain/customs/customs-contract';
import { isIcs2Location, needsIcs2 } from '@/domain/customs/ics2-countries-contract';
import {
  emptyTradeParty,
  type Ics2Data,
  ics2Readiness,
  isEori,
  isHsCode,
  isVagueDescription,
} from '@/domain/customs/ics2-rules-contract';
import { hsCodeSchema } from '@/domain/documentation/si-cargo-contract';

type Route = Pick<Booking, 'shipmentLocations' | 'transportPlan'>;

function leg(from: string, to: string, sequence: number): NonNullable<Booking['transportPlan']>[number] {
  return {
    transportPlanStage: 'MNC',
    transportPlanStageSequenceNumber: sequence,
    loadLocation: { UNLocationCode: from, locationName: from },
    dischargeLocation: { UNLocationCode: to, locationName: to },
    plannedDepartureDate: '2026-12-01',
    plannedArrivalDate: '2026-12-20',
    plannedDepartureDateTime: '2026-12-01T10:00:00+08:00',
    plannedArrivalDateTime: '2026-12-20T10:00:00+01:00',
    modeOfTransport: 'VESSEL',
  };
}

function route(pol: string, pod: string, transportPlan?: Route['transportPlan']): Route {
  return {
    shipmentLocations: [
      { location: { UNLocationCode: pol }, locationTypeCode: 'POL' },
      { location: { UNLocationCode: pod }, locationTypeCode: 'POD' },
    ],
    transportPlan,
  };
}

describe('EU (ICS2) detection', () => {
  it('counts Rotterdam, Hamburg and Antwerp, not Felixstowe', () => {
    expect(isIcs2Location('NLRTM')).toBe(true);
    expect(isIcs2Location('DEHAM')).toBe(true);
    expect(isIcs2Location('BEANR')).toBe(true);
    expect(isIcs2Location('GBFXT')).toBe(false);
    expect(isIcs2Location('NOOSL')).toBe(true);
    expect(isIcs2Location('GBBEL')).toBe(true);
  });

  it('asks ICS2 for cargo discharged in the EU, not for cargo leaving it', () => {
    expect(needsIcs2(route('KRPUS', 'NLRTM'))).toBe(true);
    expect(needsIcs2(route('NLRTM', 'KRPUS'))).toBe(false);
    expect(needsIcs2(route('NLRTM', 'BRSSZ'))).toBe(false);
    expect(needsIcs2(route('DEHAM', 'CNSHA'))).toBe(false);
    expect(needsIcs2(route('DEHAM', 'USNYC'))).toBe(false);
    expect(needsIcs2(route('CNSHA', 'GBFXT'))).toBe(false);
  });

  it('does not ask ICS2 for an EU export transshipped at another EU port', () => {
    const viaAlgeciras = route('NLRTM', 'BRSSZ', [leg('NLRTM', 'ESALG', 1), leg('ESALG', 'BRSSZ', 2)]);
    expect(needsIcs2(viaAlgeciras)).toBe(false);
  });

  it('counts a transshipment at Algeciras on an Asia-to-Africa route', () => {
    const direct = route('CNSHA', 'NGAPP', [leg('CNSHA', 'NGAPP', 1)]);
    const viaAlgeciras = route('CNSHA', 'NGAPP', [leg('CNSHA', 'ESALG', 1), leg('ESALG', 'NGAPP', 2)]);
    expect(needsIcs2(direct)).toBe(false);
    expect(needsIcs2(viaAlgeciras)).toBe(true);
  });

  it('counts a place of delivery inland in the EU', () => {
    const booking: Route = {
      shipmentLocations: [
        { location: { UNLocationCode: 'CNSHA' }, locationTypeCode: 'POL' },
        { location: { UNLocationCode: 'GBFXT' }, locationTypeCode: 'POD' },
        { location: { UNLocationCode: 'FRPAR' }, locationTypeCode: 'PDE' },
      ],
    };
    expect(needsIcs2(booking)).toBe(true);
  });
});

describe('ICS2 formats', () => {
  it('checks EORI numbers', () => {
    expect(isEori('NL123456789')).toBe(true);
    expect(isEori('DE1234567890123')).toBe(true);
    expect(isEori('123456789')).toBe(false);
    expect(isEori('nl123')).toBe(false);
    expect(isEori('NL1234567890123456')).toBe(false);
  });

  it('takes the HS code of 6 to 10 digits the SI takes: an 8-digit code is accepted in both', () => {
    expect(isHsCode('854231')).toBe(true);
    expect(isHsCode('85423100')).toBe(true);
    expect(isHsCode('8542310000')).toBe(true);
    expect(isHsCode('8542')).toBe(false);
    expect(isHsCode('85423100001')).toBe(false);
    expect(isHsCode('85.42.31')).toBe(false);
    expect(
      ics2GoodsItemSchema.safeParse({ commodityType: 'ICs', hsCode: '85423100', description: 'DRAM' }).success,
    ).toBe(true);
    expect(hsCodeSchema.safeParse('85423100').success).toBe(true);
  });

  it('refuses vague descriptions of goods', () => {
    for (const vague of [
      'general cargo',
      'FAK',
      'Parts',
      'consolidated',
      'said to contain 20 pallets',
      'STC: goods',
      '',
    ]) {
      expect(isVagueDescription(vague), vague).toBe(true);
    }
    for (const precise of ['Passenger car parts and accessories', 'Cotton T-shirts, knitted', 'Frozen fish fillets']) {
      expect(isVagueDescription(precise), precise).toBe(false);
    }
  });
});

describe('ICS2 readiness', () => {
  const complete: Ics2Data = {
    filer: 'CARRIER',
    houseFilerName: '',
    houseFilerEori: '',
    shipperEori: 'KR1234567890',
    consigneeEori: 'NL123456789',
    buyer: { name: 'Van Dijk Trading BV', street: 'Weena 10', city: 'Rotterdam', countryCode: 'NL' },
    seller: { name: 'Hanbit Electronics', street: '55 Jungang-daero', city: 'Busan', countryCode: 'KR' },
    goods: [{ commodityType: 'Electronic integrated circuits', hsCode: '854231', description: 'Memory chips, DRAM' }],
  };

  it('is ready when everything is there', () => {
    expect(ics2Readiness(complete)).toEqual({ ready: true, missing: [] });
  });

  it('lists what is missing or invalid, in form order', () => {
    const partial: Ics2Data = {
      ...complete,
      shipperEori: '',
      consigneeEori: 'not-an-eori',
      buyer: emptyTradeParty(),
      goods: [{ commodityType: 'Parts', hsCode: '8708', description: 'parts' }],
    };
    expect(ics2Readiness(partial)).toEqual({
      ready: false,
      missing: [
        'shipperEori',
        'consigneeEori',
        'buyer.name',
        'buyer.street',
        'buyer.city',
        'buyer.countryCode',
        'goods.0.hsCode',
        'goods.0.description',
      ],
    });
  });

  it('asks for the house-level filer only when it files', () => {
    expect(ics2Readiness({ ...complete, filer: 'HOUSE_FILER' }).missing).toEqual(['houseFilerName', 'houseFilerEori']);
    expect(
      ics2Readiness({ ...complete, filer: 'HOUSE_FILER', houseFilerName: 'Blue Forwarding', houseFilerEori: 'DE98765' })
        .ready,
    ).toBe(true);
  });
});
