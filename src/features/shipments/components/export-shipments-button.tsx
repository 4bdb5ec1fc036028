import { useTranslation } from 'react-i18next';

import { ExportButton } from '@/components/ui/export-button';
import type { ShipmentsSearch } from '@/domain/booking/shipments-url';
import { toBookingListParams } from '@/domain/booking/shipments-url';

import { useExportShipments } from '../api/use-export-shipments';

export interface ExportShipmentsButtonProps {
  search: ShipmentsSearch;
  disabled: boolean;
}

/**
 * "Export (xlsx)": every booking matching the current filters, in the current sort (not only the page on screen), as
 * a workbook built by the server.
 */
export function ExportShipmentsButton({ search, disabled }: ExportShipmentsButtonProps) {
  const { t } = useTranslation('shipments');
  const mutation = useExportShipments();
  return (
    <ExportButton
      mutation={mutation}
      disabled={disabled}
      onExport={() => {
        // Every row matching the filters, in the list's order: the list's parameters without paging.
        const filters = toBookingListParams(search);
        delete filters.page;
        delete filters.pageSize;
        mutation.mutate(filters);
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
