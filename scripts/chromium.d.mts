import type { Browser } from '@playwright/test';

/** Headless flags for Chromium and Lighthouse (TOOLCHAIN.md "Playwright with Debian's Chromium"). */
export declare const CHROME_FLAGS: string[];
/** The Chromium to use: CHROME_PATH, else Debian's /usr/bin/chromium, else undefined (Playwright's own). */
export declare const chromePath: string | undefined;
/** Launches Chromium with {@link CHROME_FLAGS}. */
export declare function launchChromium(): Promise<Browser>;
