import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { type BookingTemplate, TEMPLATE_NAME_MAX_LENGTH } from '@/domain/booking-template/template-contract';

import styles from './booking-templates.module.css';

/** Renames a template: its name only (PUT with `name`); closes once saved. */
export function RenameDialog({
  open,
  onOpenChange,
  template,
  onRename,
  saving,
  failed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template: BookingTemplate;
  onRename: (name: string) => Promise<unknown>;
  saving: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('booking-templates');
  const [name, setName] = useState(template.name);
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('rename.title', { name: template.name })}
      size="sm"
      footer={
        <>
          <button
            type="button"
            className="button"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {t('cancel')}
          </button>
          <button type="submit" form="template-rename" className="button button-primary" disabled={saving}>
            {t('save')}
          </button>
        </>
      }
    >
      <form
        id="template-rename"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') {
            setError(t('name-required'));
            return;
          }
          void onRename(name.trim()).then(
            () => {
              onOpenChange(false);
            },
            // The dialog stays open and says it failed (`failed`).
            () => undefined,
          );
        }}
      >
        <TextField
          label={t('name')}
          required
          maxLength={TEMPLATE_NAME_MAX_LENGTH}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        {failed ? (
          <p role="alert" className={styles.error}>
            {t('save-error')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
