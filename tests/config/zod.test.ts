import { afterEach, describe, expect, it, vi } from 'vitest';

import { z } from '@/config/zod';
import { z as zMini } from '@/config/zod-mini';

// The CSP allows no eval: zod must never reach for `new Function`, not even to probe whether it may (the probe alone
// is reported as a CSP violation). Each test file gets its own module registry, so zod's cached probe starts unset.
function watchFunctionConstructor(): { calls: number } {
  const seen = { calls: 0 };
  const RealFunction = globalThis.Function;
  vi.stubGlobal(
    'Function',
    new Proxy(RealFunction, {
      construct(target, args: string[]) {
        seen.calls += 1;
        return Reflect.construct(target, args);
      },
      apply(target, thisArg, args: string[]) {
        seen.calls += 1;
        return Reflect.apply(target, thisArg, args) as unknown;
      },
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('configured zod', () => {
  it('creates and parses object schemas of both APIs without new Function (jitless, CSP-safe)', () => {
    const seen = watchFunctionConstructor();
    const chained = z.object({ port: z.string(), weeks: z.number() });
    const mini = zMini.object({ port: zMini.string(), weeks: zMini.number() });

    expect(chained.parse({ port: 'KRPUS', weeks: 4 })).toEqual({ port: 'KRPUS', weeks: 4 });
    expect(mini.parse({ port: 'NLRTM', weeks: 2 })).toEqual({ port: 'NLRTM', weeks: 2 });
    expect(seen.calls).toBe(0);
    expect(z.config().jitless).toBe(true);
  });

  it('gives English messages with zod/mini too (it registers no locale of its own)', () => {
    const result = zMini.string().safeParse(42);

    expect(result.error?.issues[0]?.message).toBe('Invalid input: expected string, received number');
  });
});
