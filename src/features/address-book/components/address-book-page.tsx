import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Pagination } from '@/components/ui/pagination';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import type { AddressBookEntry } from '@/domain/address-book/address-book-contract';
import { toAddressBookCsv } from '@/domain/address-book/address-book-csv';
import { addressBookQueries } from '@/domain/address-book/address-book-queries';
import { useDeleteAddressBookEntry } from '@/domain/address-book/use-address-book-mutations';
import { useCurrentUserId } from '@/domain/session/session-store';
import { saveBlob } from '@/lib/save-file';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';

import { AddressBookList } from './address-book-list';
import styles from './address-book-page.module.css';
import type { Editing } from './entry-actions';
import { EntryDialog } from './entry-dialog';
import { ImportDialog } from './import-dialog';

/** /booking/my-address-book: the user's saved parties; anonymous users log in first. */
export function AddressBookPage() {
  const userId = useCurrentUserId();
  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;
  return <AddressBook key={userId} userId={userId} />;
}

function AddressBook({ userId }: { userId: string }) {
  const { t } = useTranslation('address-book');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
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
          <Button
            variant="primary"
            onClick={() => {
              setEditing({ kind: 'add' });
            }}
          >
            {t('actions.add')}
          </Button>
          <Button
            onClick={() => {
              setImporting(true);
            }}
          >
            {t('actions.import')}
          </Button>
          <Button disabled={total === 0 && !q} onClick={() => void handleExport()}>
            {t('actions.export')}
          </Button>
        </div>
      </div>

      {list.isError ? (
        <QueryErrorFallback message={t('load-error')} query={list} />
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
          <AddressBookList entries={entries} onEdit={setEditing} onDelete={setDeleting} />
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
      <ConfirmDeleteDialog
        subject={deleting}
        onDismiss={() => {
          setDeleting(null);
        }}
        title={() => t('delete.title')}
        description={(entry) => t('delete.text', { name: entry.companyName })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('form.cancel')}
        onDelete={(entry) => remove.mutateAsync(entry.id)}
        doneMessage={(entry) => t('delete.done', { name: entry.companyName })}
        failedMessage={() => t('delete.failed')}
      />
    </section>
  );
}
