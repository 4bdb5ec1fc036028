import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { AddressBookEntry } from '@/domain/address-book/address-book-contract';

import styles from './address-book-page.module.css';

/** What the add/edit dialog shows: a new party, a saved one, or nothing (closed). */
export type Editing = { kind: 'add' } | { kind: 'edit'; entry: AddressBookEntry } | null;

/** Props of {@link EntryActions}: the party and what Edit and Delete do. */
export interface EntryActionsProps {
  entry: AddressBookEntry;
  onEdit: (editing: Editing) => void;
  onDelete: (entry: AddressBookEntry) => void;
}

/** Edit and Delete of one saved party, named with the party for screen readers. */
export function EntryActions({ entry, onEdit, onDelete }: EntryActionsProps) {
  const { t } = useTranslation('address-book');
  return (
    <div className={styles.rowActions}>
      <Button
        aria-label={t('actions.edit-named', { name: entry.companyName })}
        onClick={() => {
          onEdit({ kind: 'edit', entry });
        }}
      >
        {t('actions.edit')}
      </Button>
      <Button
        aria-label={t('actions.delete-named', { name: entry.companyName })}
        onClick={() => {
          onDelete(entry);
        }}
      >
        {t('actions.delete')}
      </Button>
    </div>
  );
}
