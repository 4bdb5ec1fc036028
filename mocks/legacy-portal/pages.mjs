// Page content of the stand-in portal: one model per page (intro, a table that the CSV download also uses, forms),
// working content for Cargo Tracking (CUP_HOM_3301), Vessel Schedule (CUP_HOM_3006) and My Invoice (CUP_HOM_3701),
// realistic tables by area for every other page, and the protocol controls every page carries.
import { AS_OF, findTracking, INVOICES, PORTS, SHIPMENTS, TRACKING_TYPES, VESSEL_SCHEDULES, VESSELS } from './data.mjs';
import { html } from './html.mjs';

const AREA_LABELS = {
  schedules: 'Schedules',
  account: 'Account',
  prices: 'Prices',
  tracking: 'Tracking',
  booking: 'Booking',
  documentation: 'Documentation',
  manageShipment: 'Manage shipment',
  deliveryOrders: 'Delivery orders',
  eFinance: 'e-Finance',
  reports: 'Reports',
  profile: 'Profile',
};

const portLabel = (code) => `${PORTS[code]?.name ?? code} (${code})`;

const EVENT_LABELS = {
  GATED_OUT: 'Gate out',
  GATED_IN: 'Gate in',
  LOADED: 'Loaded on vessel',
  DISCHARGED: 'Discharged from vessel',
  DEPARTED: 'Vessel departure',
  ARRIVED: 'Vessel arrival',
};

// ---------------------------------------------------------------------------------------------------------------
// Tables by area: { caption, columns, rows } (rows are arrays of cell text). The CSV download serves the same rows.

function sailingsTable() {
  const rows = [];
  for (const vessel of VESSELS) {
    const schedule = VESSEL_SCHEDULES[vessel.code];
    const first = schedule.calls[0];
    const last = schedule.calls[schedule.calls.length - 1];
    const days = Math.round((Date.parse(last[1].replace(' ', 'T')) - Date.parse(first[2].replace(' ', 'T'))) / 864e5);
    rows.push([
      `${vessel.name} ${schedule.voyage}`,
      vessel.lane,
      portLabel(first[0]),
      first[2],
      portLabel(last[0]),
      last[1],
      `${days} day(s)`,
    ]);
  }
  return {
    caption: 'Upcoming sailings',
    columns: ['Vessel / Voyage', 'Service lane', 'Port of loading', 'ETD', 'Port of discharge', 'ETA', 'Transit'],
    rows,
  };
}

function lastActualEvent(containerEntry) {
  const actual = containerEntry.events.filter((entry) => entry.classifier === 'ACTUAL');
  return actual[actual.length - 1];
}

const AREA_TABLES = {
  schedules: sailingsTable,
  account: () => null,
  prices: () => ({
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
  }),
  tracking: () => ({
    caption: 'Containers on my watch list',
    columns: ['Container', 'Type', 'B/L number', 'Last event', 'Location', 'Date (local)'],
    rows: SHIPMENTS.flatMap((shipment) =>
      shipment.containers.map((entry) => {
        const last = lastActualEvent(entry);
        return [
          entry.number,
          entry.type,
          shipment.bl,
          EVENT_LABELS[last.name],
          portLabel(last.port),
          last.dateTime.replace('T', ' '),
        ];
      }),
    ),
  }),
  booking: () => ({
    caption: 'My bookings',
    columns: ['Booking number', 'Route', 'Vessel / Voyage', 'Containers', 'Status', 'Requested on'],
    rows: [
      [
        'PUSE53817200',
        'Busan (KRPUS) to Rotterdam (NLRTM)',
        'ONE HAMBURG 084W',
        "2 x 40' HC",
        'Confirmed',
        '2026-10-29',
      ],
      [
        'PUSE54022600',
        'Busan (KRPUS) to Hamburg (DEHAM)',
        'MOL TRIUMPH 031W',
        "1 x 20' Dry",
        'Confirmed',
        '2026-11-12',
      ],
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
  }),
  documentation: () => ({
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
  }),
  manageShipment: () => ({
    caption: 'Shipments',
    columns: ['B/L number', 'Route', 'Vessel / Voyage', 'ETD', 'ETA', 'Status'],
    rows: SHIPMENTS.map((shipment) => {
      const events = shipment.containers[0].events;
      const departed = events.find((entry) => entry.name === 'DEPARTED');
      const arrived = [...events].reverse().find((entry) => entry.name === 'ARRIVED');
      return [
        shipment.bl,
        `${portLabel(shipment.pol)} to ${portLabel(shipment.pod)}`,
        `${shipment.vessel} ${shipment.voyage}`,
        departed.dateTime.slice(0, 10),
        arrived.dateTime.slice(0, 10),
        arrived.classifier === 'ACTUAL' ? 'Arrived' : 'In transit',
      ];
    }),
  }),
  deliveryOrders: () => ({
    caption: 'Delivery orders',
    columns: ['DO number', 'B/L number', 'Consignee', 'Release status', 'Valid until'],
    rows: [
      ['DOLAX2611-00871', 'ONEYSHAU08846500', 'Pacific Coast Home Inc.', 'Released', '2026-11-30'],
      ['DORTM2611-01244', 'ONEYPUSE49873100', 'Van Dijk Automotive B.V.', 'On hold: freight unpaid', '2026-12-05'],
      ['DOHAM2610-00390', 'ONEYPUSE48702600', 'Nordhafen Logistik GmbH', 'Released', '2026-11-02'],
    ],
  }),
  eFinance: () => ({
    caption: 'Invoices',
    columns: ['Invoice number', 'B/L number', 'Issued', 'Due', 'Currency', 'Amount', 'Status'],
    rows: INVOICES.map((invoice) => [
      invoice.number,
      invoice.bl,
      invoice.issued,
      invoice.due,
      invoice.currency,
      formatAmount(invoice.amount, invoice.currency),
      invoice.status,
    ]),
  }),
  reports: () => ({
    caption: 'Saved reports',
    columns: ['Report', 'Format', 'Period', 'Created'],
    rows: [
      ['Weekly booking summary (KRPUS)', 'CSV', '2026-11-09 to 2026-11-15', '2026-11-16'],
      ['Shipments in transit', 'CSV', '2026-11-01 to 2026-11-20', '2026-11-20'],
      ['CO₂ emission by lane, well-to-wheel (kg/TEU)', 'CSV', '2026-10', '2026-11-03'],
      ['Detention days by container', 'CSV', '2026-10', '2026-11-03'],
    ],
  }),
  profile: () => ({
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
  }),
};

function formatAmount(amount, currency) {
  const digits = currency === 'KRW' || currency === 'JPY' ? 0 : 2;
  return amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

const ADDRESS_BOOK_TABLE = {
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

/** The table model of a page (also its CSV download), or null when the page has no table. */
export function tableFor(page, query = new URLSearchParams()) {
  if (page.kind === 'addressBook') return ADDRESS_BOOK_TABLE;
  if (page.kind === 'surcharge') return AREA_TABLES.prices();
  if (page.code === 'CUP_HOM_3301') return trackingCsv(query);
  if (page.code === 'CUP_HOM_3006') return vesselScheduleTable(query.get('vslCd'));
  return AREA_TABLES[page.area]?.() ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Shared parts

// Dates and date-times never wrap inside a cell (the table scrolls sideways on narrow screens instead).
const DATE_CELL = /^\d{4}-\d{2}(-\d{2})?( \d{2}:\d{2})?$/;

function dataTable(table) {
  return html`<div class="table-scroll" role="region" aria-label="${table.caption}" tabindex="0">
    <table>
      <caption>
        ${table.caption}
      </caption>
      <thead>
        <tr>
          ${table.columns.map((column) => html`<th scope="col">${column}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${table.rows.map(
          (row) =>
            html`<tr>
              ${row.map((cell, index) => (index === 0 ? html`<th scope="row">${cell}</th>` : DATE_CELL.test(String(cell)) ? html`<td class="date">${cell}</td>` : html`<td>${cell}</td>`))}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** Links and buttons that exercise the host protocol; every page carries them. */
function relatedActions(page, portalOrigin, downloadHref) {
  const portal = (path) => `${portalOrigin}/one-ecom${path}`;
  const tracking = page.code === 'CUP_HOM_3301';
  return html`<section class="related" aria-labelledby="related-title">
    <h2 id="related-title">Related</h2>
    <ul class="related-list">
      <li>
        <a href="${portal('/schedule/point-to-point-schedule')}" data-navigate="/schedule/point-to-point-schedule"
          >Point to Point Schedule (new portal)</a
        >
      </li>
      ${
        tracking
          ? html`<li>
              <a href="${portal('/ecom/CUP_HOM_3006.do')}" data-navigate="/ecom/CUP_HOM_3006.do">Vessel Schedule</a>
            </li>`
          : html`<li>
              <a href="${portal('/ecom/CUP_HOM_3301.do')}" data-navigate="/ecom/CUP_HOM_3301.do">Cargo Tracking</a>
            </li>`
      }
      ${downloadHref ? html`<li><a href="${downloadHref}" data-download download>Download this list (CSV)</a></li>` : null}
    </ul>
    <div class="button-row">
      <button type="button" class="button" data-action="promote-shipment-overview">Show my shipments</button>
      <button type="button" class="button" data-action="redirect-to-schedule">Find a sailing</button>
    </div>
  </section>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Working pages

function trackingType(value) {
  return value === 'K' || value === 'C' ? value : 'B';
}

function trackingCsv(query) {
  const results = findTracking(query.get('trakNoParam'), trackingType(query.get('trakNoTpCdParam')));
  return {
    caption: 'Tracking events',
    columns: [
      'Container',
      'Event type',
      'Event',
      'Classifier',
      'Date (local)',
      'UTC offset',
      'Location',
      'Vessel / Voyage',
    ],
    rows: results.flatMap(({ containers }) =>
      containers.flatMap((entry) =>
        entry.events.map((item) => [
          entry.number,
          item.type,
          item.name,
          item.classifier,
          item.dateTime.replace('T', ' '),
          PORTS[item.port].offset,
          portLabel(item.port),
          item.vessel ? `${item.vessel} ${item.voyage}` : '',
        ]),
      ),
    ),
  };
}

function eventTitle(item) {
  const label = EVENT_LABELS[item.name];
  if (item.name === 'GATED_OUT' || item.name === 'GATED_IN') {
    return `${label} (${item.emptyIndicator === 'EMPTY' ? 'empty' : 'full'})`;
  }
  return label;
}

function cargoTrackingContent(query) {
  const number = (query.get('trakNoParam') ?? '').trim().slice(0, 20);
  const type = trackingType(query.get('trakNoTpCdParam'));
  const results = number ? findTracking(number, type) : [];
  const sample = (no, tp) =>
    html`<a href="/ecom/CUP_HOM_3301.do?${new URLSearchParams({ trakNoParam: no, trakNoTpCdParam: tp }).toString()}"
      >${no}</a
    >`;
  return html`<form
      class="search-form"
      method="get"
      action="/ecom/CUP_HOM_3301.do"
      role="search"
      aria-label="Cargo tracking search"
    >
      <div class="field">
        <label for="trakNoTpCdParam">Search by</label>
        <select id="trakNoTpCdParam" name="trakNoTpCdParam">
          ${Object.entries(TRACKING_TYPES).map(
            ([code, label]) => html`<option value="${code}" ${code === type ? html`selected` : null}>${label}</option>`,
          )}
        </select>
      </div>
      <div class="field">
        <label for="trakNoParam">Tracking number</label>
        <input id="trakNoParam" name="trakNoParam" value="${number}" maxlength="20" autocomplete="off" required />
      </div>
      <button type="submit" class="button button-primary">Track</button>
    </form>
    <p class="hint">
      Examples: B/L ${sample('ONEYPUSE53817200', 'B')}, booking ${sample('SHAU08846500', 'K')}, container
      ${sample('TGHU9033810', 'C')}.
    </p>
    ${
      number && results.length === 0
        ? html`<p class="notice" role="status">
            No shipment found for ${TRACKING_TYPES[type].toLowerCase()} ${number}. Check the number and try again.
          </p>`
        : null
    }
    ${results.map(
      ({ shipment, containers }) =>
        html`<section class="shipment" aria-label="Shipment ${shipment.bl}">
          <h2>B/L ${shipment.bl}</h2>
          <dl class="summary">
            <div>
              <dt>Booking number</dt>
              <dd>${shipment.booking}</dd>
            </div>
            <div>
              <dt>Route</dt>
              <dd>${portLabel(shipment.pol)} to ${portLabel(shipment.pod)}</dd>
            </div>
            <div>
              <dt>Vessel / Voyage</dt>
              <dd>${shipment.vessel} ${shipment.voyage}</dd>
            </div>
            <div>
              <dt>Commodity</dt>
              <dd>${shipment.commodity}</dd>
            </div>
          </dl>
          ${containers.map(
            (entry) =>
              html`<div class="container-heading">
                  <h3>Container ${entry.number} <span class="muted">${entry.type}</span></h3>
                  <button
                    type="button"
                    class="button"
                    aria-expanded="true"
                    aria-controls="events-${entry.number}"
                    data-toggle
                  >
                    Hide events<span class="visually-hidden"> of ${entry.number}</span>
                  </button>
                </div>
                <ol class="timeline" id="events-${entry.number}" aria-label="Events of container ${entry.number}">
                  ${entry.events.map(
                    (item) =>
                      html`<li class="event ${item.classifier === 'ACTUAL' ? 'event-actual' : 'event-estimated'}">
                        <p class="event-title">${eventTitle(item)}</p>
                        <p class="event-meta">
                          <span
                            >${portLabel(item.port)}${item.facility ? `, ${item.facility}` : item.name.startsWith('GATED') || item.name === 'LOADED' || item.name === 'DISCHARGED' ? `, ${PORTS[item.port].terminal}` : ''}</span
                          >
                          <time datetime="${item.dateTime}${PORTS[item.port].offset}"
                            >${item.dateTime.replace('T', ' ')} (UTC${PORTS[item.port].offset})</time
                          >
                          <span class="badge">${item.classifier === 'ACTUAL' ? 'Actual' : 'Estimated'}</span>
                        </p>
                        ${item.vessel ? html`<p class="event-meta">${item.vessel} ${item.voyage}</p>` : null}
                        <p class="event-code">DCSA ${item.type} · ${item.name} · ${item.classifier}</p>
                      </li>`,
                  )}
                </ol>`,
          )}
        </section>`,
    )}
    <p class="muted">Event times are local to the port. Data as of ${AS_OF.slice(0, 10)} 10:00 (UTC+08:00).</p>`;
}

function vesselScheduleTable(vesselCode) {
  const vessel = VESSELS.find((entry) => entry.code === vesselCode) ?? VESSELS[0];
  const schedule = VESSEL_SCHEDULES[vessel.code];
  const asOf = '2026-11-21 10:00';
  return {
    caption: `${vessel.name} voyage ${schedule.voyage}, service ${vessel.lane}`,
    columns: ['Port', 'Terminal', 'Arrival (local)', 'Departure (local)', 'Status'],
    rows: schedule.calls.map(([port, arrival, departure]) => [
      portLabel(port),
      PORTS[port].terminal,
      arrival,
      departure,
      departure < asOf ? 'Departed' : arrival < asOf ? 'At berth' : 'Expected',
    ]),
    vessel,
  };
}

function vesselScheduleContent(query) {
  const table = vesselScheduleTable(query.get('vslCd'));
  return html`<form class="search-form" method="get" action="/ecom/CUP_HOM_3006.do" aria-label="Vessel schedule search">
      <div class="field">
        <label for="vslCd">Vessel</label>
        <select id="vslCd" name="vslCd">
          ${VESSELS.map(
            (vessel) =>
              html`<option value="${vessel.code}" ${vessel.code === table.vessel.code ? html`selected` : null}>
                ${vessel.name} (IMO ${vessel.imo})
              </option>`,
          )}
        </select>
      </div>
      <button type="submit" class="button button-primary">Show schedule</button>
    </form>
    <p>
      ${table.vessel.name}: IMO ${table.vessel.imo}, ${table.vessel.teu.toLocaleString('en-US')} TEU, service lane
      ${table.vessel.lane}.
    </p>
    ${dataTable(table)}`;
}

function myInvoiceContent() {
  const outstanding = {};
  for (const invoice of INVOICES) {
    if (invoice.status !== 'Paid')
      outstanding[invoice.currency] = (outstanding[invoice.currency] ?? 0) + invoice.amount;
  }
  return html`<p>Invoices of Hanbit Trading Co., Ltd. (customer code KR00231544).</p>
    <p class="summary-line">
      <strong>Outstanding:</strong> ${Object.entries(outstanding)
        .map(([currency, amount]) => `${currency} ${formatAmount(amount, currency)}`)
        .join(' · ')}
    </p>
    ${dataTable(AREA_TABLES.eFinance())}
    <ul class="related-list">
      <li><a href="/ecom/CUP_HOM_3702.do" data-navigate="/ecom/CUP_HOM_3702.do">Dispute an invoice</a></li>
      <li><a href="/ecom/CUP_HOM_3703.do" data-navigate="/ecom/CUP_HOM_3703.do">Pay online</a></li>
    </ul>`;
}

function accountForm(page) {
  if (page.code === 'CUP_HOM_3116') {
    return html`<p>Sign-in to ONE e-Commerce now happens on the central login page.</p>
      <button type="button" class="button button-primary" data-action="central-login">
        Continue to central login
      </button>`;
  }
  const fields =
    {
      CUP_HOM_3117: [
        ['Company name', 'text', 'organization'],
        ['Work e-mail', 'email', 'email'],
        ['Country', 'text', 'country-name'],
      ],
      CUP_HOM_3118: [['User ID or e-mail', 'text', 'username']],
      CUP_HOM_3119: [
        ['Current password', 'password', 'current-password'],
        ['New password', 'password', 'new-password'],
      ],
    }[page.code] ?? [];
  return html`<form class="stacked-form" data-demo-form aria-label="${page.title}">
    ${fields.map(
      ([label, type, autocomplete], index) =>
        html`<div class="field">
          <label for="field-${index}">${label}</label>
          <input id="field-${index}" name="field-${index}" type="${type}" autocomplete="${autocomplete}" required />
        </div>`,
    )}
    <button type="submit" class="button button-primary">Submit</button>
    <p class="notice" role="status" data-demo-result></p>
  </form>`;
}

function surchargeContent() {
  return html`<form class="search-form" data-demo-form aria-label="Surcharge search">
      <div class="field">
        <label for="sc-origin">Origin</label><input id="sc-origin" value="Busan (KRPUS)" autocomplete="off" />
      </div>
      <div class="field">
        <label for="sc-destination">Destination</label
        ><input id="sc-destination" value="Rotterdam (NLRTM)" autocomplete="off" />
      </div>
      <button type="submit" class="button button-primary">Search</button>
      <p class="notice" role="status" data-demo-result></p>
    </form>
    ${dataTable(AREA_TABLES.prices())}`;
}

const INTROS = {
  schedules: 'Sailings of ONE and its partners, with service lane and transit time.',
  prices: 'Published rates and surcharges per container; all-in prices are quoted in the new portal.',
  tracking: 'The containers you follow, with their latest DCSA Track & Trace event.',
  booking: 'Bookings of your company in the last 30 days.',
  documentation: 'Shipping instructions, VGM and bills of lading of your bookings.',
  manageShipment: 'Your shipments in transit and recently delivered.',
  deliveryOrders: 'Delivery orders issued against your bills of lading.',
  eFinance: 'Invoices issued to your company.',
  reports: 'Reports you saved; download them as CSV.',
  profile: 'Details of your user account.',
  account: '',
};

/** The main content of a page (markup). `page` has code or kind, area and title; `query` is the page's query. */
export function pageContent(page, query) {
  if (page.kind === 'addressBook')
    return html`<p>Parties you use on bookings and shipping instructions.</p>
      ${dataTable(ADDRESS_BOOK_TABLE)}`;
  if (page.kind === 'surcharge') return surchargeContent();
  if (page.code === 'CUP_HOM_3301') return cargoTrackingContent(query);
  if (page.code === 'CUP_HOM_3006') return vesselScheduleContent(query);
  if (page.code === 'CUP_HOM_3701') return myInvoiceContent();
  if (page.area === 'account') return accountForm(page);
  const table = AREA_TABLES[page.area]?.();
  return html`<p>${INTROS[page.area] ?? ''}</p>
    ${table ? dataTable(table) : null}`;
}

/** The whole document of a page. */
export function pageDocument({ page, query, portalOrigin, language, downloadHref }) {
  const area = page.kind === 'addressBook' ? 'Booking' : page.kind === 'surcharge' ? 'Prices' : AREA_LABELS[page.area];
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="portal-origin" content="${portalOrigin}" />
        <title>${page.title} | ONE classic e-Commerce</title>
        <link rel="icon" href="/static/favicon.svg" />
        <link rel="stylesheet" href="/static/legacy.css" />
        <script type="module" src="/static/page.js"></script>
      </head>
      <body data-requires-login="${page.requiresLogin ? 'true' : 'false'}">
        <div id="legacy-page">
          <header class="masthead">
            <p class="brand">ONE classic e-Commerce</p>
            <a class="guide-link" href="#" target="_blank" rel="noopener noreferrer" hidden data-guide-link
              >User guide</a
            >
          </header>
          <main>
            <p class="crumb">${area}</p>
            <h1 ${language === 'en' ? null : html`lang="${language}"`}>${page.title}</h1>
            ${
              page.requiresLogin
                ? html`<div class="notice" role="status" data-login-notice hidden>
                    This page needs a logged-in user. Taking you to the login page…
                  </div>`
                : null
            }
            <div data-page-content ${page.requiresLogin ? html`hidden` : null}>${pageContent(page, query)}</div>
            ${relatedActions(page, portalOrigin, downloadHref)}
          </main>
        </div>
      </body>
    </html> `;
}

/** RFC 4180 CSV of a table model (CRLF line ends, fields quoted when needed), with a UTF-8 byte order mark for Excel. */
export function toCsv(table) {
  const cell = (value) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${[table.columns, ...table.rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
