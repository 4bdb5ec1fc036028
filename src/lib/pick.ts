/**
 * A copy of `source` with only `keys` (own or inherited values, `undefined` where absent): what a saved record keeps
 * of a larger one, without a hand-written destructuring of every field. Never throws.
 */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}
