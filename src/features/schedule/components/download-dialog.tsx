import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RadioGroup } from '@/components/ui/radio-group';
import { toast } from '@/components/ui/toast-store';
import { FILE_TYPES, type FileType } from '@/domain/schedule-search/point-to-point-contract';

import { useDownloadSchedule } from '../api/use-download-schedule';
import { useScheduleFile } from '../hooks/use-schedule-file';
import { formatMonthHeading } from '../utils/calendar';
import { DialogActions, PairSelect, type ScheduleDialogProps } from './dialog-parts';
import styles from './schedule-dialogs.module.css';

export type DownloadDialogProps = ScheduleDialogProps;

/** Choose the file type (and the pair, for a multi-location search) and download the displayed month. */
export function DownloadDialog({ open, onOpenChange, ...listing }: DownloadDialogProps) {
  const { t } = useTranslation('schedule');
  const [fileType, setFileType] = useState<FileType>('xlsx');
  const file = useScheduleFile(listing);
  const download = useDownloadSchedule();

  const handleDownload = () => {
    const request = file.requestFor(fileType);
    if (!request) return;
    download.mutate(request, {
      onSuccess: (fileName) => {
        toast.show({ type: 'success', title: t('download.success-title'), description: fileName });
        onOpenChange(false);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) download.reset();
        onOpenChange(next);
      }}
      title={t('download.title')}
      description={t('download.description', { month: formatMonthHeading(listing.month) })}
      size="sm"
      footer={
        <DialogActions
          onCancel={() => {
            onOpenChange(false);
          }}
        >
          <Button variant="primary" onClick={handleDownload} disabled={download.isPending}>
            {download.isPending ? t('download.downloading') : t('download.submit')}
          </Button>
        </DialogActions>
      }
    >
      <div className={styles.body}>
        <PairSelect {...file.pairSelect} />
        <RadioGroup
          legend={t('download.file-type')}
          name="download-file-type"
          value={fileType}
          onChange={setFileType}
          options={FILE_TYPES.map((type) => ({ value: type, label: t(`download.file-type-${type}`) }))}
        />
        {download.isError && (
          <p role="alert" className={styles.error}>
            {t('download.error')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
