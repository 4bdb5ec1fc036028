import { useTranslation } from 'react-i18next';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/toast-store';
import type { BookingTemplate } from '@/domain/booking-template/template-contract';
import { templateNameRefusal } from '@/domain/booking-template/template-name-form';
import { useDeleteBookingTemplate, useUpdateBookingTemplate } from '@/domain/booking-template/template-queries';

import { FromBookingDialog } from './from-booking-dialog';
import { RenameDialog } from './rename-dialog';
import { TemplateEditorDialog } from './template-editor-dialog';

/** Which dialog of "My booking templates" is open, with the template it acts on; null when none. */
export type MyTemplateDialog =
  | { kind: 'create' }
  | { kind: 'from-booking' }
  | { kind: 'edit' | 'rename' | 'delete'; template: BookingTemplate }
  | null;

/** Props of {@link MyTemplateDialogs}. */
export interface MyTemplateDialogsProps {
  userId: string;
  dialog: MyTemplateDialog;
  onClose: () => void;
}

/**
 * The dialogs of "My booking templates": create from scratch or edit, create from a booking, rename, and the delete
 * confirmation. Each form dialog mounts when it opens, with its own mutation, so it starts without the last failure.
 */
export function MyTemplateDialogs({ userId, dialog, onClose }: MyTemplateDialogsProps) {
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      {dialog?.kind === 'create' ? <EditTemplate userId={userId} template={null} onOpenChange={close} /> : null}
      {dialog?.kind === 'edit' ? (
        <EditTemplate userId={userId} template={dialog.template} onOpenChange={close} />
      ) : null}
      {dialog?.kind === 'from-booking' ? <CreateFromBooking userId={userId} onOpenChange={close} /> : null}
      {dialog?.kind === 'rename' ? (
        <RenameTemplate userId={userId} template={dialog.template} onOpenChange={close} />
      ) : null}
      <DeleteTemplate
        userId={userId}
        template={dialog?.kind === 'delete' ? dialog.template : null}
        onOpenChange={close}
      />
    </>
  );
}

interface DialogOfProps {
  userId: string;
  onOpenChange: (open: boolean) => void;
}

function useSavedToast() {
  const { t } = useTranslation('booking-templates');
  return (template: BookingTemplate) => {
    toast.show({ type: 'success', title: t('saved', { name: template.name }) });
  };
}

function EditTemplate({ userId, template, onOpenChange }: DialogOfProps & { template: BookingTemplate | null }) {
  const savedToast = useSavedToast();
  return (
    <TemplateEditorDialog
      userId={userId}
      open
      onOpenChange={onOpenChange}
      template={template}
      onSaved={(saved, created) => {
        if (created) savedToast(saved);
      }}
    />
  );
}

function CreateFromBooking({ userId, onOpenChange }: DialogOfProps) {
  const savedToast = useSavedToast();
  return <FromBookingDialog userId={userId} open onOpenChange={onOpenChange} onCreated={savedToast} />;
}

function RenameTemplate({ userId, template, onOpenChange }: DialogOfProps & { template: BookingTemplate }) {
  const update = useUpdateBookingTemplate(userId);
  return (
    <RenameDialog
      open
      onOpenChange={onOpenChange}
      template={template}
      saving={update.isPending}
      failed={update.isError && templateNameRefusal(update.error) === null}
      onRename={(name) => update.mutateAsync({ id: template.id, body: { name } })}
    />
  );
}

function DeleteTemplate({ userId, template, onOpenChange }: DialogOfProps & { template: BookingTemplate | null }) {
  const { t } = useTranslation('booking-templates');
  const remove = useDeleteBookingTemplate(userId);
  return (
    <AlertDialog
      open={template !== null}
      onOpenChange={onOpenChange}
      title={t('my.delete-title')}
      description={t('my.delete-description', { name: template?.name ?? '' })}
      confirmLabel={t('my.delete')}
      cancelLabel={t('cancel')}
      onConfirm={() => {
        if (!template) return;
        remove.mutate(template.id, {
          onSuccess: () => {
            toast.show({ type: 'success', title: t('my.deleted', { name: template.name }) });
          },
          onError: () => {
            toast.show({ type: 'error', title: t('my.delete-error') });
          },
        });
      }}
    />
  );
}
