// The nginx check in Chromium (scripts/nginx-check.mjs): pages render under the CSP at desktop and phone size with no
// console errors and no CSP violations.
import { launchChromium } from '../chromium.mjs';
import { check, expectHeadingsKept, isIndexHtml, isPrerendered, ORIGIN } from './common.mjs';
function isoDate(date) {
  return date.toISOString().slice(0, 10);
}

export async function visit(context, label, path, steps) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    // React's repair of a prerendered page that did not match (src/main.tsx) is a warning, and a bug here.
    if (message.type() === 'error' || /prerendered page differed/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    // Headings React replaced instead of hydrating (a prerendered page must keep its elements).
    window.__removedHeadings = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node.nodeType === 1 && (node.matches('h1') || node.querySelector('h1'))) window.__removedHeadings += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI || '(inline)'}`),
    );
  });
  let failure = '';
  try {
    const response = await page.goto(`${ORIGIN}${path}`);
    await steps(page, response);
  } catch (error) {
    failure = String(error.message ?? error).split('\n')[0];
    const file = `reports/nginx-${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    failure += ` (screenshot ${file})`;
  }
  const violations = await page.evaluate(() => window.__cspViolations).catch(() => ['(page closed)']);
  await page.close();
  check(`browser: ${label}`, !failure, failure);
  check(`browser: ${label}: no CSP violations`, violations.length === 0, violations.join('; '));
  return errors;
}

/** The two viewports every browser check runs at. */
export const DEVICES = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 412, height: 839 }],
];

/** A Chromium for `body(browser)`, closed afterwards whatever happens. */
export async function withBrowser(body) {
  const browser = await launchChromium();
  try {
    return await body(browser);
  } finally {
    await browser.close();
  }
}

/** A context of a Singapore user at `viewport` (the app's default time zone, docs/requirements.md §9). */
export const newSingaporeContext = (browser, viewport) =>
  browser.newContext({ ...(viewport ? { viewport } : {}), locale: 'en-SG', timezoneId: 'Asia/Singapore' });

export async function browserChecks() {
  await withBrowser(async (browser) => {
    for (const [device, viewport] of DEVICES) {
      const context = await newSingaporeContext(browser, viewport);
      // The app's own heading (inside #root), not a server error page's.
      const h1 = (page) =>
        page.locator('#root').getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
      // A first visit: the prerendered page is painted from the HTML, then hydrated: the menu toggle works.
      const hydratedHome = async (page, response) => {
        if (!isPrerendered(await response.text(), '/one-ecom/')) {
          throw new Error('a first visit did not get the prerendered home page');
        }
        await h1(page);
        // The heading is there from the HTML, before any script ran; a click before hydrateRoot is lost (no listener
        // yet). The notices are fetched and rendered by the app only (the HTML holds their spinner): once they show,
        // React owns the page and the click must work.
        await page.getByRole('region', { name: 'Notices' }).getByRole('listitem').first().waitFor();
        const toggle = page.getByRole('button', { name: 'Menu', exact: true });
        await toggle.click();
        await page.waitForFunction(() => document.querySelector('[aria-expanded="true"]') !== null);
        await expectHeadingsKept(page);
      };
      const pages = [
        ['home (prerendered, hydrated)', '/one-ecom/', hydratedHome],
        [
          'home again (a returning visitor gets index.html)',
          '/one-ecom/',
          async (page, response) => {
            if (!isIndexHtml(await response.text())) throw new Error('prerendered again');
            await h1(page);
          },
        ],
        [
          // The context is a returning English visitor now: a public page at a fixed path comes from its route copy.
          'a page from its route copy (its chunks preloaded)',
          '/one-ecom/prices/surcharge-code-inquiry',
          async (page, response) => {
            const html = await response.text();
            if (!/<link rel="modulepreload" crossorigin href="\/one-ecom\/assets\/surcharge-code-inquiry-/.test(html)) {
              throw new Error('not the route copy');
            }
            await h1(page);
          },
        ],
        ['unknown route shows the not-found page', '/one-ecom/no/such/page', h1],
        [
          'unknown file: status 404 with the not-found page',
          '/one-ecom/foo.png',
          async (page, response) => {
            if (response?.status() !== 404) throw new Error(`status ${response?.status()}`);
            await h1(page);
          },
        ],
      ];
      for (const [label, path, steps] of pages) {
        const errors = await visit(context, `${device} ${label}`, path, steps);
        // The browser reports a document's own 404 as a console error: expected for the unknown file, nothing else.
        const unexpected = path.endsWith('.png') ? errors.filter((text) => !/status of 404/.test(text)) : errors;
        check(`browser: ${device} ${label}: no other console errors`, unexpected.length === 0, unexpected.join(' | '));
      }

      // A first visit of the schedule page: prerendered title and a placeholder, then the form once hydrated.
      const fresh = await newSingaporeContext(browser, viewport);
      const scheduleErrors = await visit(
        fresh,
        `${device} schedule page (prerendered, hydrated)`,
        '/one-ecom/schedule/point-to-point-schedule',
        async (page, response) => {
          if (!isPrerendered(await response.text(), '/one-ecom/schedule/point-to-point-schedule')) {
            throw new Error('a first visit did not get the prerendered schedule page');
          }
          await page
            .getByRole('combobox', { name: /^Origin/ })
            .first()
            .waitFor({ state: 'visible' });
          await expectHeadingsKept(page);
        },
      );
      check(
        `browser: ${device} schedule page (prerendered): no console errors`,
        scheduleErrors.length === 0,
        scheduleErrors.join(' | '),
      );
      await fresh.close();

      // A first visit of the ONE Quote page: prerendered heading and a placeholder, then the search form once hydrated.
      const freshQuote = await newSingaporeContext(browser, viewport);
      const quoteErrors = await visit(
        freshQuote,
        `${device} ONE Quote page (prerendered, hydrated)`,
        '/one-ecom/prices/one-quote',
        async (page, response) => {
          if (!isPrerendered(await response.text(), '/one-ecom/prices/one-quote')) {
            throw new Error('a first visit did not get the prerendered ONE Quote page');
          }
          await page
            .getByRole('combobox', { name: /^Origin/ })
            .first()
            .waitFor({ state: 'visible' });
          await expectHeadingsKept(page);
        },
      );
      check(
        `browser: ${device} ONE Quote page (prerendered): no console errors`,
        quoteErrors.length === 0,
        quoteErrors.join(' | '),
      );
      await freshQuote.close();

      // The other schedules: prerendered with their own title, then hydrated (a control only the browser renders, or
      // the vessel search's first choice), the prerendered heading kept and no mismatch reported.
      for (const [path, title, control] of [
        ['/one-ecom/schedule/vessel-schedule', 'Vessel Schedule | ONE', ['radio', /^IMO number/]],
        ['/one-ecom/schedule/port-schedule', 'Port Schedule | ONE', ['combobox', /^Port/]],
        ['/one-ecom/schedule/long-range-schedule', 'Long Range Schedule | ONE', ['combobox', /^Trade lane/]],
      ]) {
        const freshSchedule = await newSingaporeContext(browser, viewport);
        const pageErrors = await visit(
          freshSchedule,
          `${device} ${path} (prerendered, hydrated)`,
          path,
          async (page, response) => {
            const html = await response.text();
            if (!isPrerendered(html, path)) throw new Error(`a first visit did not get the prerendered ${path}`);
            if (!html.includes(`<title>${title}</title>`)) throw new Error(`the prerendered ${path} lacks its title`);
            await page.getByRole(control[0], { name: control[1] }).first().waitFor({ state: 'visible' });
            await expectHeadingsKept(page);
          },
        );
        check(
          `browser: ${device} ${path} (prerendered): no console errors`,
          pageErrors.length === 0,
          pageErrors.join(' | '),
        );
        await freshSchedule.close();
      }

      // A search against the mock API, then a Radix dialog: its scroll lock is a <style> element that only the nonce
      // lets through (style-src 'self' 'nonce-…'); the body is locked only if the style applied.
      const today = new Date();
      const search =
        '/one-ecom/schedule/point-to-point-schedule?oriLocNmParam=Busan%2C+South+Korea&oriLocCdParam=KRPUS' +
        '&oriTermCdPara=Y&destLocNmParam=Rotterdam%2C+Netherlands&destLocCdParam=NLRTM&desTermCdPara=Y' +
        `&frmDtParam=${isoDate(today)}&toDtParam=${isoDate(new Date(today.getTime() + 27 * 86_400_000))}&cmdParam=search`;
      const errors = await visit(
        context,
        `${device} schedule search and a dialog (injected style under CSP)`,
        search,
        async (page) => {
          await page.getByRole('article').first().waitFor({ state: 'visible' });
          await page.getByRole('button', { name: 'Download' }).first().click();
          await page.getByRole('dialog').waitFor({ state: 'visible' });
          const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
          if (overflow !== 'hidden') throw new Error(`scroll lock style not applied (body overflow ${overflow})`);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        },
      );
      check(
        `browser: ${device} schedule search and a dialog: no console errors`,
        errors.length === 0,
        errors.join(' | '),
      );
      await context.close();
    }
  });
}
