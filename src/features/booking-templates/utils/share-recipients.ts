import { TEMPLATE_SHARE_MAX } from '@/domain/booking-template/template-contract';
import { isValidEmailAddress, splitRecipients } from '@/lib/email-recipients';

/*
 * The colleague list of "share a template" (docs/requirements.md §5 list rules): user IDs or e-mails, split
 * on spaces, commas, semicolons and newlines (lib/email-recipients), each an e-mail of valid format or a user ID,
 * case-insensitive duplicates refused (within the list and against who already has the template), at most
 * {@link TEMPLATE_SHARE_MAX} in all.
 */

/** A portal user ID: 3-50 letters, digits, '.', '_' or '-' (the demo users: 'demo.shipper2'). */
const USER_ID_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

/** One refused entry; keys are the namespace's i18n keys (those of the e-mail list rules, docs/requirements.md §5). */
export type ShareRecipientError =
  | { key: 'email-error-format'; value: string }
  | { key: 'email-error-email-exists'; value: string }
  | { key: 'email-error-max-length'; value: string; max: number };

/** What {@link parseShareRecipients} gives: the entries to send and the refused ones, in the order typed. */
export interface ParsedShareRecipients {
  recipients: string[];
  errors: ShareRecipientError[];
}

/**
 * Parses the typed `text` against `existing` (user IDs and e-mails of those who already have the template): an entry
 * with '@' must be a valid e-mail, any other a user ID; a case-insensitive duplicate of an earlier entry or of
 * `existing` is refused; entries over `max` (counting those who already have it) are refused.
 */
export function parseShareRecipients(
  text: string,
  existing: readonly string[],
  alreadyShared = 0,
  max: number = TEMPLATE_SHARE_MAX,
): ParsedShareRecipients {
  const seen = new Set(existing.map((entry) => entry.toLowerCase()));
  const recipients: string[] = [];
  const errors: ShareRecipientError[] = [];
  for (const value of splitRecipients(text)) {
    const valid = value.includes('@') ? isValidEmailAddress(value) : USER_ID_PATTERN.test(value);
    if (!valid) errors.push({ key: 'email-error-format', value });
    else if (seen.has(value.toLowerCase())) errors.push({ key: 'email-error-email-exists', value });
    else if (alreadyShared + recipients.length + 1 > max) errors.push({ key: 'email-error-max-length', value, max });
    else {
      seen.add(value.toLowerCase());
      recipients.push(value);
    }
  }
  return { recipients, errors };
}
