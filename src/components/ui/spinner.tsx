import styles from './spinner.module.css';

/** Props of {@link Spinner}: `label` is the accessible text announced while loading. */
export interface SpinnerProps {
  label: string;
}

/** A loading indicator with role "status" so screen readers announce `label`. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div role="status" className={styles.wrapper}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
