import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { ShipmentsSearch } from '@/domain/booking/shipments-url';
import { toBookingListParams } from '@/domain/booking/shipments-url';

import { useExportShipments } from '../api/use-export-shipments';
import styles from './shipments-page.module.css';

export interface ExportShipmentsButtonProps {
  search: ShipmentsSearch;
  disabled: boolean;
}

/**
 * "Export (xlsx)": every booking matching the current filters, in the current sort (not only the page on screen), as
 * a workbook built by the server. Says when it is working and when it failed (with the button to try again).
 */
export function ExportShipmentsButton({ search, disabled }: ExportShipmentsButtonProps) {
  const { t } = useTranslation('shipments');
  const mutation = useExportShipments();
  // Every row matching the filters, in the list's order: the list's parameters without paging.
  const filters = toBookingListParams(search);
  delete filters.page;
  delete filters.pageSize;
  return (
    <div className={styles.export}>
      <Button
        aria-disabled={disabled || mutation.isPending}
        onClick={() => {
          if (!disabled && !mutation.isPending) mutation.mutate(filters);
        }}
      >
        {mutation.isPending ? t('export.working') : t('export.button')}
      </Button>
      <p role="status" className={styles.exportStatus}>
        {mutation.isError ? t('export.error') : mutation.isSuccess ? t('export.done', { fileName: mutation.data }) : ''}
      </p>
    </div>
  );
}
