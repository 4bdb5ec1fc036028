import type { ComponentPropsWithRef } from 'react';

import { Field, type LabelledControlProps } from './field';
import fieldStyles from './field.module.css';

/**
 * Props of {@link TextField}: every native `<input>` prop (including React 19's `ref`, so react-hook-form's
 * `register(name)` can be spread in) plus the field's `label`, `description` and `error`. `required` shows the mark
 * in the label and sets aria-required; it does not turn on the browser's own validation bubble.
 */
export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'required'>, LabelledControlProps {}

/** A labelled single-line text input (type defaults to "text"); the error is linked by aria-describedby. */
export function TextField({
  id,
  label,
  description,
  error,
  issueText,
  required,
  className,
  type = 'text',
  ref,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field id={id} label={label} description={description} error={error} issueText={issueText} required={required}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          ref={ref}
          type={type}
          className={className ? `${fieldStyles.input} ${className}` : fieldStyles.input}
        />
      )}
    </Field>
  );
}
