import { describe, expect, it } from 'vitest';

import { ics2RefetchInterval } from '@/domain/customs/customs-queries';
import { isIcs2Country, isIcs2Location, routeLocationCodes } from '@/domain/customs/ics2-countries-contract';
import {
  emptyTradeParty,
  type Ics2Data,
  ics2Readiness,
  isEori,
  isHsCode,
  isVagueDescription,
} from '@/domain/customs/ics2-rules-contract';

// The boundaries and branches of the ICS2 rules (docs/areas/customs.md); the journey-level cases
// are in ics2-rules.test.ts.

describe('EORI number', () => {
  it('takes a country code and 1 to 15 letters or digits, upper case only', () => {
    expect(isEori('NL1')).toBe(true);
    expect(isEori('DE123456789012345')).toBe(true); // 15 after the country code
    expect(isEori('DEABC123XYZ')).toBe(true);
    expect(isEori('NL')).toBe(false); // nothing after the country code
    expect(isEori('DE1234567890123456')).toBe(false); // 16 after the country code
    expect(isEori('nl123456789')).toBe(false);
    expect(isEori('N1123456789')).toBe(false);
    expect(isEori('NL 123456789')).toBe(false);
    expect(isEori('')).toBe(false);
  });
});

describe('HS code', () => {
  it('is 6 to 10 digits', () => {
    expect(isHsCode('854231')).toBe(true);
    expect(isHsCode('000000')).toBe(true);
    expect(isHsCode('8542310')).toBe(true);
    expect(isHsCode('85423')).toBe(false);
    expect(isHsCode('85423100000')).toBe(false);
    expect(isHsCode('8542.31')).toBe(false);
    expect(isHsCode('85423A')).toBe(false);
    expect(isHsCode(' 854231')).toBe(false);
  });
});

describe('vague description of goods', () => {
  it('is vague when empty, blank or only punctuation', () => {
    expect(isVagueDescription('')).toBe(true);
    expect(isVagueDescription('   ')).toBe(true);
    expect(isVagueDescription('-- / --')).toBe(true);
  });

  it('is vague when the whole text is a generic word, whatever the case and punctuation', () => {
    expect(isVagueDescription('PARTS')).toBe(true);
    expect(isVagueDescription('  Spare   parts. ')).toBe(true);
    expect(isVagueDescription('Household-goods')).toBe(true);
  });

  it('is vague when a blanket phrase appears anywhere, as whole words', () => {
    expect(isVagueDescription('Shoes, said to contain 400 pairs')).toBe(true);
    expect(isVagueDescription('FAK rate cargo')).toBe(true);
    expect(isVagueDescription('Freight all kind')).toBe(true);
    expect(isVagueDescription('1 x 40HC STC furniture')).toBe(true);
    expect(isVagueDescription('Consolidated shipment of toys')).toBe(true);
  });

  it('is precise when a generic word only starts a longer description or a phrase sits inside a word', () => {
    expect(isVagueDescription('Parts of diesel engines')).toBe(false);
    expect(isVagueDescription('Electronics assembly robots')).toBe(false);
    expect(isVagueDescription('Postcards, printed')).toBe(false); // "stc" inside a word
    expect(isVagueDescription('Fakes for theatre props, plastic')).toBe(false); // "fak" inside a word
  });
});

describe('ICS2 countries and ports', () => {
  it('reads the country of a UN/LOCODE in any case, and Northern Ireland ports of the UK', () => {
    expect(isIcs2Country('nl')).toBe(true);
    expect(isIcs2Country('GB')).toBe(false);
    expect(isIcs2Location('nlrtm')).toBe(true);
    expect(isIcs2Location('gbbel')).toBe(true);
    expect(isIcs2Location('GBSOU')).toBe(false);
  });

  it('lists every place of the route once, transport plan legs included', () => {
    expect(
      routeLocationCodes({
        shipmentLocations: [
          { location: { UNLocationCode: 'KRPUS' }, locationTypeCode: 'POL' },
          { location: { UNLocationCode: 'NGAPP' }, locationTypeCode: 'POD' },
        ],
        transportPlan: [
          {
            transportPlanStage: 'MNC',
            transportPlanStageSequenceNumber: 1,
            loadLocation: { UNLocationCode: 'KRPUS', locationName: 'Busan' },
            dischargeLocation: { UNLocationCode: 'ESALG', locationName: 'Algeciras' },
            plannedDepartureDate: '2026-12-01',
            plannedArrivalDate: '2026-12-20',
            plannedDepartureDateTime: '2026-12-01T10:00:00+09:00',
            plannedArrivalDateTime: '2026-12-20T10:00:00+01:00',
            modeOfTransport: 'VESSEL',
          },
        ],
      }).sort(),
    ).toEqual(['ESALG', 'KRPUS', 'NGAPP']);
  });
});

describe('ICS2 readiness, branch by branch', () => {
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

  it('ignores a house-level filer the carrier files without', () => {
    expect(ics2Readiness({ ...complete, houseFilerEori: 'not-an-eori' })).toEqual({ ready: true, missing: [] });
  });

  it('wants a house-level filer name that is not blank and a valid EORI', () => {
    expect(
      ics2Readiness({ ...complete, filer: 'HOUSE_FILER', houseFilerName: '   ', houseFilerEori: 'de98765' }).missing,
    ).toEqual(['houseFilerName', 'houseFilerEori']);
  });

  it('counts blank texts and a lower-case or three-letter country of a trade party as missing, seller first', () => {
    expect(
      ics2Readiness({
        ...complete,
        seller: { ...emptyTradeParty(), name: ' ', street: '55 Jungang-daero', city: 'Busan', countryCode: 'kr' },
        buyer: { ...complete.buyer, countryCode: 'NLD' },
      }).missing,
    ).toEqual(['seller.name', 'seller.countryCode', 'buyer.countryCode']);
  });

  it('wants at least one commodity and checks each one by its index', () => {
    expect(ics2Readiness({ ...complete, goods: [] })).toEqual({ ready: false, missing: ['goods'] });
    expect(
      ics2Readiness({
        ...complete,
        goods: [
          complete.goods[0]!,
          { commodityType: 'Auto parts', hsCode: '870899', description: 'spare parts' },
          { commodityType: 'Tyres', hsCode: '40111', description: 'New pneumatic tyres for cars' },
        ],
      }).missing,
    ).toEqual(['goods.1.description', 'goods.2.hsCode']);
  });
});

describe('refetching a filing that waits for customs', () => {
  it('polls from 2 s after filing while a filing is FILED, not when it was filed long ago, and not otherwise', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const filedNow = { status: 'FILED', filedDateTime: '2026-11-27T10:00:00Z' } as const;
    expect(ics2RefetchInterval([{ status: 'ACCEPTED' }, filedNow], now)).toBe(2000);
    expect(ics2RefetchInterval([{ status: 'FILED', filedDateTime: '2026-11-22T10:00:00Z' }], now)).toBe(false);
    expect(ics2RefetchInterval([{ status: 'NOT_FILED' }, { status: 'ACCEPTED' }, { status: 'DO_NOT_LOAD' }])).toBe(
      false,
    );
    expect(ics2RefetchInterval([])).toBe(false);
  });
});
