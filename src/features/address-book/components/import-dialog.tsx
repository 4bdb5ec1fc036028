import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '@/components/ui/dialog';
import { type AddressBookCsvParseResult, parseAddressBookCsv } from '@/domain/address-book/address-book-csv';
import { useImportAddressBookEntries } from '@/domain/address-book/use-address-book-mutations';

import styles from './address-book-page.module.css';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  userId: string;
  onClose: () => void;
  /** Called with the number of parties saved. */
  onImported: (count: number) => void;
}

/**
 * CSV import: the user picks a file, sees every row with its problems (nothing is saved yet), then imports the good
 * rows. Rows the server still rejects are listed with their errors.
 */
export function ImportDialog({ userId, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation('address-book');
  const [preview, setPreview] = useState<AddressBookCsvParseResult | null>(null);
  const mutation = useImportAddressBookEntries(userId);
  const goodRows = preview?.rows.filter((row) => row.errors.length === 0) ?? [];

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setPreview(parseAddressBookCsv(await file.text()));
  };

  const handleImport = async () => {
    try {
      const result = await mutation.mutateAsync(goodRows.map((row) => row.input));
      onImported(result.imported.length);
    } catch {
      // The error message below shows; the preview stays for another try.
    }
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
          <button type="button" className="button" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={goodRows.length === 0 || mutation.isPending}
            onClick={() => void handleImport()}
          >
            {t('import.submit', { count: goodRows.length })}
          </button>
        </>
      }
    >
      <label className={styles.fileLabel}>
        {t('import.file')}
        <input type="file" accept=".csv,text/csv" onChange={(event) => void handleFile(event.target.files?.[0])} />
      </label>
      {mutation.isError ? (
        <p role="alert" className={styles.formError}>
          {t('import.failed')}
        </p>
      ) : null}
      {preview?.missingColumns.length ? (
        <p role="alert" className={styles.formError}>
          {t('import.missing-columns', { columns: preview.missingColumns.join(', ') })}
        </p>
      ) : null}
      {preview && preview.rows.length > 0 ? (
        <>
          <p role="status">
            {t('import.summary', { good: goodRows.length, bad: preview.rows.length - goodRows.length })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('import.preview')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('import.row')}</th>
                  <th scope="col">{t('fields.company-name')}</th>
                  <th scope="col">{t('fields.country')}</th>
                  <th scope="col">{t('import.problems')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.row}>
                    <td>{row.row}</td>
                    <td>{row.input.companyName}</td>
                    <td>{row.input.countryCode}</td>
                    <td>
                      {row.errors.length === 0
                        ? t('import.ok')
                        : row.errors
                            .map(
                              (error) =>
                                `${t(`field-names.${error.field.split('.')[0] ?? ''}`)}: ${t(`errors.${error.issue}`)}`,
                            )
                            .join('; ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
