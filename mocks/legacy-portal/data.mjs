// Reference data of the stand-in portal: a small, realistic set (real UN/LOCODEs and terminals; vessel names in the
// carrier's style with valid IMO check digits; container numbers with valid ISO 6346 check digits). Tracking events
// follow DCSA Track & Trace 3.0 (shared/reference/dcsa/tnt-v3.0.0-openapi.yaml): eventType EQUIPMENT with
// equipmentEventType GATED_OUT, GATED_IN, LOADED, DISCHARGED, or TRANSPORT with transportEventType DEPARTED,
// ARRIVED; eventClassifier ACTUAL or ESTIMATED. Dates are fixed around the e2e "now" (2026-11-21) so every run shows
// the same page; times are local to the event's port, with its UTC offset.

import { containerNumber as container, imoNumber as imo, trackingEvent as event } from './records.mjs';

/** Ports used by the stand-in: UN/LOCODE, name, country, UTC offset in November, one container terminal. */
export const PORTS = {
  KRPUS: { name: 'Busan', country: 'Korea, Republic of', offset: '+09:00', terminal: 'Busan New Port Terminal' },
  CNSHA: { name: 'Shanghai', country: 'China', offset: '+08:00', terminal: 'Yangshan Deep Water Port Phase IV' },
  SGSIN: { name: 'Singapore', country: 'Singapore', offset: '+08:00', terminal: 'PSA Pasir Panjang Terminal' },
  VNHPH: { name: 'Hai Phong', country: 'Viet Nam', offset: '+07:00', terminal: 'Tan Vu Terminal' },
  NLRTM: { name: 'Rotterdam', country: 'Netherlands', offset: '+01:00', terminal: 'Rotterdam World Gateway' },
  DEHAM: { name: 'Hamburg', country: 'Germany', offset: '+01:00', terminal: 'CTA Container Terminal Altenwerder' },
  USLAX: { name: 'Los Angeles', country: 'United States', offset: '-08:00', terminal: 'TraPac Los Angeles' },
  JPTYO: { name: 'Tokyo', country: 'Japan', offset: '+09:00', terminal: 'Ohi Container Terminal' },
  CNNGB: { name: 'Ningbo', country: 'China', offset: '+08:00', terminal: 'Beilun Container Terminal' },
  LKCMB: {
    name: 'Colombo',
    country: 'Sri Lanka',
    offset: '+05:30',
    terminal: 'Colombo International Container Terminal',
  },
  GBSOU: { name: 'Southampton', country: 'United Kingdom', offset: '+00:00', terminal: 'DP World Southampton' },
  THLCH: { name: 'Laem Chabang', country: 'Thailand', offset: '+07:00', terminal: 'Hutchison Ports Thailand D1' },
};

/** Vessels of the stand-in: name, IMO number, capacity in TEU, service lane. */
export const VESSELS = [
  { code: 'OHMT', name: 'ONE HAMBURG', imo: imo('930679'), teu: 14000, lane: 'FE2' },
  { code: 'OTWT', name: 'ONE TWINKLE', imo: imo('980604'), teu: 14026, lane: 'PS3' },
  { code: 'MTRM', name: 'MOL TRIUMPH', imo: imo('976950'), teu: 20170, lane: 'FE3' },
  { code: 'KTHL', name: 'KOTA HALUS', imo: imo('939411'), teu: 4300, lane: 'JTV' },
];

/** Vessel schedule (CUP_HOM_3006): per vessel code, one voyage's port calls, times local to the port. */
export const VESSEL_SCHEDULES = {
  OHMT: {
    voyage: '084W',
    calls: [
      ['KRPUS', '2026-11-10 06:00', '2026-11-11 02:00'],
      ['CNSHA', '2026-11-13 08:00', '2026-11-14 20:00'],
      ['CNNGB', '2026-11-15 10:00', '2026-11-16 18:00'],
      ['SGSIN', '2026-11-21 04:00', '2026-11-22 12:00'],
      ['LKCMB', '2026-11-26 07:00', '2026-11-27 03:00'],
      ['NLRTM', '2026-12-14 09:00', '2026-12-16 05:00'],
      ['DEHAM', '2026-12-18 14:00', '2026-12-20 08:00'],
      ['GBSOU', '2026-12-22 06:00', '2026-12-23 04:00'],
    ],
  },
  OTWT: {
    voyage: '052E',
    calls: [
      ['CNSHA', '2026-11-02 05:00', '2026-11-03 09:00'],
      ['CNNGB', '2026-11-04 06:00', '2026-11-05 02:00'],
      ['KRPUS', '2026-11-07 08:00', '2026-11-08 01:00'],
      ['USLAX', '2026-11-20 16:00', '2026-11-24 22:00'],
    ],
  },
  MTRM: {
    voyage: '031W',
    calls: [
      ['JPTYO', '2026-11-18 07:00', '2026-11-19 03:00'],
      ['KRPUS', '2026-11-21 09:00', '2026-11-22 04:00'],
      ['CNSHA', '2026-11-24 06:00', '2026-11-25 14:00'],
      ['SGSIN', '2026-11-30 05:00', '2026-12-01 11:00'],
      ['NLRTM', '2026-12-22 10:00', '2026-12-24 02:00'],
    ],
  },
  KTHL: {
    voyage: '218S',
    calls: [
      ['VNHPH', '2026-11-06 13:00', '2026-11-07 19:00'],
      ['THLCH', '2026-11-10 07:00', '2026-11-10 23:00'],
      ['SGSIN', '2026-11-13 06:00', '2026-11-14 02:00'],
    ],
  },
};

/** The moment the stand-in's data describes: events up to it are actual, later ones estimated (UTC). */
export const AS_OF = '2026-11-21T02:00:00Z';

/**
 * Shipments of cargo tracking (CUP_HOM_3301): B/L number, booking number, route, containers with their DCSA events
 * (oldest first). `dateTime` is local to `port` ('yyyy-MM-ddTHH:mm' + offset from PORTS).
 */
export const SHIPMENTS = [
  {
    bl: 'ONEYPUSE53817200',
    booking: 'PUSE53817200',
    pol: 'KRPUS',
    pod: 'NLRTM',
    vessel: 'ONE HAMBURG',
    voyage: '084W',
    commodity: 'Auto parts (HS 8708.29)',
    containers: [
      {
        number: container('ONEU048213'),
        type: "40' High Cube Dry (45G1)",
        events: [
          event('EQUIPMENT', 'GATED_OUT', 'ACTUAL', '2026-11-06T09:12', 'KRPUS', {
            emptyIndicator: 'EMPTY',
            facility: 'Busan New Port Depot',
          }),
          event('EQUIPMENT', 'GATED_IN', 'ACTUAL', '2026-11-08T16:40', 'KRPUS', { emptyIndicator: 'LADEN' }),
          event('EQUIPMENT', 'LOADED', 'ACTUAL', '2026-11-10T22:05', 'KRPUS', {
            vessel: 'ONE HAMBURG',
            voyage: '084W',
          }),
          event('TRANSPORT', 'DEPARTED', 'ACTUAL', '2026-11-11T02:30', 'KRPUS', {
            vessel: 'ONE HAMBURG',
            voyage: '084W',
          }),
          event('TRANSPORT', 'ARRIVED', 'ESTIMATED', '2026-12-14T09:00', 'NLRTM', {
            vessel: 'ONE HAMBURG',
            voyage: '084W',
          }),
          event('EQUIPMENT', 'DISCHARGED', 'ESTIMATED', '2026-12-15T03:00', 'NLRTM', {
            vessel: 'ONE HAMBURG',
            voyage: '084W',
          }),
          event('EQUIPMENT', 'GATED_OUT', 'ESTIMATED', '2026-12-17T10:00', 'NLRTM', { emptyIndicator: 'LADEN' }),
        ],
      },
      {
        number: container('TCLU762219'),
        type: "40' High Cube Dry (45G1)",
        events: [
          event('EQUIPMENT', 'GATED_OUT', 'ACTUAL', '2026-11-06T10:03', 'KRPUS', {
            emptyIndicator: 'EMPTY',
            facility: 'Busan New Port Depot',
          }),
          event('EQUIPMENT', 'GATED_IN', 'ACTUAL', '2026-11-08T17:22', 'KRPUS', { emptyIndicator: 'LADEN' }),
          event('EQUIPMENT', 'LOADED', 'ACTUAL', '2026-11-10T23:41', 'KRPUS', {
            vessel: 'ONE HAMBURG',
            voyage: '084W',
          }),
          event('TRANSPORT', 'DEPARTED', 'ACTUAL', '2026-11-11T02:30', 'KRPUS', {
            vessel: 'ONE HAMBURG',
            voyage: '084W',
          }),
          event('TRANSPORT', 'ARRIVED', 'ESTIMATED', '2026-12-14T09:00', 'NLRTM', {
            vessel: 'ONE HAMBURG',
            voyage: '084W',
          }),
          event('EQUIPMENT', 'DISCHARGED', 'ESTIMATED', '2026-12-15T05:00', 'NLRTM', {
            vessel: 'ONE HAMBURG',
            voyage: '084W',
          }),
          event('EQUIPMENT', 'GATED_OUT', 'ESTIMATED', '2026-12-17T10:00', 'NLRTM', { emptyIndicator: 'LADEN' }),
        ],
      },
    ],
  },
  {
    bl: 'ONEYSHAU08846500',
    booking: 'SHAU08846500',
    pol: 'CNSHA',
    pod: 'USLAX',
    vessel: 'ONE TWINKLE',
    voyage: '052E',
    commodity: 'Furniture, wooden (HS 9403.60)',
    containers: [
      {
        number: container('BEAU571036'),
        type: "40' Dry (42G1)",
        events: [
          event('EQUIPMENT', 'GATED_OUT', 'ACTUAL', '2026-10-27T08:15', 'CNSHA', {
            emptyIndicator: 'EMPTY',
            facility: 'Waigaoqiao Empty Depot',
          }),
          event('EQUIPMENT', 'GATED_IN', 'ACTUAL', '2026-10-30T13:48', 'CNSHA', { emptyIndicator: 'LADEN' }),
          event('EQUIPMENT', 'LOADED', 'ACTUAL', '2026-11-03T01:17', 'CNSHA', {
            vessel: 'ONE TWINKLE',
            voyage: '052E',
          }),
          event('TRANSPORT', 'DEPARTED', 'ACTUAL', '2026-11-03T09:20', 'CNSHA', {
            vessel: 'ONE TWINKLE',
            voyage: '052E',
          }),
          event('TRANSPORT', 'ARRIVED', 'ACTUAL', '2026-11-20T16:35', 'USLAX', {
            vessel: 'ONE TWINKLE',
            voyage: '052E',
          }),
          event('EQUIPMENT', 'DISCHARGED', 'ESTIMATED', '2026-11-22T08:00', 'USLAX', {
            vessel: 'ONE TWINKLE',
            voyage: '052E',
          }),
          event('EQUIPMENT', 'GATED_OUT', 'ESTIMATED', '2026-11-25T09:00', 'USLAX', { emptyIndicator: 'LADEN' }),
        ],
      },
    ],
  },
  {
    bl: 'ONEYHPHU21407300',
    booking: 'HPHU21407300',
    pol: 'VNHPH',
    pod: 'NLRTM',
    vessel: 'KOTA HALUS / MOL TRIUMPH',
    voyage: '218S / 031W',
    commodity: 'Cotton T-shirts (HS 6109.10)',
    containers: [
      {
        number: container('TGHU903381'),
        type: "20' Dry (22G1)",
        events: [
          event('EQUIPMENT', 'GATED_OUT', 'ACTUAL', '2026-11-02T07:40', 'VNHPH', {
            emptyIndicator: 'EMPTY',
            facility: 'Dinh Vu Empty Depot',
          }),
          event('EQUIPMENT', 'GATED_IN', 'ACTUAL', '2026-11-05T15:05', 'VNHPH', { emptyIndicator: 'LADEN' }),
          event('EQUIPMENT', 'LOADED', 'ACTUAL', '2026-11-07T11:26', 'VNHPH', { vessel: 'KOTA HALUS', voyage: '218S' }),
          event('TRANSPORT', 'DEPARTED', 'ACTUAL', '2026-11-07T19:10', 'VNHPH', {
            vessel: 'KOTA HALUS',
            voyage: '218S',
          }),
          event('TRANSPORT', 'ARRIVED', 'ACTUAL', '2026-11-13T06:20', 'SGSIN', {
            vessel: 'KOTA HALUS',
            voyage: '218S',
          }),
          event('EQUIPMENT', 'DISCHARGED', 'ACTUAL', '2026-11-13T14:02', 'SGSIN', {
            vessel: 'KOTA HALUS',
            voyage: '218S',
          }),
          event('EQUIPMENT', 'LOADED', 'ESTIMATED', '2026-11-30T20:00', 'SGSIN', {
            vessel: 'MOL TRIUMPH',
            voyage: '031W',
          }),
          event('TRANSPORT', 'DEPARTED', 'ESTIMATED', '2026-12-01T11:00', 'SGSIN', {
            vessel: 'MOL TRIUMPH',
            voyage: '031W',
          }),
          event('TRANSPORT', 'ARRIVED', 'ESTIMATED', '2026-12-22T10:00', 'NLRTM', {
            vessel: 'MOL TRIUMPH',
            voyage: '031W',
          }),
          event('EQUIPMENT', 'DISCHARGED', 'ESTIMATED', '2026-12-23T06:00', 'NLRTM', {
            vessel: 'MOL TRIUMPH',
            voyage: '031W',
          }),
        ],
      },
    ],
  },
];

/** Tracking number types of the carrier's links: B = B/L, K = booking, C = container (reference/carrier-portals.md). */
export const TRACKING_TYPES = { B: 'B/L number', K: 'Booking number', C: 'Container number' };

/** Invoices of My Invoice (CUP_HOM_3701), as issued to the demo customer 'KR00231544' (Hanbit Trading Co., Ltd.). */
export const INVOICES = [
  {
    number: 'KRINV2611-004512',
    bl: 'ONEYPUSE53817200',
    issued: '2026-11-11',
    due: '2026-12-11',
    currency: 'USD',
    amount: 4860.0,
    status: 'Unpaid',
  },
  {
    number: 'KRINV2611-003977',
    bl: 'ONEYPUSE51120400',
    issued: '2026-11-04',
    due: '2026-12-04',
    currency: 'KRW',
    amount: 1262000,
    status: 'Unpaid',
  },
  {
    number: 'KRINV2610-018830',
    bl: 'ONEYPUSE49873100',
    issued: '2026-10-21',
    due: '2026-11-20',
    currency: 'USD',
    amount: 2315.5,
    status: 'Overdue',
  },
  {
    number: 'KRINV2610-011206',
    bl: 'ONEYPUSE48702600',
    issued: '2026-10-09',
    due: '2026-11-08',
    currency: 'USD',
    amount: 3120.0,
    status: 'Paid',
  },
  {
    number: 'KRINV2609-020418',
    bl: 'ONEYPUSE46215800',
    issued: '2026-09-24',
    due: '2026-10-24',
    currency: 'EUR',
    amount: 1875.25,
    status: 'Paid',
  },
];
