import { describe, expect, it } from 'vitest';

import { chunkFileName, preloadDependencies } from '../../scripts/vite-plugins/chunks.ts';

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
