import { expect, test } from './fixtures';
import { reviewScreenshot } from './review-screenshot';

test.describe('static pages', () => {
  test('every page of the shell renders and passes axe', async ({ page, expectNoAxeViolations }, testInfo) => {
    const pages: [string, string][] = [
      ['one-solutions', 'ONE Solutions'],
      ['support-page', 'Support'],
      ['terms-rules/general', 'Terms & Rules'],
      ['maintenance', 'Under maintenance'],
      ['404', 'Page not found'],
      ['no/such/page', 'Page not found'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(path);
    }

    await page.goto('support-page');
    const question = page.getByRole('button', { name: 'How do I track my cargo?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(page.getByRole('region', { name: 'How do I track my cargo?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ecom.support@one-line.com' })).toHaveAttribute(
      'href',
      'mailto:ecom.support@one-line.com',
    );
    await reviewScreenshot(page, testInfo, 'pages', 'support');
    await expectNoAxeViolations('support with an open answer');

    // My Profile needs a login: an anonymous visitor is sent to the login page, which returns to the profile.
    await page.goto('my-profile');
    await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fmy-profile$/);
  });

  test('the survey guards unsaved answers and is sent', async ({ page, expectNoAxeViolations }, testInfo) => {
    await page.goto('thank-you');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Answer this question.')).toHaveCount(2);
    await page.getByRole('radio', { name: '4 stars' }).check();
    await reviewScreenshot(page, testInfo, 'pages', 'survey-errors');
    await expectNoAxeViolations('survey with errors');

    // Leaving with unsaved answers asks first; staying keeps the address and the answers.
    await page.getByRole('link', { name: 'ONE e-Commerce home' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await expect(confirm).toContainText('You have unsaved changes, are you sure?');
    await confirm.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/one-ecom\/thank-you$/);
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();

    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('textbox', { name: 'What should we improve?' }).fill('Show the VGM cut-off in the list view.');
    await expect(page.getByText('38/250')).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    // Sent: nothing left to guard.
    await page.getByRole('link', { name: 'ONE e-Commerce home' }).click();
    await expect(page).toHaveURL(/\/one-ecom\/$/);

    // Confirm leaves.
    await page.goto('thank-you');
    await page.getByRole('radio', { name: '2 stars' }).check();
    await page.getByRole('link', { name: 'ONE e-Commerce home' }).click();
    await page.getByRole('alertdialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/one-ecom\/$/);
  });
});
