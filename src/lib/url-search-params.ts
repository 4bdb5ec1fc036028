/*
 * Reading a list page's URL leniently: a value the schema refuses is dropped, not thrown, so an old or hand-edited
 * link still opens the page with its defaults (docs/architecture.md "Typed links").
 */

/** What these helpers need of a schema: zod's `safeParse` (a zod or zod/mini schema both fit). */
export interface SafeParser<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}

/** `value` as `schema` parses it (defaults, trimming and coercion applied), or undefined when refused. Never throws. */
export function validOrUndefined<T>(schema: SafeParser<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

const DIGITS = /^[0-9]{1,9}$/;

/**
 * The `key` parameter of `params` when it is 1 to 9 digits (a page number or page size as the URL writes it), else
 * undefined. The text is returned as it stands: the caller's schema converts it and checks its range. Never throws.
 */
export function digitsParam(params: URLSearchParams, key: string): string | undefined {
  const raw = params.get(key);
  return raw !== null && DIGITS.test(raw) ? raw : undefined;
}
