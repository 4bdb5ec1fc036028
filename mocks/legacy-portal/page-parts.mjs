// Parts every page of the stand-in shares: the data table and the related actions that exercise the host protocol.
import { html } from './html.mjs';

// Dates and date-times never wrap inside a cell (the table scrolls sideways on narrow screens instead).
const DATE_CELL = /^\d{4}-\d{2}(-\d{2})?( \d{2}:\d{2})?$/;

/** A table model as an accessible, sideways-scrolling table (first cell of a row is its header). */
export function dataTable(table) {
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
export function relatedActions(page, portalOrigin, downloadHref) {
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
