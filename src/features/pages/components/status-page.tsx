import type { ReactNode } from 'react';

import { StatusImage, type StatusImageKind } from '@/components/ui/status-image';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './pages.module.css';

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  image: StatusImageKind;
  title: string;
  message: string;
  children?: ReactNode;
}

/** A page that reports a state (not found, maintenance, thank you): image, heading, message, then actions. */
export function StatusPage({ image, title, message, children }: StatusPageProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.status} aria-labelledby="status-title">
      <StatusImage kind={image} />
      <h1 id="status-title">{title}</h1>
      <p className={styles.lead}>{message}</p>
      {children}
    </section>
  );
}
