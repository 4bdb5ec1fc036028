import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { TariffSurchargesParams } from '@/features/prices/api/prices-contract';
import { useDownloadTariffSurcharges } from '@/features/prices/api/use-download-tariff-surcharges';

import styles from './surcharge-pages.module.css';

export interface DownloadTariffButtonProps {
  params: TariffSurchargesParams;
  disabled: boolean;
}

/**
 * "Download (xlsx)": the search's surcharges as a workbook built by the server. Says when it is working, the saved
 * file's name, or that it failed (the button tries again).
 */
export function DownloadTariffButton({ params, disabled }: DownloadTariffButtonProps) {
  const { t } = useTranslation('prices');
  const mutation = useDownloadTariffSurcharges();
  return (
    <div className={styles.download}>
      <Button
        busy={mutation.isPending}
        busyLabel={t('tariff-surcharge-search.download-working')}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) mutation.mutate(params);
        }}
      >
        {t('tariff-surcharge-search.download')}
      </Button>
      <p role="status" className={styles.downloadStatus}>
        {mutation.isError
          ? t('tariff-surcharge-search.download-error')
          : mutation.isSuccess
            ? t('tariff-surcharge-search.download-done', { fileName: mutation.data })
            : ''}
      </p>
    </div>
  );
}
