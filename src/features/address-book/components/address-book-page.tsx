import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { Pagination } from '@/components/ui/pagination';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import type { AddressBookEntry } from '@/domain/address-book/address-book-contract';
import { toAddressBookCsv } from '@/domain/address-book/address-book-csv';
import { addressBookQueries } from '@/domain/address-book/address-book-queries';
import { useDeleteAddressBookEntry } from '@/domain/address-book/use-address-book-mutations';
import { useSession } from '@/domain/session/session-store';
import { saveBlob } from '@/lib/save-file';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import styles from './address-book-page.module.css';
import { EntryDialog } from './entry-dialog';
import { ImportDialog } from './import-dialog';

/** /booking/my-address-book (issue 16 section 2): the user's saved parties; anonymous users log in first. */
export function AddressBookPage() {
  const userId = useSession((state) => (state.status === 'loggedIn' ? (state.user?.userId ?? null) : null));
  if (userId === null) return <Navigate to={paths.login.href(paths.myAddressBook.href())} replace />;
  return <AddressBook key={userId} userId={userId} />;
}

type Editing = { kind: 'add' } | { kind: 'edit'; entry: AddressBookEntry } | null;

function AddressBook({ userId }: { userId: string }) {
  const { t } = useTranslation('address-book');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<AddressBookEntry | null>(null);
  const list = useQuery({
    ...addressBookQueries.list(userId, { ...(q ? { q } : {}), page, size }),
    placeholderData: keepPreviousData,
  });
  const remove = useDeleteAddressBookEntry(userId);

  const handleExport = async () => {
    const every = await queryClient.query(addressBookQueries.every(userId));
    const csv = toAddressBookCsv(every.entries);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'address-book.csv');
  };

  const handleDelete = async (entry: AddressBookEntry) => {
    try {
      await remove.mutateAsync(entry.id);
      toast.show({ type: 'success', title: t('delete.done', { name: entry.companyName }) });
    } catch {
      toast.show({ type: 'error', title: t('delete.failed') });
    }
  };

  const entries = list.data?.entries ?? [];
  const total = list.data?.total ?? 0;

  return (
    <section aria-labelledby="address-book-title" className={styles.page}>
      <h1 id="address-book-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextField
            type="search"
            label={t('search.label')}
            description={t('search.hint')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setEditing({ kind: 'add' });
            }}
          >
            {t('actions.add')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setImporting(true);
            }}
          >
            {t('actions.import')}
          </button>
          <button type="button" className="button" disabled={total === 0 && !q} onClick={() => void handleExport()}>
            {t('actions.export')}
          </button>
        </div>
      </div>

      {list.isError ? (
        <QueryErrorFallback
          message={t('load-error')}
          retrying={list.isFetching}
          onRetry={() => {
            void list.refetch();
          }}
        />
      ) : !list.data ? (
        <Spinner label={t('loading')} />
      ) : entries.length === 0 ? (
        <div className={styles.empty}>
          <h2>{q ? t('empty.no-match-title') : t('empty.title')}</h2>
          <p>{q ? t('empty.no-match', { q }) : t('empty.text')}</p>
        </div>
      ) : (
        <>
          <p role="status" className={styles.count}>
            {t('count', { count: total })}
          </p>
          {isPhone ? (
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
          )}
          <Pagination
            label={t('pages')}
            page={page}
            pageSize={size}
            totalItems={total}
            onPageChange={setPage}
            onPageSizeChange={(next) => {
              setSize(next);
              setPage(1);
            }}
          />
        </>
      )}

      {editing ? (
        <EntryDialog
          userId={userId}
          entry={editing.kind === 'edit' ? editing.entry : null}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={(entry) => {
            setEditing(null);
            toast.show({ type: 'success', title: t('form.saved', { name: entry.companyName }) });
          }}
        />
      ) : null}
      {importing ? (
        <ImportDialog
          userId={userId}
          onClose={() => {
            setImporting(false);
          }}
          onImported={(count) => {
            setImporting(false);
            toast.show({ type: 'success', title: t('import.done', { count }) });
          }}
        />
      ) : null}
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('delete.title')}
        description={t('delete.text', { name: deleting?.companyName ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('form.cancel')}
        onConfirm={() => {
          if (deleting) void handleDelete(deleting);
        }}
      />
    </section>
  );
}

function formatAddress(entry: AddressBookEntry): string {
  return [...entry.addressLines, [entry.postalCode, entry.city].filter(Boolean).join(' '), entry.countryCode]
    .filter(Boolean)
    .join(', ');
}

function EntryActions({
  entry,
  onEdit,
  onDelete,
}: {
  entry: AddressBookEntry;
  onEdit: (editing: Editing) => void;
  onDelete: (entry: AddressBookEntry) => void;
}) {
  const { t } = useTranslation('address-book');
  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        className="button"
        aria-label={t('actions.edit-named', { name: entry.companyName })}
        onClick={() => {
          onEdit({ kind: 'edit', entry });
        }}
      >
        {t('actions.edit')}
      </button>
      <button
        type="button"
        className="button"
        aria-label={t('actions.delete-named', { name: entry.companyName })}
        onClick={() => {
          onDelete(entry);
        }}
      >
        {t('actions.delete')}
      </button>
    </div>
  );
}
