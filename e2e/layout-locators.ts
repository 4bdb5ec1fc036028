import type { Locator, Page } from '@playwright/test';

/*
 * What differs between the desktop and phone projects (docs/testing.md): below 48rem (PHONE_MEDIA_QUERY) the lists
 * show cards instead of tables and the full menu opens as a drawer.
 */

/** True in the phone project: the viewport is narrower than 48rem (768 px). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

/** The open full menu: a panel (navigation) on desktop, a drawer (modal dialog) on a phone. */
export function fullMenu(page: Page): Locator {
  return isPhone(page)
    ? page.getByRole('dialog', { name: 'Full menu' })
    : page.getByRole('navigation', { name: 'Full menu' });
}
