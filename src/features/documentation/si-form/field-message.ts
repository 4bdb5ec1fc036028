import type { TFunction } from 'i18next';

/**
 * The text of an SI form issue: its key in `si-form`, with a value after a colon where the message needs one
 * ('errors.check-digit:3' -> "Wrong check digit: it should be 3."). Server messages (plain English) pass through.
 */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key = message, value = ''] = message.split(':');
  return key.startsWith('errors.') ? t(`si-form:${key}`, { value }) : message;
}
