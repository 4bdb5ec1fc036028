import type { TFunction } from 'i18next';

/** Which message a field of the ICS2 form gets when it is missing or refused, by the last part of its path. */
export function ics2MessageKind(path: string): 'eori' | 'hs' | 'description' | 'country' | 'required' {
  if (path.endsWith('Eori')) return 'eori';
  if (path.endsWith('hsCode')) return 'hs';
  if (path.endsWith('description')) return 'description';
  if (path.endsWith('countryCode')) return 'country';
  return 'required';
}

/**
 * The reader's message for the server's refusal of field `path`: the server's words are its own English fragments
 * ("an HS code has 6 to 10 digits"), so the page says what to enter in the reader's language instead: a text over its
 * length limit gets "At most N characters", any other refusal the field's "what to enter" message.
 */
export function ics2ServerMessage(t: TFunction, path: string, serverMessage: string): string {
  const limit = /<=\s*(\d+)|at most (\d+)/i.exec(serverMessage);
  const max = limit?.[1] ?? limit?.[2];
  if (max) return t('customs:missing.too-long', { max });
  return t(`customs:missing.${ics2MessageKind(path)}`);
}
