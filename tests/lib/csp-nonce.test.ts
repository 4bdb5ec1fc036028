import { afterEach, describe, expect, it } from 'vitest';

import { applyCspNonce, CSP_NONCE_PLACEHOLDER } from '@/lib/csp-nonce';

function pageWithNonce(nonce: string) {
  const doc = document.implementation.createHTMLDocument();
  const meta = doc.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  doc.head.append(meta);
  return doc;
}

afterEach(() => {
  globalThis.__webpack_nonce__ = undefined;
});

describe('applyCspNonce', () => {
  it('hands the nonce the server put into index.html to the style-injecting libraries', () => {
    expect(applyCspNonce(pageWithNonce('3af0a0d4720f1cfce2397edcec7e1e96'))).toBe('3af0a0d4720f1cfce2397edcec7e1e96');
    expect(globalThis.__webpack_nonce__).toBe('3af0a0d4720f1cfce2397edcec7e1e96');
  });

  it('ignores the unreplaced placeholder and pages without a nonce', () => {
    expect(applyCspNonce(pageWithNonce(CSP_NONCE_PLACEHOLDER))).toBeUndefined();
    expect(applyCspNonce(document.implementation.createHTMLDocument())).toBeUndefined();
    expect(globalThis.__webpack_nonce__).toBeUndefined();
  });
});
