// The stand-in's working pages: Cargo Tracking (CUP_HOM_3301), Vessel Schedule (CUP_HOM_3006) and My Invoice
// (CUP_HOM_3701), built from the reference data (./data.mjs).
import { AS_OF, INVOICES, PORTS, TRACKING_TYPES, VESSELS } from './data.mjs';
import { findTracking } from './find-tracking.mjs';
import { EVENT_LABELS, formatAmount, portLabel, trackingType } from './format.mjs';
import { html } from './html.mjs';
import { dataTable } from './page-parts.mjs';
import { AREA_TABLES, vesselScheduleTable } from './tables.mjs';

function eventTitle(item) {
  const label = EVENT_LABELS[item.name];
  if (item.name === 'GATED_OUT' || item.name === 'GATED_IN') {
    return `${label} (${item.emptyIndicator === 'EMPTY' ? 'empty' : 'full'})`;
  }
  return label;
}

/** Cargo Tracking: the search form, and the shipments and container events the query's number finds. */
export function cargoTrackingContent(query) {
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

/** Vessel Schedule: a vessel picker and the port calls of its voyage. */
export function vesselScheduleContent(query) {
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

/** My Invoice: the outstanding total per currency and the invoice table. */
export function myInvoiceContent() {
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
