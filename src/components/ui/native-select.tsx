import { type SelectHTMLAttributes, useId } from 'react';

import styles from './native-select.module.css';

/** Props of {@link NativeSelect}: a visible `label`, the options, and any native select attribute (incl. `ref`). */
export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  ref?: React.Ref<HTMLSelectElement>;
}

/**
 * A labelled native `<select>`: the platform's own listbox, best on phones and with screen readers. Used for short
 * fixed lists (terms, sort order, page size, file type).
 */
export function NativeSelect({ label, options, hideLabel = false, id, className, ref, ...rest }: NativeSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <select id={selectId} ref={ref} className={styles.select} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
