import { useTranslation } from 'react-i18next';

import { FormDialog } from '@/components/ui/form-dialog';
import type { BookingTemplate } from '@/domain/booking-template/template-contract';
import {
  TEMPLATE_NAME_ISSUES,
  templateNameField,
  templateNameFormSchema,
  toTemplateNameError,
} from '@/domain/booking-template/template-name-form';

/** Props of {@link RenameDialog}. */
export interface RenameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template: BookingTemplate;
  /** Saves the new (trimmed) name; resolves when saved (the dialog closes), rejects to keep it open. */
  onRename: (name: string) => Promise<unknown>;
  saving: boolean;
  /** The last save failed for a reason the name field cannot show. */
  failed: boolean;
}

/** Renames a template: its name only (PUT with `name`); closes once saved, a refused name shows at the field. */
export function RenameDialog({ open, onOpenChange, template, onRename, saving, failed }: RenameDialogProps) {
  const { t } = useTranslation('booking-templates');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('rename.title', { name: template.name })}
      fields={[templateNameField(t('name'))]}
      schema={templateNameFormSchema}
      defaultValues={{ name: template.name }}
      issueText={TEMPLATE_NAME_ISSUES}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      busy={saving}
      failedMessage={failed ? t('save-error') : null}
      onSubmit={({ name }) =>
        onRename(name).catch((error: unknown) => {
          throw toTemplateNameError(error);
        })
      }
    />
  );
}
