import { describe, expect, it } from 'vitest';

import { chunkFileName, preloadDependencies, VENDOR_CHUNKS } from '../../scripts/vite-plugins/chunks.ts';

const deps = [
  'assets/vendor-shell-AbCd1234.js',
  'assets/preload-helper-AbCd1234.js',
  'assets/Xy12Ab34.js',
  'assets/booking-request-Zz99Yy88.css',
];

describe('what a dynamic import preloads (build.modulePreload)', () => {
  it('keeps index.html’s own list whole', () => {
    expect(preloadDependencies('index.html', deps, 'html')).toEqual(deps);
  });

  it('lets a route chunk preload its scripts and styles, less the shell’s', () => {
    expect(preloadDependencies('assets/booking-request-Qw12Er34.js', deps, 'js')).toEqual([
      'assets/Xy12Ab34.js',
      'assets/booking-request-Zz99Yy88.css',
    ]);
  });

  it('lets any other lazy import preload only its stylesheets', () => {
    expect(preloadDependencies('assets/Xy12Ab34.js', deps, 'js')).toEqual(['assets/booking-request-Zz99Yy88.css']);
  });
});

describe('chunk file names', () => {
  it('names route and vendor chunks, and hashes the others', () => {
    expect(chunkFileName({ name: 'booking-request' })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ name: 'vendor-forms' })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ name: 'use-booking-form' })).toBe('assets/[hash].js');
  });
});

describe('vendor chunks', () => {
  /** The group a module of node_modules lands in: the first whose test matches, as the bundler takes them. */
  const groupOf = (path: string) => VENDOR_CHUNKS.find((group) => group.test.test(path))?.name;

  it('keeps react-i18next’s <Trans> and its HTML parser out of the shell’s vendor chunk', () => {
    expect(groupOf('/app/node_modules/react-i18next/dist/es/Trans.js')).toBe('vendor-trans');
    expect(groupOf('/app/node_modules/react-i18next/dist/es/TransWithoutContext.js')).toBe('vendor-trans');
    expect(groupOf('/app/node_modules/html-parse-stringify/dist/esm/html-parse-stringify.js')).toBe('vendor-trans');
    expect(groupOf('/app/node_modules/react-i18next/dist/es/useTranslation.js')).toBe('vendor-shell');
    expect(groupOf('/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('vendor-shell');
  });
});
