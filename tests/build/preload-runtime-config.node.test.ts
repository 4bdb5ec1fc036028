import { describe, expect, it } from 'vitest';

import { runtimeConfigTags } from '../../scripts/vite-plugins/preload-runtime-config.ts';

describe('index.html head of a production build (preloadRuntimeConfig)', () => {
  it('fetches config.json while the page parses, as the same-origin fetch of the loader will ask for it', () => {
    expect(runtimeConfigTags()).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preload', href: '/one-ecom/config.json', as: 'fetch', crossorigin: '' },
        injectTo: 'head',
      },
    ]);
  });
});
