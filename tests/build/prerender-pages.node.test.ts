import { describe, expect, it } from 'vitest';

import { staticPageHtml } from '../../scripts/vite-plugins/prerender-pages.ts';

const TEMPLATE = `<!doctype html>
<html>
  <head>
    <title>ONE e-commerce</title>
    <link rel="modulepreload" crossorigin href="/one-ecom/assets/vendor-shell-CCCC3333.js">
    <link rel="stylesheet" crossorigin href="/one-ecom/assets/index-AAAA1111.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const page = {
  pathname: '/one-ecom/prices/one-quote',
  markup: '<main><h1>Get a quote</h1><p>From $&amp; 120</p></main>',
  title: 'ONE Quote & prices <beta>',
  cssFile: 'assets/prerendered-0123456789.css',
  pageCss: ['assets/one-quote-BBBB2222.css'],
  shellCss: ['assets/index-AAAA1111.css'],
};

describe('prerendered copy of index.html', () => {
  it('holds the page’s markup in #root, its escaped title and one stylesheet for the first paint', () => {
    const copy = staticPageHtml(TEMPLATE, page);
    expect(copy).toContain(
      '<div id="root" data-prerendered="/one-ecom/prices/one-quote"><main><h1>Get a quote</h1><p>From $&amp; 120</p></main></div>',
    );
    expect(copy).toContain('<title>ONE Quote &amp; prices &lt;beta&gt;</title>');
    expect(copy).toContain(
      '<link rel="stylesheet" crossorigin href="/one-ecom/assets/prerendered-0123456789.css" nonce="ONE_ECOM_CSP_NONCE">',
    );
    expect(copy).toContain(
      '<link rel="stylesheet" crossorigin href="/one-ecom/assets/one-quote-BBBB2222.css" disabled>',
    );
  });

  it('drops the shell’s stylesheet link, which the first-paint stylesheet holds, and keeps its scripts', () => {
    const copy = staticPageHtml(TEMPLATE, page);
    expect(copy).not.toContain('index-AAAA1111.css');
    expect(copy).toContain('<link rel="modulepreload" crossorigin href="/one-ecom/assets/vendor-shell-CCCC3333.js">');
  });

  it('keeps index.html’s title when the page has none, and refuses a template without an empty root', () => {
    expect(staticPageHtml(TEMPLATE, { ...page, title: null })).toContain('<title>ONE e-commerce</title>');
    expect(() => staticPageHtml(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), page)).toThrow(
      'no empty <div id="root"></div>',
    );
  });
});
