import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';

import styles from './switch.module.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** Id of the switch button; generated when absent. */
  id?: string;
  /** Visible label; clicking it toggles the switch. */
  label: string;
  /** Helper text under the label, linked by aria-describedby. */
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Inert when true: neither the switch nor its label toggle (docs/requirements.md §2). */
  disabled?: boolean;
}

/**
 * An on/off switch (APG switch pattern, Radix Switch: a button with role "switch" and aria-checked; Space and Enter
 * toggle). Label first, switch at the end of a row at least 44 px high.
 */
export function Switch({ id, label, description, checked, onCheckedChange, disabled = false }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? `switch-${generatedId}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={styles.row} data-disabled={disabled ? '' : undefined}>
      <div className={styles.text}>
        <label htmlFor={switchId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
        className={styles.switch}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
    </div>
  );
}
