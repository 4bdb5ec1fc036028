import type { FileType } from '@/domain/schedule-search/point-to-point-contract';

/**
 * The download's file name (docs/requirements.md §9): 'ONE P2P Schedule {porCode} to {delCode} {yyyyMMdd}.{ext}', where the
 * date is the day of the download in Asia/Singapore (`today`, 'yyyy-MM-dd').
 */
export function scheduleFileName(porCode: string, delCode: string, today: string, fileType: FileType): string {
  return `ONE P2P Schedule ${porCode} to ${delCode} ${today.replaceAll('-', '')}.${fileType}`;
}

/**
 * The long-range schedule's file name, by the same rules: 'ONE Long Range Schedule {selection} {yyyyMMdd}.xlsx', where
 * `selection` is the service code ('FE4') or the trade lane ('ASIA_EUROPE') and the date is the day of the download in
 * Asia/Singapore (`today`, 'yyyy-MM-dd').
 */
export function longRangeFileName(selection: string, today: string): string {
  return `ONE Long Range Schedule ${selection} ${today.replaceAll('-', '')}.xlsx`;
}
