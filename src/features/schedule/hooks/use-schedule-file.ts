import { useState } from 'react';

import type { FileType, PointToPointFileRequest } from '@/domain/schedule-search/point-to-point-contract';

import type { ScheduleDialogProps } from '../components/dialog-parts';
import { buildFileRequest } from '../utils/file-request';

/** What the download and e-mail dialogs know of the list a file is made of: every dialog prop but open/close. */
export type ScheduleFileSource = Omit<ScheduleDialogProps, 'open' | 'onOpenChange'>;

/** The pair a schedule file is made for (chosen in PairSelect) and the file request of the displayed month. */
export interface ScheduleFile {
  /** Props of PairSelect: the search's pairs and the chosen one's index. */
  pairSelect: { pairs: ScheduleFileSource['pairs']; value: number; onChange: (index: number) => void };
  /** The file request of `fileType` for the chosen pair (the first until one is chosen); null without pairs. */
  requestFor: (fileType: FileType) => PointToPointFileRequest | null;
}

/**
 * The file behind the download and e-mail dialogs: the same pair choice and the same file request of what the list
 * shows (docs/requirements.md §7), so a downloaded and an e-mailed file hold the same sailings.
 */
export function useScheduleFile({ pairs, ...listing }: ScheduleFileSource): ScheduleFile {
  const [pairIndex, setPairIndex] = useState(0);
  const pair = pairs[pairIndex] ?? pairs[0];
  return {
    pairSelect: { pairs, value: pairIndex, onChange: setPairIndex },
    requestFor: (fileType) => (pair ? buildFileRequest({ ...listing, pair, fileType }) : null),
  };
}
