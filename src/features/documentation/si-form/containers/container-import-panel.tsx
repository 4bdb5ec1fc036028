import { ContainerListImportPanel } from '@/domain/container/components/container-list-import-panel';

import type { SiContainerRow } from '../si-form-values';
import { siContainerListReader } from './container-import';

/** What the section does with imported rows; it answers the 1-based form row numbers that need fixing. */
export type ApplyImportedRows = (rows: SiContainerRow[], invalid: boolean[]) => number[];

/** The SI form's container list import: the shared panel with the SI's columns and strings ('si-form' import.*). */
export function ContainerImportPanel({ onRows }: { onRows: ApplyImportedRows }) {
  return (
    <ContainerListImportPanel
      reader={siContainerListReader}
      onRows={onRows}
      namespace="si-form"
      templateFileName="container-list.csv"
    />
  );
}
