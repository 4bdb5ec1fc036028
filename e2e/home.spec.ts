import { expect, test } from './fixtures';
import { waitForHomeLoaded } from './home-fixtures';
import { reviewScreenshot } from './review-screenshot';

test.describe('home page', () => {
  // The visit counter's 0..4 cycle (the tip again on the sixth visit) is a rule: tests/features/home/visit-tip.test.tsx.
  test('the tip greets a first visit, closes, and stays away on the next visit', async ({ page }) => {
    await page.goto('./');
    const tip = page.getByRole('complementary', { name: 'Tip' });
    await expect(tip).toBeVisible();
    await waitForHomeLoaded(page);
    await tip.getByRole('button', { name: 'Close tip' }).click();
    await expect(tip).toBeHidden();
    await page.reload();
    await waitForHomeLoaded(page);
    await expect(tip).toBeHidden();
  });

  test('video guides open in a dialog and close on a second click or the close icon', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    await page.goto('./');
    await waitForHomeLoaded(page);
    const item = page.getByRole('button', { name: 'Making a booking request' });
    await item.scrollIntoViewIfNeeded();
    await item.click();
    const dialog = page.getByRole('dialog', { name: 'Making a booking request' });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', /gd_booking_request\.webm$/);
    await expect(video.locator('track')).toHaveCount(4);
    await expect(video.locator('track[default]')).toHaveAttribute('srclang', 'en');
    // The tiny mock clip really loads.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await expect(page.getByRole('img', { name: 'QR code: link to the ONE mobile app' })).toBeVisible();
    await reviewScreenshot(page, testInfo, 'home', 'video');
    await expectNoAxeViolations('video dialog');

    await item.click();
    await expect(dialog).toBeHidden();
    await item.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('quick searches lead to the schedule and the tracking page', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('combobox', { name: 'Origin' }).fill('Busan');
    await page.getByRole('option', { name: /Busan.*KRPUS/ }).click();
    await page.getByRole('combobox', { name: 'Destination' }).fill('Rotterdam');
    await page.getByRole('option', { name: /Rotterdam.*NLRTM/ }).click();
    await page.getByRole('button', { name: 'Search schedules' }).click();
    await expect(page).toHaveURL(
      /point-to-point-schedule\?.*oriLocCdParam=KRPUS.*destLocCdParam=NLRTM.*cmdParam=search/,
    );
    // Let the schedule show its results first: a request cut off by the next navigation bypasses the mock worker.
    await expect(page.getByRole('heading', { level: 2, name: /Busan.* to Rotterdam/ })).toBeVisible();

    await page.goto('./');
    await page.getByRole('radio', { name: 'Container' }).check();
    await page.getByRole('textbox', { name: 'Container number' }).fill('tclu 1234568');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    // The native tracking page, with the carrier's public query names; an unknown box says what to check.
    await expect(page).toHaveURL(/\/manage-shipment\/cargo-tracking\?trakNoParam=TCLU1234568&trakNoTpCdParam=C$/);
    await expect(page.getByText('Nothing found for TCLU1234568')).toBeVisible();
  });
});
