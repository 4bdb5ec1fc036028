import { useTranslation } from 'react-i18next';

import type { AddressBookFieldIssue } from '@/domain/address-book/address-book-contract';
import {
  type AddressBookCsvParseResult,
  type AddressBookCsvRow,
  isReadyRow,
} from '@/domain/address-book/address-book-csv-import';

import styles from './address-book-page.module.css';

/** Rows the preview table shows at most: a 10,000-row file would make the dialog slow to open and to scroll. */
export const IMPORT_PREVIEW_MAX_ROWS = 100;

/** The text of a row's field errors ('E-mail: Enter an e-mail address ...; Phone: ...'). */
export function useIssueText() {
  const { t } = useTranslation('address-book');
  return (errors: readonly AddressBookFieldIssue[]) =>
    errors.map(
      (error) =>
        `${t(`field-names.${error.field.split('.')[0] ?? ''}`)}: ${t(`errors.${error.issue}`, { max: error.max })}`,
    );
}

/** Every row with a problem first in line for the table, then the first ready rows; shown in file order. */
function rowsToShow(rows: readonly AddressBookCsvRow[]): AddressBookCsvRow[] {
  const problems = rows.filter((row) => !isReadyRow(row)).slice(0, IMPORT_PREVIEW_MAX_ROWS);
  const ready = rows.filter(isReadyRow).slice(0, IMPORT_PREVIEW_MAX_ROWS - problems.length);
  return [...problems, ...ready].sort((a, b) => a.row - b.row);
}

/**
 * The preview of a parsed file: counts, then a table of every row with a problem and the first ready rows (at most
 * {@link IMPORT_PREVIEW_MAX_ROWS}); a row's structure problem (an unclosed quote) names its line.
 */
export function ImportPreview({ preview }: { preview: AddressBookCsvParseResult }) {
  const { t } = useTranslation('address-book');
  const issueText = useIssueText();
  const good = preview.rows.filter(isReadyRow).length;
  const shown = rowsToShow(preview.rows);
  const problemsOf = (row: AddressBookCsvRow) =>
    row.formatIssues.length > 0
      ? row.formatIssues.map((issue) => t(`import.format.${issue}`, { line: row.line }))
      : issueText(row.errors);
  return (
    <>
      <p role="status">{t('import.summary', { good, bad: preview.rows.length - good })}</p>
      {shown.length < preview.rows.length ? (
        <p>{t('import.shown', { shown: shown.length, total: preview.rows.length })}</p>
      ) : null}
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
            {shown.map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                <td>{row.formatIssues.length > 0 ? '' : row.input.companyName}</td>
                <td>{row.formatIssues.length > 0 ? '' : row.input.countryCode}</td>
                <td>{isReadyRow(row) ? t('import.ok') : problemsOf(row).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
