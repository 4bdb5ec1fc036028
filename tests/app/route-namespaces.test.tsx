import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { type PageHandle, pageRouteObjects, routes } from '@/app/router';
import { changeLanguage, createI18n, NAMESPACES, SHELL_NAMESPACES, shellEnglishResources } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Every page route's handle (the layout route's children). */
function pageHandles(): PageHandle[] {
  return pageRouteObjects().map((route) => route.handle as PageHandle);
}

/** Renders the app's own route table at `path` with a fresh i18n instance that has only the shell's English. */
function renderApp(path: string) {
  const i18n = createI18n();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Every text the page's <h1> ever showed, so a key flashing for a moment is caught too.
  const headings: string[] = [];
  const observer = new MutationObserver(() => {
    const text = screen.queryByRole('heading', { level: 1 })?.textContent;
    if (text && headings.at(-1) !== text) headings.push(text);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const view = render(
    <AppProvider queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return {
    ...view,
    i18n,
    headings,
    stop: () => {
      observer.disconnect();
    },
  };
}

describe('translations per route', () => {
  it("bundles only the shell's English; every route names feature namespaces that exist", () => {
    expect(Object.keys(shellEnglishResources).sort()).toEqual([...SHELL_NAMESPACES]);
    for (const feature of ['home', 'schedule', 'pages', 'legacy', 'profile', 'guides', 'survey']) {
      expect(SHELL_NAMESPACES).not.toContain(feature);
    }
    for (const handle of pageHandles()) {
      for (const ns of handle.namespaces) {
        expect(NAMESPACES).toContain(ns);
        expect(SHELL_NAMESPACES).not.toContain(ns);
      }
    }
  });

  it("loads a page's namespaces with the page: its text, never its keys, then again in another language", async () => {
    const view = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to ONE e-Commerce' })).toBeVisible();
    expect(view.i18n.hasResourceBundle('en', 'home')).toBe(true);
    // The schedule's strings are not loaded on the home page.
    expect(view.i18n.hasResourceBundle('en', 'schedule')).toBe(false);

    await changeLanguage(view.i18n, 'ko');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ONE e-Commerce에 오신 것을 환영합니다' }),
    ).toBeVisible();
    view.stop();
    expect(view.headings).toEqual(['Welcome to ONE e-Commerce', 'ONE e-Commerce에 오신 것을 환영합니다']);
  });

  it.each([
    '/',
    '/schedule/point-to-point-schedule',
    '/login',
    '/one-solutions',
    '/support-page',
    '/terms-rules/general',
    '/maintenance',
    '/thank-you',
    '/404',
    '/ecom/CUP_HOM_3301.do',
  ])('%s uses no namespace beyond the shell’s and those its route names', async (path) => {
    const view = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    view.stop();
    const match = matchRoutes(routes, path)?.at(-1);
    const declared = (match?.route.handle as PageHandle).namespaces;
    const used = view.i18n.reportNamespaces?.getUsedNamespaces() ?? [];
    // A namespace the route does not name still loads (the i18n backend), but only after the page's chunk asked for
    // it: one more round trip before the page shows.
    expect(used.filter((ns) => !SHELL_NAMESPACES.includes(ns) && !declared.includes(ns))).toEqual([]);
  });

  it("the route's preload fetches its chunk and its namespaces together", async () => {
    const schedule = pageHandles().find((handle) => handle.namespaces.includes('schedule'));
    await expect(schedule?.preload()).resolves.toBeDefined();
  });
});
