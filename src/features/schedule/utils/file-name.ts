import type { FileType } from '@/domain/schedule-search/point-to-point-contract';

/**
 * The download's file name (docs/requirements.md §9): 'ONE P2P Schedule {porCode} to {delCode} {yyyyMMdd}.{ext}', where the
 * date is the day of the download in Asia/Singapore (`today`, 'yyyy-MM-dd').
 */
export function scheduleFileName(porCode: string, delCode: string, today: string, fileType: FileType): string {
  return `ONE P2P Schedule ${porCode} to ${delCode} ${today.replaceAll('-', '')}.${fileType}`;
}
