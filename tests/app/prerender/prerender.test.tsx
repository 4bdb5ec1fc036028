import { describe, expect, it } from 'vitest';

// Aliased: Testing Library's lint rules take any function named like render for its render().
import { renderPage } from '@/app/prerender/server-entry';

const htmlOf = async (pathname: string) => (await renderPage(pathname)).html;

// Hydration of this HTML by the app is checked in a real browser against the production build (scripts/nginx-check.mjs:
// the prerendered pages' elements are kept and React reports no mismatch). In one JavaScript realm React's server and
// client renderers share context state, so that part is not a unit test.

// Under /one-ecom/ in a build; tests run at the base Vitest gives them.
const HOME = import.meta.env.BASE_URL;
const SCHEDULE = `${import.meta.env.BASE_URL}schedule/point-to-point-schedule`;
const ONE_QUOTE = `${import.meta.env.BASE_URL}prices/one-quote`;

describe('build-time prerender (scripts/vite-plugins/prerender-pages.ts)', () => {
  it('renders the home page as a first visit sees it: header, title, tip, searches, loading notices', async () => {
    const html = await htmlOf(HOME);
    expect(html).toContain('Welcome to ONE e-Commerce');
    expect(html).toContain('Every function of the portal is in the menu');
    expect(html).toContain('Schedule search');
    expect(html).toContain('Login');
    // The CSP refuses style attributes in markup (no 'unsafe-inline').
    expect(html).not.toMatch(/<[^>]+\sstyle=/);
  });

  it('renders the schedule page with a placeholder where the browser-only search form goes', async () => {
    const html = await htmlOf(SCHEDULE);
    expect(html).toContain('Point to Point Schedule');
    expect(html).toContain('role="status"');
    // The form starts from a stored draft and today's date: not in the prerendered HTML.
    expect(html).not.toContain('From date');
    expect(html).not.toMatch(/<[^>]+\sstyle=/);
  });

  it('renders the ONE Quote page as its shell: heading, intro and a placeholder where the search goes', async () => {
    const html = await htmlOf(ONE_QUOTE);
    expect(html).toContain('<h1 id="one-quote-title">ONE Quote</h1>');
    expect(html).toContain('Anyone may search; log in to accept an offer.');
    expect(html).toContain('role="status"');
    // The form starts from the URL, a stored draft and today's date: not in the prerendered HTML.
    expect(html).not.toContain('Cargo-ready date');
    expect(html).not.toMatch(/<[^>]+\sstyle=/);
    await expect(renderPage(ONE_QUOTE)).resolves.toMatchObject({ title: 'ONE Quote | ONE' });
  });

  it('gives each page its own document title, the one the app sets once it runs', async () => {
    await expect(renderPage(SCHEDULE)).resolves.toMatchObject({ title: 'Point to Point Schedule | ONE' });
    await expect(renderPage(HOME)).resolves.toMatchObject({ title: 'ONE e-Commerce | ONE' });
  });

  it('renders the vessel, port and long-range schedules with their titles, the port search as a placeholder', async () => {
    const { html: vesselHtml, title: vesselTitle } = await renderPage(`${HOME}schedule/vessel-schedule`);
    expect(vesselTitle).toBe('Vessel Schedule | ONE');
    // The vessel search needs nothing of the browser: it is painted whole.
    expect(vesselHtml).toContain('IMO number');
    const { html: portHtml, title: portTitle } = await renderPage(`${HOME}schedule/port-schedule`);
    expect(portTitle).toBe('Port Schedule | ONE');
    // The port search starts from today's date: not in the prerendered HTML.
    expect(portHtml).toContain('role="status"');
    expect(portHtml).not.toContain('Start date and weeks');
    const { html: longRangeHtml, title: longRangeTitle } = await renderPage(`${HOME}schedule/long-range-schedule`);
    expect(longRangeTitle).toBe('Long Range Schedule | ONE');
    // Its search waits for the service list, which only the browser asks for.
    expect(longRangeHtml).toContain('role="status"');
    expect(longRangeHtml).not.toContain('Trade lane');
    for (const html of [vesselHtml, portHtml, longRangeHtml]) expect(html).not.toMatch(/<[^>]+\sstyle=/);
  });

  it('renders an unknown path as the not-found page', async () => {
    await expect(htmlOf(`${HOME}no-such-page`)).resolves.toContain('Page not found');
  });
});
