// One place for how the scripts start Chromium (TOOLCHAIN.md): Debian's /usr/bin/chromium where it exists, the
// browser in CHROME_PATH when set, otherwise Playwright's own; flags that keep it quiet on this closed network.
import { existsSync } from 'node:fs';

import { chromium } from '@playwright/test';

/** Headless flags for Chromium and Lighthouse (TOOLCHAIN.md "Playwright with Debian's Chromium"). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium to use: CHROME_PATH, else Debian's /usr/bin/chromium, else undefined (Playwright's own). */
export const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Launches Chromium with {@link CHROME_FLAGS}. */
export function launchChromium() {
  return chromium.launch({ ...(chromePath ? { executablePath: chromePath } : {}), args: CHROME_FLAGS });
}
