/** The path the portal is served under (docs/deployment.md); every URL the build writes starts with it. */
export const BASE = '/one-ecom/';

/**
 * The nonce placeholder Vite writes on its tags in production builds; nginx replaces it per response with a random
 * nonce (docs/security.md). Must equal CSP_NONCE_PLACEHOLDER of src/lib/csp-nonce.ts and the sub_filter of
 * deploy/one-ecom.conf.
 */
export const CSP_NONCE_PLACEHOLDER = 'ONE_ECOM_CSP_NONCE';
