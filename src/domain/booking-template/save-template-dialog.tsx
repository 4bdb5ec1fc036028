import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import type { TemplateFields } from '@/domain/booking-template/template-contract';
import {
  TEMPLATE_NAME_ISSUES,
  templateNameField,
  templateNameFormSchema,
  templateNameRefusal,
  toTemplateNameError,
} from '@/domain/booking-template/template-name-form';
import { useCreateBookingTemplate } from '@/domain/booking-template/template-queries';

/** What a template is saved from: the booking form's current fields, or one of the user's bookings by reference. */
export type TemplateSource = { fields: TemplateFields } | { bookingReference: string };

/** Props of {@link SaveTemplateButton}. */
export interface SaveTemplateButtonProps {
  userId: string;
  /** Read when the user saves (the form's values at that moment). */
  source: () => TemplateSource;
  /** The name the dialog proposes (e.g. 'Busan - Rotterdam'). */
  suggestedName: string;
}

/**
 * "Save as template" on the booking request and the booking detail: a
 * button that opens a dialog asking for the template's name, then creates it (POST v1/booking-templates) and confirms
 * with a toast and a link to the user's templates. A refused name shows at the field; any other failure keeps the
 * dialog open with its message. Strings: namespace 'booking-templates' (loaded by the pages that mount it).
 */
export function SaveTemplateButton({ userId, source, suggestedName }: SaveTemplateButtonProps) {
  const { t } = useTranslation('booking-templates');
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const create = useCreateBookingTemplate(userId);

  return (
    <>
      <Button
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        {t('save-as-template')}
      </Button>
      {saved !== null ? (
        <p role="status">
          {t('saved', { name: saved })} <Link to={paths.myBookingTemplates.href()}>{t('open-my-templates')}</Link>
        </p>
      ) : null}
      {open ? (
        // React events bubble through portals: the booking form around the button must not see the dialog's submit.
        <div
          style={{ display: 'contents' }}
          onSubmit={(event) => {
            event.stopPropagation();
          }}
        >
          <FormDialog
            open
            onOpenChange={setOpen}
            title={t('save-dialog.title')}
            description={t('save-dialog.description')}
            fields={[templateNameField(t('name'))]}
            schema={templateNameFormSchema}
            defaultValues={{ name: suggestedName }}
            issueText={TEMPLATE_NAME_ISSUES}
            submitLabel={t('save')}
            cancelLabel={t('cancel')}
            busy={create.isPending}
            failedMessage={create.isError && templateNameRefusal(create.error) === null ? t('save-error') : null}
            onSubmit={({ name }) =>
              create.mutateAsync({ name, ...source() }).then(
                (template) => {
                  setSaved(template.name);
                  toast.show({ type: 'success', title: t('saved', { name: template.name }) });
                },
                (error: unknown) => {
                  throw toTemplateNameError(error);
                },
              )
            }
          />
        </div>
      ) : null}
    </>
  );
}
