import type * as z from 'zod/mini';

const PREFIX = 'one-ecom:draft:';

/**
 * Drafts of forms the user has not submitted, kept in sessionStorage so a reload does not lose what they typed
 * (per tab; a closed tab forgets them). Values are JSON; a stored value that no longer fits `schema` is dropped.
 */
export function readDraft<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Storage blocked or corrupt JSON: behave as if there were no draft.
  }
  sessionStorage.removeItem(PREFIX + key);
  return null;
}

/** Stores `value` as the draft under `key`. Storage errors (quota, privacy mode) are ignored: drafts are a comfort. */
export function writeDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // See docstring.
  }
}

/** Forgets the draft under `key` (after a successful submit). */
export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // See docstring.
  }
}
