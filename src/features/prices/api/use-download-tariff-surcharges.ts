import { useMutation } from '@tanstack/react-query';

import { downloadTariffSurcharges } from '@/features/prices/api/prices-api';
import type { TariffSurchargesParams } from '@/features/prices/api/prices-contract';
import { saveBlob } from '@/lib/save-file';

/**
 * The workbook's name when the answer names none: 'ONE Tariff Surcharges KRPUS to NLRTM 45G1 DRY 20261121.xlsx' (the
 * schedule export's pattern, docs/requirements.md §9; the date is the application date).
 */
export function tariffSurchargesFileName(params: TariffSurchargesParams): string {
  const date = params.applicationDate.replaceAll('-', '');
  return `ONE Tariff Surcharges ${params.originCode} to ${params.destinationCode} ${params.isoEquipmentCode} ${params.cargoType} ${date}.xlsx`;
}

/** Downloads the search's workbook and saves it under the server's file name (else one built from the search). */
export function useDownloadTariffSurcharges() {
  return useMutation({
    mutationFn: async (params: TariffSurchargesParams) => {
      const file = await downloadTariffSurcharges(params);
      const fileName = file.fileName ?? tariffSurchargesFileName(params);
      saveBlob(file.blob, fileName);
      return fileName;
    },
    // The button shows its own error; the shared policy keeps only the session-wide popups (docs/requirements.md §8).
    meta: { errorHandling: 'custom' },
  });
}
