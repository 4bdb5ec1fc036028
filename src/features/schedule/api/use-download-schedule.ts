import { useMutation } from '@tanstack/react-query';

import type { PointToPointFileRequest } from '@/domain/schedule-search/point-to-point-contract';
import { todayIn } from '@/lib/dates';
import { saveBlob } from '@/lib/save-file';

import { scheduleFileName } from '../utils/file-name';
import { downloadScheduleFile } from './schedule-api';

/** Downloads the schedule file and saves it as 'ONE P2P Schedule {por} to {del} {yyyyMMdd}.{ext}'. */
export function useDownloadSchedule() {
  return useMutation({
    mutationFn: async (request: PointToPointFileRequest) => {
      const blob = await downloadScheduleFile(request);
      const fileName = scheduleFileName(request.porCode, request.delCode, todayIn(), request.fileType);
      saveBlob(blob, fileName);
      return fileName;
    },
    // The dialog shows its own error; the shared policy keeps only the session-wide popups (docs/requirements.md §8).
    meta: { errorHandling: 'custom' },
  });
}
