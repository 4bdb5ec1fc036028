import { EMAIL_MAX_RECIPIENTS } from '@/config/limits';

/**
 * E-mail recipient rules of docs/requirements.md §5, framework-free so forms and the mock backend share them.
 * Message keys are the spec's i18n keys.
 */

/** local@domain with a dotted domain (docs/requirements.md §5), no spaces, one '@'. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Longest address accepted, in characters (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** True when `value` is a valid address: local@domain with a dotted domain, at most 254 characters. */
export function isValidEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Splits free text into addresses on spaces, commas, semicolons and newlines (docs/requirements.md §5); drops empties. */
export function splitRecipients(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part.length > 0);
}

/** One problem with one address; `max` is set for 'email-error-max-length'. */
export type RecipientError =
  | { key: 'email-error-format'; value: string }
  | { key: 'email-error-email-exists'; value: string }
  | { key: 'email-error-max-length'; value: string; max: number };

/**
 * Checks `candidate` as if it were appended to `existing`: format, then a case-insensitive duplicate, then the
 * maximum count (the candidate counts as one extra). Returns null when it may be added.
 */
export function validateRecipient(
  candidate: string,
  existing: readonly string[],
  max: number = EMAIL_MAX_RECIPIENTS,
): RecipientError | null {
  if (!isValidEmailAddress(candidate)) return { key: 'email-error-format', value: candidate };
  const lower = candidate.toLowerCase();
  if (existing.some((address) => address.toLowerCase() === lower)) {
    return { key: 'email-error-email-exists', value: candidate };
  }
  if (existing.length + 1 > max) return { key: 'email-error-max-length', value: candidate, max };
  return null;
}

/**
 * Validates a whole list in order, each address against those before it. Returns every error (empty when valid).
 * Addresses that fail are not counted towards the maximum.
 */
export function validateRecipients(addresses: readonly string[], max: number = EMAIL_MAX_RECIPIENTS): RecipientError[] {
  const accepted: string[] = [];
  const errors: RecipientError[] = [];
  for (const address of addresses) {
    const error = validateRecipient(address, accepted, max);
    if (error) errors.push(error);
    else accepted.push(address);
  }
  return errors;
}
