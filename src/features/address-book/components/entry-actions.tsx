import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { AddressBookEntry } from '@/domain/address-book/address-book-contract';

import type { Editing } from './address-book-list';
import styles from './address-book-page.module.css';

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
