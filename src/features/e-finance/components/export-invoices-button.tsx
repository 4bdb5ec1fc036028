import { useTranslation } from 'react-i18next';

import { ExportButton } from '@/components/ui/export-button';

import { useExportInvoices } from '../api/use-export-invoices';
import { type InvoicesSearch, toInvoiceExportParams } from '../utils/invoices-url';

/**
 * "Download (xlsx)": every invoice matching the current filters, in the current sort (not only the page on screen), as
 * a workbook built by the server.
 */
export function ExportInvoicesButton({ search, disabled }: { search: InvoicesSearch; disabled: boolean }) {
  const { t } = useTranslation('e-finance');
  const mutation = useExportInvoices();
  return (
    <ExportButton
      mutation={mutation}
      disabled={disabled}
      onExport={() => {
        mutation.mutate(toInvoiceExportParams(search));
      }}
      labels={{
        button: t('export.button'),
        working: t('export.working'),
        done: (fileName) => t('export.done', { fileName }),
        error: t('export.error'),
      }}
    />
  );
}
