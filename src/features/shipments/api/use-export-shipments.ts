import { useMutation } from '@tanstack/react-query';

import type { BookingExportParamsInput } from '@/domain/booking/booking-list-contract';
import { todayIn } from '@/lib/dates';
import { saveBlob } from '@/lib/save-file';

import { downloadBookings } from './shipments-api';

/** The export's file name: 'ONE Shipments 20261123.xlsx' (the schedule export's pattern, docs/requirements.md §9). */
export function shipmentsFileName(today: string): string {
  return `ONE Shipments ${today.replaceAll('-', '')}.xlsx`;
}

/** Downloads the workbook of every booking matching the filters and saves it; resolves with the file name. */
export function useExportShipments() {
  return useMutation({
    mutationFn: async (params: BookingExportParamsInput) => {
      const blob = await downloadBookings(params);
      const fileName = shipmentsFileName(todayIn());
      saveBlob(blob, fileName);
      return fileName;
    },
    // The button shows its own error; the shared policy keeps only the session-wide popups (docs/requirements.md §8).
    meta: { errorHandling: 'custom' },
  });
}
