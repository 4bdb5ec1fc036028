import { describe, expect, it } from 'vitest';

import type { MenuItem } from '@/config/menu';
import { resolveNavigateTarget } from '@/features/legacy-bridge/utils/navigate-allow-list';

// MENU is filled by the shell issue; these tests inject their own lookup so they do not depend on its content.
const noMenu = () => undefined;
const menuWith =
  (...targets: string[]) =>
  (pathname: string): MenuItem | undefined =>
    targets.includes(pathname) ? { id: 'test-item', to: pathname } : undefined;

const resolve = (pathName: unknown) => resolveNavigateTarget(pathName, { findMenuItem: noMenu });

describe('resolveNavigateTarget: in-app routes of the allow-list', () => {
  it.each([
    ['/', '/'],
    ['/schedule/point-to-point-schedule', '/schedule/point-to-point-schedule'],
    [
      '/schedule/point-to-point-schedule?oriLocCdParam=KRPUS&destLocCdParam=NLRTM#results',
      '/schedule/point-to-point-schedule?oriLocCdParam=KRPUS&destLocCdParam=NLRTM#results',
    ],
    [
      '/ecom/CUP_HOM_3301.do?trakNoParam=ONEYPUSE53817200&trakNoTpCdParam=B',
      '/ecom/CUP_HOM_3301.do?trakNoParam=ONEYPUSE53817200&trakNoTpCdParam=B',
    ],
    ['/ecom/CUP_HOM_3009.do', '/'],
    ['/booking/address-book', '/booking/address-book'],
    ['/prices/surcharge-search', '/prices/surcharge-search'],
    ['/my-profile', '/my-profile'],
    ['/one-ecom/schedule/point-to-point-schedule', '/schedule/point-to-point-schedule'],
    ['/one-ecom/', '/'],
    // Encoded '/' and '%' are ordinary in query values (a date, a B/L number, "50%"): only the path is strict.
    [
      '/schedule/point-to-point-schedule?oriLocNmParam=Busan%2C%20Korea&memo=21%2F11%2F2026#a%2Fb',
      '/schedule/point-to-point-schedule?oriLocNmParam=Busan%2C%20Korea&memo=21%2F11%2F2026#a%2Fb',
    ],
    ['/ecom/CUP_HOM_3301.do?trakNoParam=A%2FB%2520C', '/ecom/CUP_HOM_3301.do?trakNoParam=A%2FB%2520C'],
    // Traversal-looking values stay values: the route opened is the path's, and the frame gets them as a query.
    ['/ecom/CUP_HOM_3301.do?x=%2F..%2F..%2Fevil', '/ecom/CUP_HOM_3301.do?x=%2F..%2F..%2Fevil'],
  ])('opens %j as %j', (input, expected) => {
    expect(resolve(input)).toBe(expected);
  });

  it('opens a path a menu item leads to, and nothing else outside the list', () => {
    expect(
      resolveNavigateTarget('/manage-shipment/shipments', { findMenuItem: menuWith('/manage-shipment/shipments') }),
    ).toBe('/manage-shipment/shipments');
    expect(resolveNavigateTarget('/manage-shipment/shipments', { findMenuItem: noMenu })).toBeNull();
    expect(resolve('/login?returnTo=https://evil.example')).toBeNull();
    expect(resolve('/admin')).toBeNull();
  });

  it.each([
    // outside URLs and schemes
    'https://evil.example/',
    'http://127.0.0.1:4174/ecom/CUP_HOM_3301.do',
    'javascript:alert(1)',
    'JavaScript:alert(document.domain)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
    // protocol-relative and backslashes
    '//evil.example',
    '//evil.example/schedule/point-to-point-schedule',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/schedule\\..\\..\\evil',
    // encoded tricks
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/ecom/%2e%2e/%2e%2e/evil',
    '/ecom/CUP_HOM_3301.do%2F..%2F..',
    '/%252F%252Fevil.example',
    '/%09/evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/schedule/point-to-point-schedule/%2e%2e/%2e%2e/',
    '/%2F%2Fevil.example?x=%2F',
    '/schedule%2F..%2Fadmin?oriLocCdParam=KRPUS',
    // encoded control characters stay refused in the query and fragment too
    '/schedule/point-to-point-schedule?x=%0d%0aSet-Cookie:x=1',
    '/schedule/point-to-point-schedule#%00',
    '//evil.example?x=%2F',
    // dot segments, whitespace, control characters
    '/schedule/../ecom/CUP_HOM_3301.do',
    '/./',
    '/schedule/point-to-point-schedule\n//evil.example',
    '/schedule/point-to-point-schedule\t',
    '/\u0000evil',
    '/ schedule',
    // relative and empty
    'schedule/point-to-point-schedule',
    '../../etc/passwd',
    '?x=1',
    '#top',
    '',
    // legacy pages outside the table, wrong file names
    '/ecom/CUP_HOM_9999.do',
    '/ecom/CUP_HOM_3301',
    '/ecom/CUP_HOM_3301.jsp',
    '/ecom/evil.do',
    // credentials and non-ASCII lookalikes
    '/@evil.example',
    '/schedule／point-to-point-schedule',
    '/ⅇcom/CUP_HOM_3301.do',
  ])('refuses %j', (input) => {
    expect(resolve(input)).toBeNull();
  });

  it.each([undefined, null, 42, {}, ['/'], `/${'a'.repeat(3000)}`])(
    'refuses non-strings and oversized values (%#)',
    (input) => {
      expect(resolve(input)).toBeNull();
    },
  );
});
