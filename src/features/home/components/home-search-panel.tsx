import type { ReactNode, SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';

import styles from './home.module.css';

/** Props of {@link HomeSearchPanel}. */
export interface HomeSearchPanelProps {
  /** Id of the panel's heading, which names the section. */
  titleId: string;
  title: string;
  submitLabel: string;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A search box of the home page (schedule, tracking): a section named by its heading, the fields, and the primary
 * submit button. The panel checks its fields itself (no browser validation) and leaves for the page that answers.
 */
export function HomeSearchPanel({ titleId, title, submitLabel, onSubmit, children }: HomeSearchPanelProps) {
  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        {children}
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
