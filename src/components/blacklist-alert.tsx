import { useTranslation } from 'react-i18next';

import { AlertDialog } from '@/components/ui/alert-dialog';

/** Props of {@link BlacklistAlert}: `onClose` runs on confirm, Escape or close (callers go to '/'). */
export interface BlacklistAlertProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The blacklist alert (docs/requirements.md §4 and §8): 'alert-blacklist-title', 'alert-blacklist-message'; shown to a
 * logged-in user on a menu page without a matching menu item. Confirm or close returns to '/' (caller's onClose).
 */
export function BlacklistAlert({ open, onClose }: BlacklistAlertProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('alert-blacklist-title')}
      description={t('alert-blacklist-message')}
      confirmLabel={t('button-ok')}
    />
  );
}
