import type { TemplateFields, TemplateParty } from '@/domain/booking-template/template-contract';

import { DEMO_USERS } from '../auth/demo-users';
import type { StoredTemplate } from './stored-template';

/*
 * The demo users' templates (docs/areas/booking-templates.md): lanes they book in the booking seed (mocks/booking/data),
 * with real parties. The shipper shares one with their colleague demo.shipper2, so sharing shows from the first login.
 */

const SHIPPER = DEMO_USERS.shipper.user.userId;
const FORWARDER = DEMO_USERS.forwarder.user.userId;

const hanil: TemplateParty = {
  partyName: DEMO_USERS.shipper.user.companyName,
  street: '25 Jungang-daero',
  city: 'Busan',
  countryCode: 'KR',
  contactName: 'Min-jun Kim',
  email: DEMO_USERS.shipper.details.email,
  phone: DEMO_USERS.shipper.details.phone,
};

const party = (partyName: string, street: string, city: string, countryCode: string, contactName: string) => ({
  partyName,
  street,
  city,
  countryCode,
  contactName,
  email: '',
  phone: '',
});

const line = (code: '42G1' | '22G1' | '45G1', units: number, kg: number, commodityType: string, hsCode: string) => ({
  ISOEquipmentCode: code,
  units: String(units),
  cargoGrossWeight: { value: String(kg), unit: 'KGM' as const },
  commodityType,
  hsCode,
});

const route = (from: [string, string], to: [string, string]): TemplateFields => ({
  origin: { code: from[0], name: from[1] },
  destination: { code: to[0], name: to[1] },
  receiptTypeAtOrigin: 'CY',
  deliveryTypeAtDestination: 'CY',
  freightPaymentTermCode: 'PRE',
});

const BUSAN: [string, string] = ['KRPUS', 'Busan'];
const ROTTERDAM: [string, string] = ['NLRTM', 'Rotterdam'];

/** The seeded templates of every demo user (ids are stable: 'TPL-SEED-<user>-<n>'). */
export const SEED_TEMPLATES: readonly StoredTemplate[] = [
  {
    id: 'TPL-SEED-SHIPPER-1',
    name: 'Busan - Rotterdam, ICs to Eindhoven',
    ownerId: SHIPPER,
    sharedWith: [DEMO_USERS.shipper2.user.userId],
    createdAt: '2026-09-14T01:20:00Z',
    updatedAt: '2026-10-02T06:45:00Z',
    fields: {
      ...route(BUSAN, ROTTERDAM),
      shipper: hanil,
      consignee: party('Hanil Europe B.V.', 'High Tech Campus 9', 'Eindhoven', 'NL', 'Daan de Vries'),
      requestedEquipments: [line('42G1', 2, 14_000, 'Electronic integrated circuits', '854231')],
    },
  },
  {
    id: 'TPL-SEED-SHIPPER-2',
    name: 'Busan - Hamburg, refrigerators',
    ownerId: SHIPPER,
    sharedWith: [],
    createdAt: '2026-09-20T03:00:00Z',
    updatedAt: '2026-09-20T03:00:00Z',
    fields: {
      ...route(BUSAN, ['DEHAM', 'Hamburg']),
      shipper: hanil,
      consignee: party('Nordhaus Elektro GmbH', 'Billstrasse 80', 'Hamburg', 'DE', 'Jan Peters'),
      requestedEquipments: [line('45G1', 3, 21_000, 'Household refrigerators', '841821')],
      remarks: 'Stack no more than two high.',
    },
  },
  {
    id: 'TPL-SEED-FORWARDER-1',
    name: 'Hamburg - New York, machine tools',
    ownerId: FORWARDER,
    sharedWith: [],
    createdAt: '2026-08-03T08:10:00Z',
    updatedAt: '2026-08-03T08:10:00Z',
    fields: {
      ...route(['DEHAM', 'Hamburg'], ['USNYC', 'New York']),
      shipper: party('Werkzeugbau Lüneburg GmbH', 'Industriestrasse 4', 'Lüneburg', 'DE', 'Karin Vogt'),
      consignee: party('Hudson Machinery Inc.', '120 Port Jersey Blvd', 'Jersey City', 'US', 'Mike Ross'),
      requestedEquipments: [line('42G1', 1, 18_500, 'Machine tools for working metal', '845811')],
    },
  },
  {
    id: 'TPL-SEED-FORWARDER-2',
    name: 'Ningbo - Hamburg, furniture',
    ownerId: FORWARDER,
    sharedWith: [],
    createdAt: '2026-08-21T10:30:00Z',
    updatedAt: '2026-09-05T09:00:00Z',
    fields: {
      ...route(['CNNGB', 'Ningbo'], ['DEHAM', 'Hamburg']),
      shipper: party('Ningbo Evergrove Furniture Co.', '88 Jiangnan Road', 'Ningbo', 'CN', 'Li Wei'),
      consignee: party('Möbelhaus Nord GmbH', 'Am Sandtorkai 12', 'Hamburg', 'DE', 'Eva Schulz'),
      requestedEquipments: [line('45G1', 4, 16_000, 'Wooden bedroom furniture', '940350')],
    },
  },
];
