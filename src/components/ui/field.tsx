import { type ReactNode, useId } from 'react';

import styles from './field.module.css';
import { type FieldIssue, type IssueText, useIssueText } from './field-issue';

/** The ARIA wiring {@link Field} hands to its control: spread it onto the focusable element. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** Props of {@link Field}. `children` renders the control from the wiring it receives. */
export interface FieldProps {
  /** Id of the control; generated when absent. */
  id?: string | undefined;
  label: string;
  description?: string | undefined;
  /**
   * Error message or validation issue ({@link FieldErrorProps}); when set the control gets aria-invalid and the message
   * is linked by aria-describedby.
   */
  error?: string | FieldIssue | undefined;
  issueText?: IssueText | undefined;
  /**
   * Shows the required mark in the label (docs/requirements.md §2) and sets aria-required on the control. The '*' is hidden
   * from assistive technology, which hears "required" from aria-required, so the accessible name stays the label.
   */
  required?: boolean | undefined;
  /** Trailing content on the label row (e.g. the counter of a text area). */
  labelAside?: ReactNode;
  className?: string | undefined;
  /** Renders the control; `labelId` is the label's id for widgets that use aria-labelledby (downshift). */
  children: (control: FieldControlProps, labelId: string) => ReactNode;
}

/**
 * What a labelled control (text field, text area, decimal input) passes on to {@link Field}: its label, description,
 * error (a message or an issue `issueText` translates) and required mark (docs/requirements.md §2).
 */
export type LabelledControlProps = Pick<FieldProps, 'label' | 'description' | 'error' | 'issueText' | 'required'>;

/**
 * A labelled form field: label with the required mark (docs/requirements.md §2), the control, a description and an error
 * message. Every text-like primitive (text field, text area, combobox, date picker) builds on it so tests and users
 * find each control by its label.
 */
export function Field({
  id,
  label,
  description,
  error,
  issueText,
  required,
  labelAside,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const errorText = useIssueText(error, issueText);
  const controlId = id ?? `field-${generatedId}`;
  const labelId = `${controlId}-label`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = errorText ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.labelRow}>
        <label id={labelId} htmlFor={controlId} className={styles.label}>
          {label}
          {required ? (
            <span aria-hidden="true" className={styles.requiredMark}>
              {' *'}
            </span>
          ) : null}
        </label>
        {labelAside}
      </div>
      {children(
        {
          id: controlId,
          'aria-describedby': ariaDescribedBy,
          'aria-invalid': errorText ? true : undefined,
          'aria-required': required ? true : undefined,
        },
        labelId,
      )}
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true" className={styles.errorIcon}>
            !
          </span>
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
