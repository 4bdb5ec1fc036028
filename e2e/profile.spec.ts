import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';

const OFFLINE = 'The connection is lost. Your request will be sent, once, as soon as it is back.';

test.describe('my profile', () => {
  test('log in, edit, the leave guard asks before unsaved changes are lost, an offline save waits and is sent once, saved values survive a reload', async ({
    page,
    expectNoAxeViolations,
  }) => {
    // The offline save and its axe scan add to a journey that already took most of the default 60 s.
    test.setTimeout(120_000);
    await page.goto('my-profile');
    await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fmy-profile$/);
    await submitLogin(page, DEMO_LOGINS.shipper);

    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const jobTitle = page.getByRole('textbox', { name: 'Job title' });
    await expect(jobTitle).toHaveValue('Export Logistics Manager');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Min-jun');
    await expectNoAxeViolations('profile');

    await jobTitle.fill('Head of Export Logistics');
    const home = page.getByRole('link', { name: 'ONE e-Commerce home' });
    await home.click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations('leave guard');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/one-ecom\/my-profile$/);
    await expect(jobTitle).toHaveValue('Head of Export Logistics');

    // Offline, the save waits and says so; once the connection is back it is sent, once.
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/users/me/profile')) puts.push(request.url());
    });
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations('saving offline');
    expect(puts).toEqual([]);
    await page.context().setOffline(false);
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByText(OFFLINE)).toBeHidden();
    expect(puts).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('Head of Export Logistics');

    // Nothing unsaved any more: leaving needs no confirmation.
    await home.click();
    await expect(page).toHaveURL(/\/one-ecom\/$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // A preferred language saved in the profile switches the UI at once, and a reload keeps it.
    await page.goto('my-profile');
    await page.getByRole('combobox', { name: 'Preferred language' }).selectOption('ja');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'マイプロフィール' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'マイプロフィール' })).toBeVisible();
    await expectNoAxeViolations('profile in Japanese');
  });
});
