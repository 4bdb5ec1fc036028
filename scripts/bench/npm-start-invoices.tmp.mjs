// TEMPORARY (not committed): My invoices' first rows on the npm start build (in-page MSW), forwarder, cold.
import { launchChromium } from '../chromium.mjs';
import { fillLogin, timeToFirstRows } from './latency-common.mjs';
const origin = process.argv[2];
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'en-SG' });
await page.goto(`${origin}/one-ecom/e-finance/my-invoices`);
await page.getByRole('textbox', { name: /User ID/ }).waitFor();
await page.waitForTimeout(1500);
await fillLogin(page, { userId: 'demo.forwarder', password: process.argv[3] });
const results = [];
await timeToFirstRows(page, results, {
  name: 'npm start: invoice list Log in to first rows (cold)',
  selector: 'main table tbody tr',
  budgetMs: 1000,
  act: () => page.getByRole('button', { name: 'Log in' }).click(),
  settled: () => page.locator('main table tbody tr').first().waitFor({ timeout: 120_000 }),
});
await page.reload();
const t0 = Date.now();
await page.locator('main table tbody tr').first().waitFor({ timeout: 120_000 });
console.log(`  reload to first rows (wall): ${Date.now() - t0} ms`);
await browser.close();
