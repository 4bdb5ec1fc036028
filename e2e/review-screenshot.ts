import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves what the user sees (the viewport) as `test-results/<folder>/<project>-<name>.png`, for a person to look at;
 * it asserts nothing. The viewport only, never `fullPage`: Chromium's full-page capture (Page.captureScreenshot with
 * captureBeyondViewport) resizes the view to the whole page and waits for a frame of that size, and in one CI run
 * (quick booking, desktop) that frame never came: the call log stopped after "fonts loaded" and the test timed out.
 * Scroll first (or screenshot an element) to look at the lower part of a page.
 */
export async function reviewScreenshot(page: Page, testInfo: TestInfo, folder: string, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${folder}/${testInfo.project.name}-${name}.png` });
}
