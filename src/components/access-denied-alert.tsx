import { Trans, useTranslation } from 'react-i18next';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { SUPPORT_EMAIL } from '@/config/support';

/** Props of {@link AccessDeniedAlert}; `email` defaults to the support mailbox {@link SUPPORT_EMAIL}. */
export interface AccessDeniedAlertProps {
  open: boolean;
  onClose: () => void;
  email?: string;
}

/**
 * The access-denied popup (docs/requirements.md §2): the user lacks the right for a function and is pointed to the support
 * mailbox ({email}) as a mailto link. For the 403 answer of the error policy and for menu items the account may not
 * use.
 */
export function AccessDeniedAlert({ open, onClose, email = SUPPORT_EMAIL }: AccessDeniedAlertProps) {
  const { t } = useTranslation('shell');
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('access-denied.title')}
      description={
        <Trans
          t={t}
          i18nKey="access-denied.message"
          values={{ email }}
          components={{ mail: <a href={`mailto:${email}`}>{email}</a> }}
        />
      }
      confirmLabel={t('access-denied.ok')}
    />
  );
}
