import { describe, expect, it } from 'vitest';

import { scriptsNamedBy } from '../../scripts/size-budget.mjs';

describe('what the shell budget counts as the first load', () => {
  it('counts every script and modulepreload index.html names, not stylesheets, fetch preloads or other origins', () => {
    const html = `<head>
      <link rel="preload" href="/one-ecom/config.json" as="fetch" crossorigin>
      <script type="module" crossorigin src="/one-ecom/assets/index-W3UOHuBN.js" nonce="N"></script>
      <link rel="modulepreload" crossorigin href="/one-ecom/assets/vendor-shell-B1J9g5rL.js" nonce="N">
      <link rel="modulepreload" crossorigin href="/one-ecom/assets/DZJGj1NY.js" data-config-schema>
      <link rel="stylesheet" crossorigin href="/one-ecom/assets/index-AAAA1111.css">
      <script src="https://cdn.example.com/tag.js"></script>
    </head>`;
    expect(scriptsNamedBy(html)).toEqual([
      'assets/index-W3UOHuBN.js',
      'assets/vendor-shell-B1J9g5rL.js',
      'assets/DZJGj1NY.js',
    ]);
  });
});
