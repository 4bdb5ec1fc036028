import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldMessage } from './field-message';

/**
 * The message to show at a field of the SI form (or a form of the same message keys, such as its house B/Ls), read
 * with react-hook-form's getFieldState inside the form's FormProvider; undefined while the field is fine.
 */
export function useSiFieldError<TValues extends FieldValues>(): (name: Path<TValues>) => string | undefined {
  const { t } = useTranslation('si-form');
  const { getFieldState, formState } = useFormContext<TValues>();
  return (name) => fieldMessage(t, getFieldState(name, formState).error?.message);
}
