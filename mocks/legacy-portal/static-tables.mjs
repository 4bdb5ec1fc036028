// The stand-in's hand-written tables, { caption, columns, rows } with rows of cell text: realistic content of the
// areas the stand-in does not compute (./tables.mjs computes the others from ./data.mjs).

/** Published ocean freight and surcharges of one lane (Prices; the surcharge search page). */
export const PRICES_TABLE = {
  caption: 'Ocean freight and surcharges, Busan (KRPUS) to Rotterdam (NLRTM), dry cargo',
  columns: ['Charge code', 'Charge', 'Currency', "20' Dry", "40' Dry", "40' High Cube", 'Per'],
  rows: [
    ['OFT', 'Ocean Freight', 'USD', '1,450', '2,600', '2,600', 'Container'],
    ['BAF', 'Bunker Adjustment Factor', 'USD', '412', '824', '824', 'Container'],
    ['ETS', 'EU Emissions Trading Surcharge', 'EUR', '48', '96', '96', 'Container'],
    ['OTH', 'Origin Terminal Handling Charge', 'KRW', '175,000', '240,000', '240,000', 'Container'],
    ['DTH', 'Destination Terminal Handling Charge', 'EUR', '265', '345', '345', 'Container'],
    ['DOC', 'Documentation Fee', 'KRW', '45,000', '45,000', '45,000', 'B/L'],
    ['ENS', 'Entry Summary Declaration (ICS2)', 'USD', '35', '35', '35', 'B/L'],
  ],
};

/** The demo customer's bookings (Booking). */
export const BOOKINGS_TABLE = {
  caption: 'My bookings',
  columns: ['Booking number', 'Route', 'Vessel / Voyage', 'Containers', 'Status', 'Requested on'],
  rows: [
    ['PUSE53817200', 'Busan (KRPUS) to Rotterdam (NLRTM)', 'ONE HAMBURG 084W', "2 x 40' HC", 'Confirmed', '2026-10-29'],
    ['PUSE54022600', 'Busan (KRPUS) to Hamburg (DEHAM)', 'MOL TRIUMPH 031W', "1 x 20' Dry", 'Confirmed', '2026-11-12'],
    [
      'PUSE54310900',
      'Busan (KRPUS) to Los Angeles (USLAX)',
      'ONE TWINKLE 053E',
      "3 x 40' Dry",
      'Pending',
      '2026-11-19',
    ],
    [
      'PUSE54377100',
      'Busan (KRPUS) to Singapore (SGSIN)',
      'ONE HAMBURG 086W',
      "1 x 40' Reefer",
      'Requested',
      '2026-11-20',
    ],
  ],
};

/** Bills of lading of those bookings (Documentation). */
export const BILLS_OF_LADING_TABLE = {
  caption: 'Bills of lading',
  columns: ['B/L number', 'Booking number', 'Shipper', 'Consignee', 'SI status', 'VGM'],
  rows: [
    [
      'ONEYPUSE53817200',
      'PUSE53817200',
      'Hanbit Trading Co., Ltd.',
      'Van Dijk Automotive B.V.',
      'Final B/L issued',
      'Submitted',
    ],
    [
      'ONEYPUSE54022600',
      'PUSE54022600',
      'Hanbit Trading Co., Ltd.',
      'Nordhafen Logistik GmbH',
      'Draft B/L issued',
      'Submitted',
    ],
    [
      'ONEYPUSE54310900',
      'PUSE54310900',
      'Hanbit Trading Co., Ltd.',
      'Pacific Coast Home Inc.',
      'SI submitted',
      'Not submitted',
    ],
  ],
};

/** Delivery orders against the bills of lading (Delivery orders). */
export const DELIVERY_ORDERS_TABLE = {
  caption: 'Delivery orders',
  columns: ['DO number', 'B/L number', 'Consignee', 'Release status', 'Valid until'],
  rows: [
    ['DOLAX2611-00871', 'ONEYSHAU08846500', 'Pacific Coast Home Inc.', 'Released', '2026-11-30'],
    ['DORTM2611-01244', 'ONEYPUSE49873100', 'Van Dijk Automotive B.V.', 'On hold: freight unpaid', '2026-12-05'],
    ['DOHAM2610-00390', 'ONEYPUSE48702600', 'Nordhafen Logistik GmbH', 'Released', '2026-11-02'],
  ],
};

/** Saved reports (Reports). */
export const REPORTS_TABLE = {
  caption: 'Saved reports',
  columns: ['Report', 'Format', 'Period', 'Created'],
  rows: [
    ['Weekly booking summary (KRPUS)', 'CSV', '2026-11-09 to 2026-11-15', '2026-11-16'],
    ['Shipments in transit', 'CSV', '2026-11-01 to 2026-11-20', '2026-11-20'],
    ['CO₂ emission by lane, well-to-wheel (kg/TEU)', 'CSV', '2026-10', '2026-11-03'],
    ['Detention days by container', 'CSV', '2026-10', '2026-11-03'],
  ],
};

/** The demo user's account (Profile). */
export const PROFILE_TABLE = {
  caption: 'Account details',
  columns: ['Field', 'Value'],
  rows: [
    ['User ID', 'hanbit.kim'],
    ['Name', 'Kim Min-jun'],
    ['Company', 'Hanbit Trading Co., Ltd.'],
    ['Customer code', 'KR00231544'],
    ['Country', 'Korea, Republic of (KR)'],
    ['E-mail', 'minjun.kim@hanbit-trading.co.kr'],
    ['Phone', '+82 51 740 1234'],
  ],
};

/** Saved parties of the address book page (embedded by path). */
export const ADDRESS_BOOK_TABLE = {
  caption: 'Saved parties',
  columns: ['Party', 'Role', 'Address', 'Country', 'E-mail'],
  rows: [
    [
      'Hanbit Trading Co., Ltd.',
      'Shipper',
      '31 Jungang-daero, Jung-gu, Busan 48939',
      'KR',
      'export@hanbit-trading.co.kr',
    ],
    [
      'Van Dijk Automotive B.V.',
      'Consignee',
      'Waalhaven Zuidzijde 19, 3089 JH Rotterdam',
      'NL',
      'imports@vandijk-auto.nl',
    ],
    ['Nordhafen Logistik GmbH', 'Notify party', 'Am Sandtorkai 50, 20457 Hamburg', 'DE', 'ops@nordhafen-logistik.de'],
    ['Pacific Coast Home Inc.', 'Consignee', '1200 S Alameda St, Los Angeles, CA 90021', 'US', 'receiving@pchome.com'],
  ],
};
