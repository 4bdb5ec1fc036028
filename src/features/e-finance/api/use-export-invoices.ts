import { useMutation } from '@tanstack/react-query';

import type { InvoiceExportParams } from '@/domain/invoice/invoice-contract';
import { todayIn } from '@/lib/dates';
import { saveBlob } from '@/lib/save-file';

import { downloadInvoices } from './invoices-api';

/** The export's file name: 'ONE Invoices 20261128.xlsx' (the shipments export's pattern, docs/requirements.md §9). */
export function invoicesFileName(today: string): string {
  return `ONE Invoices ${today.replaceAll('-', '')}.xlsx`;
}

/** Downloads the workbook of every invoice matching the filters and saves it; resolves with the file name. */
export function useExportInvoices() {
  return useMutation({
    mutationFn: async (params: Partial<InvoiceExportParams>) => {
      const blob = await downloadInvoices(params);
      const fileName = invoicesFileName(todayIn());
      saveBlob(blob, fileName);
      return fileName;
    },
    // The button shows its own error; the shared policy keeps only the session-wide popups (docs/requirements.md §8).
    meta: { errorHandling: 'custom' },
  });
}
