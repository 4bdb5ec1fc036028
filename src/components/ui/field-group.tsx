import { type ReactNode, useId } from 'react';

import fieldStyles from './field.module.css';
import type { FieldErrorProps } from './field-issue';
import { useIssueText } from './field-issue';

/** Props of {@link FieldGroup}. */
export interface FieldGroupProps extends FieldErrorProps {
  /** The group's question or label, shown as the legend. */
  legend: string;
  /** Shows the required mark after the legend; assistive technology hears `requiredLabel` instead of '*'. */
  required?: boolean | undefined;
  /** Translated word read after the legend when required (e.g. "required"). */
  requiredLabel?: string | undefined;
  className?: string | undefined;
  legendClassName?: string | undefined;
  /** The group's controls (radios, checkboxes). */
  children: ReactNode;
}

/**
 * A fieldset for a group of choices (radios, checkboxes) with a legend, the required mark and the error message
 * wired like {@link Field}'s: the issue is translated by the same rule (`useIssueText`), the fieldset gets
 * aria-invalid and aria-describedby pointing at the message, so a screen reader announces it with the group.
 */
export function FieldGroup({
  legend,
  required,
  requiredLabel,
  error,
  issueText,
  className,
  legendClassName,
  children,
}: FieldGroupProps) {
  const errorId = `field-group-${useId()}-error`;
  const errorText = useIssueText(error, issueText);
  return (
    <fieldset
      className={className}
      aria-describedby={errorText ? errorId : undefined}
      aria-invalid={errorText ? true : undefined}
    >
      <legend className={legendClassName}>
        {legend}
        {required ? (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            {' *'}
          </span>
        ) : null}
        {required && requiredLabel ? <span className="visually-hidden"> {requiredLabel}</span> : null}
      </legend>
      {children}
      {errorText ? (
        <p id={errorId} className={fieldStyles.error}>
          <span aria-hidden="true" className={fieldStyles.errorIcon}>
            !
          </span>
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}
