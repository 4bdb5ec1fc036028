// Parts 5 and 6 of the bench (scripts/bench.mjs): interaction latency of the SI form and of the VGM declaration, each
// with 500 pasted containers.
import { benchPage, fillLogin, interactionMeter, scrollToVirtualRow } from './latency-common.mjs';

/** Part 5: 500 containers pasted into the SI form's import, then keystrokes in container rows. */
export async function siFormLatency(origin, loadModule) {
  const { DEMO_LOGINS } = await loadModule('/mocks/auth/demo-users.ts');
  const { containerCheckDigit } = await loadModule('/src/domain/container/container-number.ts');
  const ROWS = 500;
  const lines = ['Container number\tSize-type\tSeal number\tPackage code\tPackages\tCargo weight (kg)\tTare (kg)'];
  for (let index = 0; index < ROWS; index += 1) {
    const base = `BNCU${String(1000000 + index * 7)
      .padStart(7, '0')
      .slice(-6)}`;
    lines.push(`${base}${containerCheckDigit(base)}\t45G1\tSL${String(100000 + index)}\tCT\t120\t12000\t3900`);
  }
  const { page, close } = await benchPage(origin, loadModule);
  const results = [];
  try {
    await page.goto(`${origin}/one-ecom/documentation/si-summary?tab=list&status=NOT_SUBMITTED`);
    await fillLogin(page, DEMO_LOGINS.shipper);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page
      .getByRole('link', { name: /^Send SI / })
      .first()
      .click();
    await page.getByRole('group', { name: /^Containers/ }).waitFor();
    await page.getByText(/^Import a container list/).click();
    await page.getByLabel('Or paste rows from a spreadsheet, with the header row').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Add the pasted rows' }).click();
    await page.getByText(`${ROWS} containers added from the pasted rows.`).waitFor();
    console.log(`  ${ROWS} container rows in the form`);
    const measure = interactionMeter(page, results);
    for (const row of [ROWS / 2, ROWS]) {
      const seal = page.getByLabel(`Seal number, row ${row}`, { exact: true });
      await scrollToVirtualRow(page, row, seal);
      await seal.focus();
      await page.keyboard.press('End');
      await measure(
        `keystroke in row ${row} of ${ROWS}`,
        () => page.keyboard.type('9'),
        () =>
          page.waitForFunction(
            (name) => document.querySelector(`[aria-label="${name}"]`)?.value.endsWith('9'),
            `Seal number, row ${row}`,
          ),
      );
    }
  } finally {
    await close();
  }
  return results;
}

/**
 * Part 6: the VGM declaration of the demo shipper's booking PUSB10000005 (the one e2e/vgm.spec.ts declares), 500
 * containers pasted into its import (number and VGM), then one keystroke in the VGM (weight) field of the row in the
 * middle of the list and of the last row.
 */
export async function vgmLatency(origin, loadModule) {
  const { DEMO_LOGINS } = await loadModule('/mocks/auth/demo-users.ts');
  const { containerCheckDigit } = await loadModule('/src/domain/container/container-number.ts');
  const ROWS = 500;
  const lines = ['Container number\tVGM'];
  for (let index = 1; index <= ROWS; index += 1) {
    const prefix = `TSTU${String(index).padStart(6, '0')}`;
    lines.push(`${prefix}${containerCheckDigit(prefix)}\t21000`);
  }
  const { page, close } = await benchPage(origin, loadModule);
  const results = [];
  try {
    await page.goto(`${origin}/one-ecom/documentation/vgm?booking=PUSB10000005`);
    await fillLogin(page, DEMO_LOGINS.shipper);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 2, name: 'Booking PUSB10000005' }).waitFor({ timeout: 60_000 });
    await page.getByText('Import a container list (CSV or xlsx) or paste rows').click();
    await page.getByLabel('Or paste rows from a spreadsheet, with the header row').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Add the pasted rows' }).click();
    await page.getByText(`${ROWS} containers added from the pasted rows.`).waitFor({ timeout: 60_000 });
    console.log(`  ${ROWS} container rows in the VGM declaration`);
    const measure = interactionMeter(page, results);
    for (const row of [ROWS / 2, ROWS]) {
      const label = `VGM in kg, row ${row}`;
      const weight = page.getByLabel(label, { exact: true });
      await scrollToVirtualRow(page, row, weight);
      await weight.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace'); // 2100|: the keystroke below makes it 21000 again, a valid weight
      await page.waitForFunction((name) => document.querySelector(`[aria-label="${name}"]`)?.value === '2100', label);
      await measure(
        `keystroke in the weight of row ${row} of ${ROWS}`,
        () => page.keyboard.type('0'),
        () =>
          page.waitForFunction((name) => document.querySelector(`[aria-label="${name}"]`)?.value === '21000', label),
      );
    }
  } finally {
    await close();
  }
  return results;
}
