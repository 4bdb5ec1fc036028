import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ADDRESS_BOOK_IMPORT_MAX_ROWS } from '@/config/limits';
import {
  type AddressBookCsvParseResult,
  decodeAddressBookCsv,
  isReadyRow,
  parseAddressBookCsv,
} from '@/domain/address-book/address-book-csv-import';

import { useAddressBookImport } from '../hooks/use-address-book-import';
import styles from './address-book-page.module.css';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  userId: string;
  onClose: () => void;
  /** Called with the number of parties saved, when the server took every row sent. */
  onImported: (count: number) => void;
}

type FileState = { kind: 'none' } | { kind: 'not-utf8' } | { kind: 'parsed'; preview: AddressBookCsvParseResult };

/**
 * CSV import: the user picks a file (UTF-8; another encoding is refused with how to save it as UTF-8), sees the rows
 * with their problems (nothing is saved yet), then imports the ready rows in parts with progress. When the server
 * refuses some rows, or the file had rows with problems, the dialog stays open and lists them; when every row of
 * the file went in it closes.
 */
export function ImportDialog({ userId, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation('address-book');
  const [file, setFile] = useState<FileState>({ kind: 'none' });
  const { state, run } = useAddressBookImport(userId);
  const preview = file.kind === 'parsed' ? file.preview : null;
  const readyRows = preview?.rows.filter(isReadyRow) ?? [];
  const started = state.status !== 'idle';

  const handleFile = async (picked: File | undefined) => {
    if (!picked) return;
    const text = decodeAddressBookCsv(await picked.arrayBuffer());
    setFile(text === null ? { kind: 'not-utf8' } : { kind: 'parsed', preview: parseAddressBookCsv(text) });
  };

  const handleImport = async () => {
    const result = await run(readyRows);
    // Rows the file itself had wrong stay listed in the preview: the user needs them to fix the file.
    const skipped = (preview?.rows.length ?? 0) - readyRows.length;
    if (result.status === 'done' && result.rejected.length === 0 && skipped === 0) onImported(result.imported);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('import.title')}
      description={t('import.description')}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>{state.status === 'done' ? t('import.close') : t('form.cancel')}</Button>
          {state.status === 'done' ? null : (
            <Button
              variant="primary"
              disabled={readyRows.length === 0}
              busy={state.status === 'running'}
              busyLabel={t('import.busy')}
              onClick={() => void handleImport()}
            >
              {t('import.submit', { count: readyRows.length - state.sent })}
            </Button>
          )}
        </>
      }
    >
      <label className={styles.fileLabel}>
        {t('import.file')}
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={started}
          onChange={(event) => void handleFile(event.target.files?.[0])}
        />
      </label>
      <ImportProgress state={state} />
      {file.kind === 'not-utf8' ? (
        <p role="alert" className={styles.formError}>
          {t('import.not-utf8')}
        </p>
      ) : null}
      {preview?.tooManyRows ? (
        <p role="alert" className={styles.formError}>
          {t('import.too-many-rows', { max: ADDRESS_BOOK_IMPORT_MAX_ROWS })}
        </p>
      ) : null}
      {preview?.missingColumns.length ? (
        <p role="alert" className={styles.formError}>
          {t('import.missing-columns', { columns: preview.missingColumns.join(', ') })}
        </p>
      ) : null}
      {preview && preview.rows.length > 0 ? <ImportPreview preview={preview} /> : null}
    </Dialog>
  );
}
