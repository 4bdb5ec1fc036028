import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** What {@link useRecheckFieldsWithErrors} needs of the form's zod schema: its issues, each at a path. */
interface CheckSchema {
  safeParse: (
    values: unknown,
  ) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Re-checks a field that shows an error each time its value changes, so the message goes as soon as the field is
 * valid (docs/requirements.md "Forms") in a form checked on submit only (the SI form: with hundreds of container rows a
 * check per keystroke of every field was too slow). Only such a field is looked at, and the form re-renders only when
 * its message goes or changes. Not on blur: a message vanishing on blur moved the submit button from under the pointer
 * between press and release.
 */
export function useRecheckFieldsWithErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'subscribe' | 'getFieldState' | 'getValues' | 'clearErrors' | 'setError'>,
  schema: CheckSchema,
) {
  const { subscribe, getFieldState, getValues, clearErrors, setError } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name === undefined) return;
          const field = name as Path<TValues>;
          const shown = getFieldState(field).error?.message;
          if (shown === undefined) return;
          const result = schema.safeParse(getValues());
          const issue = result.success
            ? undefined
            : result.error.issues.find((candidate) => candidate.path.join('.') === name);
          if (issue === undefined) clearErrors(field);
          else if (issue.message !== shown) setError(field, { type: 'custom', message: issue.message });
        },
      }),
    [subscribe, getFieldState, getValues, clearErrors, setError, schema],
  );
}
