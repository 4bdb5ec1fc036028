import { describe, expect, it } from 'vitest';

import type { BuildManifest } from '../../scripts/vite-plugins/build-manifest.ts';
import { routeCopyHtml } from '../../scripts/vite-plugins/route-copies.ts';

const TEMPLATE = `<!doctype html>
<html>
  <head>
    <title>Portal</title>
    <script type="module" crossorigin src="/one-ecom/assets/index-AAAA1111.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-AAAA1111.js', css: ['assets/index-AAAA1111.css'], imports: ['_shell'] },
  _shell: { file: 'assets/vendor-shell-BBBB2222.js' },
  'src/app/routes/si-summary.tsx': {
    file: 'assets/si-summary-CCCC3333.js',
    css: ['assets/si-summary-CCCC3333.css'],
    imports: ['_shell', '_table'],
  },
  _table: { file: 'assets/DDDD4444.js', css: ['assets/DDDD4444.css'] },
  'src/locales/en/si-summary.json': { file: 'assets/EEEE5555.js' },
};

const route = { path: '/documentation/si-summary', module: 'si-summary', namespaces: ['si-summary'] };

describe('route copy of index.html for a page at a fixed path', () => {
  it('preloads the page’s chunks, its English strings and its stylesheets, none of the shell’s, before </head>', () => {
    const html = routeCopyHtml(TEMPLATE, manifest, route);
    const added = html.slice(html.indexOf('</script>'), html.indexOf('</head>'));
    expect(added.match(/<link [^>]+>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/one-ecom/assets/si-summary-CCCC3333.js" nonce="ONE_ECOM_CSP_NONCE">',
      '<link rel="modulepreload" crossorigin href="/one-ecom/assets/DDDD4444.js" nonce="ONE_ECOM_CSP_NONCE">',
      '<link rel="modulepreload" crossorigin href="/one-ecom/assets/EEEE5555.js" nonce="ONE_ECOM_CSP_NONCE">',
      '<link rel="preload" as="style" crossorigin href="/one-ecom/assets/si-summary-CCCC3333.css" nonce="ONE_ECOM_CSP_NONCE">',
      '<link rel="preload" as="style" crossorigin href="/one-ecom/assets/DDDD4444.css" nonce="ONE_ECOM_CSP_NONCE">',
    ]);
    expect(html).not.toContain('vendor-shell');
    expect(html.replace(/\n\s*<link [^>]+>/g, '')).toBe(TEMPLATE);
  });

  it('refuses a page whose translations have no chunk', () => {
    expect(() => routeCopyHtml(TEMPLATE, manifest, { ...route, namespaces: ['missing'] })).toThrow(
      '/documentation/si-summary needs the namespace missing, which has no chunk',
    );
  });
});
