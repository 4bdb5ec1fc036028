// Tables of the stand-in's pages, { caption, columns, rows } with rows of cell text; the CSV download serves the same
// rows. Computed from the reference data (./data.mjs) where it has them, hand-written otherwise (./static-tables.mjs).
import { INVOICES, PORTS, SHIPMENTS, VESSEL_SCHEDULES, VESSELS } from './data.mjs';
import { findTracking } from './find-tracking.mjs';
import { EVENT_LABELS, formatAmount, portLabel, trackingType } from './format.mjs';
import {
  ADDRESS_BOOK_TABLE,
  BILLS_OF_LADING_TABLE,
  BOOKINGS_TABLE,
  DELIVERY_ORDERS_TABLE,
  PRICES_TABLE,
  PROFILE_TABLE,
  REPORTS_TABLE,
} from './static-tables.mjs';

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

/** The table of each area's pages (null: the area has none). */
export const AREA_TABLES = {
  schedules: sailingsTable,
  account: () => null,
  prices: () => PRICES_TABLE,
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
  booking: () => BOOKINGS_TABLE,
  documentation: () => BILLS_OF_LADING_TABLE,
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
  deliveryOrders: () => DELIVERY_ORDERS_TABLE,
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
  reports: () => REPORTS_TABLE,
  profile: () => PROFILE_TABLE,
};

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

/** The schedule of a vessel's voyage (the first vessel for an unknown code); `vessel` is the vessel shown. */
export function vesselScheduleTable(vesselCode) {
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

/** The table model of a page (also its CSV download), or null when the page has no table. */
export function tableFor(page, query = new URLSearchParams()) {
  if (page.kind === 'addressBook') return ADDRESS_BOOK_TABLE;
  if (page.kind === 'surcharge') return AREA_TABLES.prices();
  if (page.code === 'CUP_HOM_3301') return trackingCsv(query);
  if (page.code === 'CUP_HOM_3006') return vesselScheduleTable(query.get('vslCd'));
  return AREA_TABLES[page.area]?.() ?? null;
}

/** RFC 4180 CSV of a table model (CRLF line ends, fields quoted when needed), with a UTF-8 byte order mark for Excel. */
export function toCsv(table) {
  const cell = (value) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${[table.columns, ...table.rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
