import type { Party } from '@/domain/booking/booking-party-contract';

import { createParty } from '../factories';

/* Reference data of the generated demo bookings (../seed.ts): lanes, commodities, companies. */

/**
 * Real lanes of the schedule network (POL, POD), each served by at least one mainline (mocks/schedule/data/services-*):
 * Asia-Europe both ways, transpacific, Asia-US East Coast, transatlantic, Europe-South America, Asia-Oceania, India-
 * Europe, intra-Asia, and Busan-Osaka, which runs on a partner feeder without reefer plugs.
 */
export const SEED_LANES: readonly (readonly [string, string])[] = [
  ['KRPUS', 'NLRTM'],
  ['KRPUS', 'DEHAM'],
  ['CNSHA', 'NLRTM'],
  ['CNNGB', 'DEHAM'],
  ['SGSIN', 'NLRTM'],
  ['JPTYO', 'NLRTM'],
  ['NLRTM', 'KRPUS'],
  ['DEHAM', 'CNSHA'],
  ['KRPUS', 'USLGB'],
  ['CNSHA', 'USLAX'],
  ['KRPUS', 'USNYC'],
  ['DEHAM', 'USNYC'],
  ['NLRTM', 'CAMTR'],
  ['NLRTM', 'BRSSZ'],
  ['KRPUS', 'AUSYD'],
  ['INNSA', 'NLRTM'],
  ['KRPUS', 'SGSIN'],
  ['KRPUS', 'JPOSA'],
];

/** Commodities of the generated dry bookings with their HS codes (HS 2022 subheadings). */
export const SEED_COMMODITIES = [
  { commodityType: 'Electronic integrated circuits', HSCodes: ['854231'] },
  { commodityType: 'Passenger car parts and accessories', HSCodes: ['870899'] },
  { commodityType: 'Wooden bedroom furniture', HSCodes: ['940350'] },
  { commodityType: 'Polyethylene granules', HSCodes: ['390110'] },
  { commodityType: 'Cotton T-shirts', HSCodes: ['610910'] },
  { commodityType: 'Machine tools for working metal', HSCodes: ['845811'] },
  { commodityType: 'Tyres for buses and lorries', HSCodes: ['401120'] },
  { commodityType: 'Household refrigerators', HSCodes: ['841821'] },
] as const;

/** Shippers and consignees of the generated bookings (fictitious companies at real places). */
export const SEED_COMPANIES: readonly Party[] = [
  createParty({
    partyName: 'Lindqvist Consumer Electronics B.V.',
    address: { street: 'Waalhaven Zuidzijde', streetNumber: '21', city: 'Rotterdam', countryCode: 'NL' },
    partyContactDetails: [{ name: 'Eva Lindqvist', email: 'e.lindqvist@lindqvist-ce.nl' }],
  }),
  createParty({
    partyName: 'Nordhafen Maschinenbau AG',
    address: { street: 'Am Sandtorkai', streetNumber: '5', city: 'Hamburg', countryCode: 'DE' },
    partyContactDetails: [{ name: 'Jonas Weber', email: 'j.weber@nordhafen-mb.de' }],
  }),
  createParty({
    partyName: 'Pacific Rim Home Furnishings Inc.',
    address: { street: 'Harbor Boulevard', streetNumber: '1200', city: 'Long Beach', countryCode: 'US' },
    partyContactDetails: [{ name: 'Dana Ortiz', email: 'dortiz@pacificrim-home.com' }],
  }),
  createParty({
    partyName: 'Shanghai Minhang Polymer Co., Ltd.',
    address: { street: 'Jianchuan Road', streetNumber: '88', city: 'Shanghai', countryCode: 'CN' },
    partyContactDetails: [{ name: 'Li Wei', email: 'liwei@minhang-polymer.cn' }],
  }),
  createParty({
    partyName: 'Southern Cross Appliances Pty Ltd',
    address: { street: 'Botany Road', streetNumber: '310', city: 'Sydney', countryCode: 'AU' },
    partyContactDetails: [{ name: 'Grace Mitchell', email: 'g.mitchell@sca-appliances.com.au' }],
  }),
  createParty({
    partyName: 'Sao Paulo Autopecas Ltda.',
    address: { street: 'Avenida Paulista', streetNumber: '1578', city: 'Sao Paulo', countryCode: 'BR' },
    partyContactDetails: [{ name: 'Rafael Souza', email: 'rafael.souza@sp-autopecas.com.br' }],
  }),
];
