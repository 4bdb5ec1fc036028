import { useTranslation } from 'react-i18next';

/*
 * The one way a form turns a validation issue into text (CONVENTIONS "Forms"): schemas write i18n keys, the field
 * primitives ({@link Field}, {@link FieldGroup}) translate them here. A field with several problems at once (the
 * e-mail recipients: every bad address) carries them as one encoded message ({@link encodeIssues}).
 */

/**
 * A validation issue as react-hook-form reports it (`fieldState.error`, `formState.errors.<name>`): `message` is what
 * the zod schema gave, an i18n key (`'form.error-origin'`), a code turned into one by {@link IssueText.prefix}, or a
 * list written by {@link encodeIssues}.
 */
export interface FieldIssue {
  message?: string | undefined;
}

/**
 * How an issue becomes text: the key `prefix + message` of namespace `ns`, with `values` for its placeholders
 * ({{max}}); a key the namespace lacks reads `ui:field.invalid`.
 */
export interface IssueText {
  ns: string;
  prefix?: string;
  values?: Record<string, string | number>;
}

/** One problem of a field with its own placeholder values (e.g. the bad address in `{{value}}`). */
export interface IssuePart {
  key: string;
  values?: Record<string, string | number>;
}

const LIST_MARK = 'issues:';

/**
 * Writes several problems of one field as one zod issue message (react-hook-form keeps one message per field); the
 * field primitive translates each part with the field's {@link IssueText} and shows them in order.
 */
export function encodeIssues(parts: readonly IssuePart[]): string {
  return `${LIST_MARK}${JSON.stringify(parts)}`;
}

function isIssuePart(value: unknown): value is IssuePart {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/** The parts of a message: a list written by {@link encodeIssues}, or the message itself as one key. */
export function decodeIssues(message: string): IssuePart[] {
  if (!message.startsWith(LIST_MARK)) return [{ key: message }];
  try {
    const parsed: unknown = JSON.parse(message.slice(LIST_MARK.length));
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every(isIssuePart)) return parsed;
  } catch {
    // A malformed list reads as an unknown key: 'ui:field.invalid'.
  }
  return [{ key: message }];
}

/** The error props every field primitive passes on to {@link Field}. */
export interface FieldErrorProps {
  /** A translated message, or a validation issue that {@link IssueText} translates. */
  error?: string | FieldIssue | undefined;
  issueText?: IssueText | undefined;
}

/** The text of `error` ({@link FieldErrorProps}): a string as it is, an issue translated; undefined when none. */
export function useIssueText(
  error: string | FieldIssue | undefined,
  issueText: IssueText | undefined,
): string | undefined {
  const { t } = useTranslation('ui');
  if (typeof error === 'string') return error || undefined;
  if (!error?.message) return undefined;
  return decodeIssues(error.message)
    .map((part) =>
      t(`${issueText?.prefix ?? ''}${part.key}`, {
        ...issueText?.values,
        ...part.values,
        ns: issueText?.ns ?? 'ui',
        defaultValue: t('field.invalid'),
      }),
    )
    .join(' ');
}
