import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { staticPageRoutes } from '@/app/prerender/server-entry';
import { type PageHandle, pageRouteObjects } from '@/app/router';
import { paths } from '@/config/paths';

// scripts/vite-plugins/route-copies.ts writes routes/<path>.html for these, with the page's chunk, stylesheets and English
// strings preloaded; deploy/one-ecom.conf serves them (scripts/nginx-check.mjs checks the served copy).
const ROUTE_MODULES = readdirSync('src/app/routes')
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.replace(/\.tsx$/, ''));

describe('route copies of index.html (scripts/vite-plugins/route-copies.ts)', () => {
  it('names each page by a module under src/app/routes', () => {
    const modules = pageRouteObjects().map((route) => (route.handle as PageHandle).module);
    expect(modules.length).toBeGreaterThan(30);
    for (const module of modules) expect(ROUTE_MODULES).toContain(module);
  });

  it('lists the pages at fixed paths with their module and translations, not those with parameters', () => {
    const pages = staticPageRoutes();
    expect(pages).toContainEqual({ path: paths.siSummary.path, module: 'si-summary', namespaces: ['si-summary'] });
    expect(pages).toContainEqual(
      expect.objectContaining({ path: paths.bookingRequest.path, module: 'booking-request' }),
    );
    expect(pages.every((page) => !/[:*]/.test(page.path))).toBe(true);
    // The legacy pages' route has a parameter (/ecom/:page): the app serves them, but no copy is written.
    expect(pages.map((page) => page.path)).not.toContain(paths.legacyPage.path);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });
});
