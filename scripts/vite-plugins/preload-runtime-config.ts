import type { HtmlTagDescriptor, Plugin } from 'vite';

import { BASE } from './constants.ts';

/** The tag added to index.html's head: a fetch preload of `/one-ecom/config.json`, matching the loader's fetch(). */
export function runtimeConfigTags(): HtmlTagDescriptor[] {
  return [
    {
      tag: 'link',
      attrs: { rel: 'preload', href: `${BASE}config.json`, as: 'fetch', crossorigin: '' },
      injectTo: 'head',
    },
  ];
}

/**
 * Production builds only: asks the browser to fetch the runtime config file (`config.json`, read by
 * src/config/runtime-config.ts before the app renders) while it parses index.html, so the file does not add a round
 * trip after the scripts. `crossorigin` makes the preload match the same-origin `fetch()` of the loader.
 * The config's schema chunks (zod mini and core, about 25 kB gzip) are not modulepreloaded: that was tried and
 * measured no gain on the SI summary (docs/performance.md, "Where the speed machinery lives"), while it counted in the
 * shell's first load.
 */
export function preloadRuntimeConfig(enabled: boolean): Plugin {
  return {
    name: 'one-ecom:preload-runtime-config',
    apply: 'build',
    transformIndexHtml() {
      return enabled ? runtimeConfigTags() : [];
    },
  };
}
