import { useTranslation } from 'react-i18next';

import type { AddressBookImportState } from '../hooks/use-address-book-import';
import styles from './address-book-page.module.css';
import { useIssueText } from './import-preview';

/**
 * Where a running or finished import stands: a progress bar while parts are sent, the stop message when a part
 * failed, and after the import the rows the server did not take, each with its row number and reasons.
 */
export function ImportProgress({ state }: { state: AddressBookImportState }) {
  const { t } = useTranslation('address-book');
  const issueText = useIssueText();
  if (state.status === 'idle') return null;
  return (
    <>
      {state.status === 'running' ? (
        <>
          <progress
            className={styles.progress}
            value={state.sent}
            max={state.total}
            aria-label={t('import.progress-label')}
          />
          <p role="status">{t('import.progress', { sent: state.sent, total: state.total })}</p>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" className={styles.formError}>
          {state.sent === 0 ? t('import.failed') : t('import.partial', { sent: state.sent, total: state.total })}
        </p>
      ) : null}
      {state.status === 'done' ? (
        <p role="status">{t('import.result', { imported: state.imported, rejected: state.rejected.length })}</p>
      ) : null}
      {state.rejected.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('import.rejected')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('import.row')}</th>
                <th scope="col">{t('import.problems')}</th>
              </tr>
            </thead>
            <tbody>
              {state.rejected.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <td>{issueText(row.errors).join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
