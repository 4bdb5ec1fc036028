import { useTranslation } from 'react-i18next';

import type { AddressBookEntry } from '@/domain/address-book/address-book-contract';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import styles from './address-book-page.module.css';
import { type Editing, EntryActions } from './entry-actions';

/** Props of {@link AddressBookList}: one page of parties and what their Edit and Delete buttons do. */
export interface AddressBookListProps {
  entries: readonly AddressBookEntry[];
  onEdit: (editing: Editing) => void;
  onDelete: (entry: AddressBookEntry) => void;
}

function formatAddress(entry: AddressBookEntry): string {
  return [...entry.addressLines, [entry.postalCode, entry.city].filter(Boolean).join(' '), entry.countryCode]
    .filter(Boolean)
    .join(', ');
}

/** One page of saved parties: cards on a phone, a table elsewhere. */
export function AddressBookList({ entries, onEdit: setEditing, onDelete: setDeleting }: AddressBookListProps) {
  const { t } = useTranslation('address-book');
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  return isPhone ? (
    <ul className={styles.cards} aria-label={t('list-label')}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.card}>
          <h2 className={styles.cardTitle}>{entry.companyName}</h2>
          <p>{formatAddress(entry)}</p>
          <p>{[entry.contactName, entry.email, entry.phone].filter(Boolean).join(' · ')}</p>
          <p>{entry.defaultRoles.map((role) => t(`roles.${role}`)).join(', ')}</p>
          <EntryActions entry={entry} onEdit={setEditing} onDelete={setDeleting} />
        </li>
      ))}
    </ul>
  ) : (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('list-label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fields.company-name')}</th>
            <th scope="col">{t('columns.address')}</th>
            <th scope="col">{t('columns.contact')}</th>
            <th scope="col">{t('fields.tax-value')}</th>
            <th scope="col">{t('fields.roles')}</th>
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">{entry.companyName}</th>
              <td>{formatAddress(entry)}</td>
              <td>
                {[entry.contactName, entry.email, entry.phone].filter(Boolean).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </td>
              <td>{entry.taxReference ? `${entry.taxReference.type} ${entry.taxReference.value}` : ''}</td>
              <td>{entry.defaultRoles.map((role) => t(`roles.${role}`)).join(', ')}</td>
              <td>
                <EntryActions entry={entry} onEdit={setEditing} onDelete={setDeleting} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
