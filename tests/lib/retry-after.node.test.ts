import { describe, expect, it } from 'vitest';

import { parseRetryAfter } from '@/lib/api-error';

describe('parseRetryAfter (RFC 9110 Retry-After)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('reads delta-seconds as milliseconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time left until it, never negative', () => {
    expect(parseRetryAfter('Fri, 27 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
