import { describe, expect, it } from 'vitest';

import { idempotencyKeyOf, requireIdempotencyKey } from '../../mocks/http';

/*
 * The Idempotency-Key every creating POST of the mock takes (docs/requirements.md): what counts as a key, and the
 * answer to a request without one.
 */

const request = (key?: string) =>
  new Request('http://localhost/api/v1/anything', {
    method: 'POST',
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

describe('the mock backend Idempotency-Key', () => {
  it('is the header trimmed, up to 255 characters', () => {
    expect(idempotencyKeyOf(request('  3f0c2a9e-key  '))).toBe('3f0c2a9e-key');
    expect(idempotencyKeyOf(request('k'.repeat(255)))).toBe('k'.repeat(255));
    expect(idempotencyKeyOf(request('k'.repeat(256)))).toBeNull();
    expect(idempotencyKeyOf(request('   '))).toBeNull();
    expect(idempotencyKeyOf(request())).toBeNull();
  });

  it('is required: without one the answer is 400 naming the header at the request', async () => {
    expect(requireIdempotencyKey(request('abc'))).toBe('abc');
    const answer = requireIdempotencyKey(request());
    if (!(answer instanceof Response)) throw new Error('expected the 400 answer');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      code: 'INVALID_REQUEST',
      status: 400,
      message: 'The Idempotency-Key header is required.',
      errors: [{ jsonPath: '$', message: 'The Idempotency-Key header is required.' }],
    });
  });
});
