import styles from './radio-group.module.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

/** Props of {@link RadioGroup}; `V` is the union of option values (e.g. 'list' | 'calendar'). */
export interface RadioGroupProps<V extends string> {
  /** Visible group label (the fieldset's legend). */
  legend: string;
  /** Name shared by the radios. */
  name: string;
  /** The checked option's value; undefined checks none. */
  value: V | undefined;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  /** Default 'horizontal' (segments side by side, wrapping when narrow). */
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
}

/**
 * A single choice shown as a segmented control, made of native radios in a fieldset with a legend: Tab enters the
 * group at the checked radio, arrow keys move and select (the browser's radio behaviour). Each segment is at least
 * 44 px high.
 */
export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  orientation = 'horizontal',
  disabled = false,
}: RadioGroupProps<V>) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={orientation === 'vertical' ? styles.vertical : styles.horizontal}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => {
                onChange(option.value);
              }}
              className={styles.input}
            />
            <span className={styles.text}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
