import { Spinner } from '@/components/ui/spinner';

import styles from './screen-placeholder.module.css';

/** Props of {@link ScreenPlaceholder}: `label` is the spinner's accessible text (role "status"). */
export interface ScreenPlaceholderProps {
  label: string;
}

/**
 * Where the main part of a page comes once its heading has painted (a chunk loaded after the first paint: the booking
 * request form, ONE Quote, the SI summary): a spinner in a box at least as tall as the screen (min-height 100vh), so
 * nothing below it (the footer) moves when the part arrives and is taller still (Lighthouse CLS 0; docs/performance.md "How the pages
 * meet the mobile budgets").
 */
export function ScreenPlaceholder({ label }: ScreenPlaceholderProps) {
  return (
    <div className={styles.placeholder}>
      <Spinner label={label} />
    </div>
  );
}
