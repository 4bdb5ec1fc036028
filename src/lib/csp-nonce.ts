/**
 * The placeholder Vite writes as the CSP nonce of index.html (`html.cspNonce` in vite.config.ts). The production web
 * server replaces it with a fresh random value per response (deploy/one-ecom.conf: `sub_filter` with `$request_id`)
 * and sends the same value in the Content-Security-Policy header.
 */
export const CSP_NONCE_PLACEHOLDER = 'ONE_ECOM_CSP_NONCE';

declare global {
  // Read by get-nonce, which react-style-singleton (Radix dialogs' scroll lock) asks for the nonce of its <style>.
  var __webpack_nonce__: string | undefined;
}

/**
 * Hands the page's CSP nonce (from `<meta property="csp-nonce" nonce>`) to the libraries that create <style> elements
 * at run time (react-remove-scroll via react-style-singleton/get-nonce), so the CSP can allow exactly those with
 * `style-src 'self' 'nonce-…'` instead of `'unsafe-inline'`. Does nothing when the page has no nonce or the placeholder
 * was not replaced (development, mock builds, a server without the substitution). Returns the nonce applied, if any.
 */
export function applyCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // The `nonce` property, not the attribute: browsers blank the attribute once a CSP header is in force.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  if (!nonce || nonce === CSP_NONCE_PLACEHOLDER) return undefined;
  globalThis.__webpack_nonce__ = nonce;
  return nonce;
}
