import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import {
  type CreateBookingTemplate,
  TEMPLATE_NAME_MAX_LENGTH,
  type TemplateFields,
} from '@/domain/booking-template/template-contract';
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
 * "Save as template" (issue 16 section 1) on the booking request and the booking detail: a button that opens a dialog
 * asking for the template's name, then creates it (POST v1/booking-templates) and confirms with a toast and a link to
 * the user's templates. Strings: namespace 'booking-templates' (loaded by the pages that mount it).
 */
export function SaveTemplateButton({ userId, source, suggestedName }: SaveTemplateButtonProps) {
  const { t } = useTranslation('booking-templates');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const create = useCreateBookingTemplate(userId);

  const save = () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(t('name-required'));
      return;
    }
    const body: CreateBookingTemplate = { name: trimmed, ...source() };
    create.mutate(body, {
      onSuccess: (template) => {
        setOpen(false);
        setSaved(template.name);
        toast.show({ type: 'success', title: t('saved', { name: template.name }) });
      },
    });
  };

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          setName(suggestedName);
          setError(undefined);
          create.reset();
          setOpen(true);
        }}
      >
        {t('save-as-template')}
      </button>
      {saved !== null ? (
        <p role="status">
          {t('saved', { name: saved })} <Link to={paths.myBookingTemplates.href()}>{t('open-my-templates')}</Link>
        </p>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('save-dialog.title')}
        description={t('save-dialog.description')}
        size="sm"
        footer={
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                setOpen(false);
              }}
            >
              {t('cancel')}
            </button>
            <button
              type="submit"
              form="save-template-form"
              className="button button-primary"
              disabled={create.isPending}
            >
              {t('save')}
            </button>
          </>
        }
      >
        <form
          id="save-template-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // React events bubble through portals: the booking form around the button must not see this submit.
            event.stopPropagation();
            save();
          }}
        >
          <TextField
            label={t('name')}
            value={name}
            maxLength={TEMPLATE_NAME_MAX_LENGTH}
            required
            error={error}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          {create.isError ? <p role="alert">{t('save-error')}</p> : null}
        </form>
      </Dialog>
    </>
  );
}
