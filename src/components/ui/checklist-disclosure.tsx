import { type ComponentPropsWithRef, useId } from 'react';

import styles from './checklist-disclosure.module.css';

/** Props of {@link ChecklistDisclosure}. */
export interface ChecklistDisclosureProps {
  /** What the closed disclosure says, e.g. "Status: any" or "2 statuses". */
  summary: string;
  /** The checkbox group's name, e.g. "Status". */
  legend: string;
  options: readonly { value: string; label: string }[];
  /**
   * The props of the checkbox of `value`: react-hook-form's `register(name)` (with `value`), or `checked` and
   * `onChange` for a controlled list.
   */
  inputProps: (value: string) => ComponentPropsWithRef<'input'>;
}

/**
 * A multiple-choice filter as a native disclosure (details/summary: keyboard and screen readers without script) that
 * opens a labelled group of checkboxes over the page. Used by list filters such as the shipments' and invoices' status.
 */
export function ChecklistDisclosure({ summary, legend, options, inputProps }: ChecklistDisclosureProps) {
  const legendId = useId();
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>{summary}</summary>
      <fieldset className={styles.list} aria-labelledby={legendId}>
        <legend id={legendId}>{legend}</legend>
        {options.map(({ value, label }) => (
          <label key={value} className={styles.check}>
            <input type="checkbox" {...inputProps(value)} />
            {label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
