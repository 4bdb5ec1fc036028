import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

/** Props of {@link SaveDialogFooter}. */
export interface SaveDialogFooterProps {
  /** Id of the dialog's form: "Save" sits in the footer, outside it, and submits it by this id. */
  formId: string;
  /** The save is on its way: "Save" shows its busy state. */
  busy: boolean;
  onCancel: () => void;
}

/** The footer of a dialog that saves a template (create, edit, from a booking): "Cancel", then "Save". */
export function SaveDialogFooter({ formId, busy, onCancel }: SaveDialogFooterProps) {
  const { t } = useTranslation('booking-templates');
  return (
    <>
      <Button onClick={onCancel}>{t('cancel')}</Button>
      <Button type="submit" form={formId} variant="primary" busy={busy}>
        {t('save')}
      </Button>
    </>
  );
}
