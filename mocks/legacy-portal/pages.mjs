// Page content of the stand-in portal: one model per page (intro, a table that the CSV download also uses, forms),
// working content for Cargo Tracking, Vessel Schedule and My Invoice (./working-pages.mjs), realistic tables by area
// for every other page (./tables.mjs), and the protocol controls every page carries (./page-parts.mjs).
import { html } from './html.mjs';
import { dataTable, relatedActions } from './page-parts.mjs';
import { ADDRESS_BOOK_TABLE } from './static-tables.mjs';
import { AREA_TABLES } from './tables.mjs';
import { cargoTrackingContent, myInvoiceContent, vesselScheduleContent } from './working-pages.mjs';

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
