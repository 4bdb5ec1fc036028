import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

import { useExportInvoices } from '../api/use-export-invoices';
import { type InvoicesSearch, toInvoiceExportParams } from '../utils/invoices-url';
import styles from './invoices-page.module.css';

/**
 * "Download (xlsx)": every invoice matching the current filters, in the current sort (not only the page on screen), as
 * a workbook built by the server. Says when it is working, when it is done and when it failed.
 */
export function ExportInvoicesButton({ search, disabled }: { search: InvoicesSearch; disabled: boolean }) {
  const { t } = useTranslation('e-finance');
  const mutation = useExportInvoices();
  return (
    <div className={styles.export}>
      <Button
        busy={mutation.isPending}
        busyLabel={t('export.working')}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) mutation.mutate(toInvoiceExportParams(search));
        }}
      >
        {t('export.button')}
      </Button>
      <p role="status" className={styles.exportStatus}>
        {mutation.isError ? t('export.error') : mutation.isSuccess ? t('export.done', { fileName: mutation.data }) : ''}
      </p>
    </div>
  );
}
