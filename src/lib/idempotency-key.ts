/**
 * Header that makes a create call safe to retry (booking, SI, quote acceptance): the same key answers the same result
 * and creates nothing twice (IETF draft-ietf-httpapi-idempotency-key-header). The key is a uuid the form keeps from
 * the first press until the result exists. Here, not in a contract, so small pages need no business contract for it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
