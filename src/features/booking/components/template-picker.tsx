import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type Path, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { BookingTemplate } from '@/domain/booking-template/template-contract';
import { templateLane } from '@/domain/booking-template/template-contract';
import { templateQueries } from '@/domain/booking-template/template-queries';
import {
  type AppliedTemplate,
  applyTemplate,
  editedTemplateFields,
  TEMPLATE_FORM_PATHS,
} from '@/features/booking/utils/apply-template';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';

import { TemplateReplaceQuestion } from './template-replace-question';

/** Props of {@link TemplatePicker}. */
export interface TemplatePickerProps {
  userId: string;
  /** A template to apply once it has loaded (the booking request's `?template=`); then `onInitialApplied` runs. */
  initialTemplateId?: string | null;
  onInitialApplied?: () => void;
  /** The fresh form's values: a field that differs from them (typed, or restored from a draft) is the user's. */
  blank: BookingFormValues;
}

/**
 * "Start from a template" inside the booking request's FormProvider: a dialog listing the
 * templates the user may use (own and shared with them), searchable. Picking one fills every field it holds
 * (utils/apply-template); fields the user changed are kept unless they confirm replacing them in a second dialog that
 * names them. A status line says what was filled and what was kept.
 */
export function TemplatePicker({ userId, initialTemplateId = null, onInitialApplied, blank }: TemplatePickerProps) {
  const { t } = useTranslation('booking-templates');
  const { getValues, setValue, control } = useFormContext<BookingFormValues>();
  const { dirtyFields } = useFormState({ control });
  const [pending, setPending] = useState<{ template: BookingTemplate; result: AppliedTemplate } | null>(null);
  const [applied, setApplied] = useState<{ name: string; kept: string[] } | null>(null);
  const initial = useQuery({
    ...templateQueries.detail(userId, initialTemplateId ?? ''),
    enabled: initialTemplateId !== null,
  });

  const write = (template: BookingTemplate, result: AppliedTemplate) => {
    for (const name of result.replaced) {
      const path = TEMPLATE_FORM_PATHS[name] as Path<BookingFormValues>;
      const value = path
        .split('.')
        .reduce<unknown>((source, key) => (source as Record<string, unknown>)[key], result.values);
      setValue(path, value as never, { shouldDirty: true });
    }
    setApplied({ name: template.name, kept: result.kept.map((name) => t(`fields.${name}`)) });
  };

  const pick = (template: BookingTemplate) => {
    const values = getValues();
    const result = applyTemplate(values, editedTemplateFields(values, dirtyFields, blank), template.fields);
    if (result.kept.length > 0) setPending({ template, result });
    else write(template, result);
  };

  const appliedInitial = useRef(false);
  useEffect(() => {
    if (!initial.data || appliedInitial.current) return;
    appliedInitial.current = true;
    write(initial.data, applyTemplate(getValues(), {}, initial.data.fields));
    onInitialApplied?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `write` reads the latest form through getValues; once per page
  }, [initial.data]);

  return (
    <div>
      <TemplateChooser userId={userId} onPick={pick} />
      <TemplateReplaceQuestion
        pending={pending}
        onDismiss={() => {
          setPending(null);
        }}
        fieldLabel={(name) => t(`fields.${name}`)}
        onReplace={(template) => {
          write(template, applyTemplate(getValues(), {}, template.fields));
        }}
        onKeep={write}
        applied={applied}
      />
      {initial.isError ? <p role="alert">{t('template-load-error')}</p> : null}
    </div>
  );
}

/**
 * The "Start from a template" button and its dialog: the templates the user may use (own and shared), filtered by
 * name or lane as typed; `onPick` gets the chosen one (the dialog closes). Shared by the booking request and quick
 * booking.
 */
export function TemplateChooser({ userId, onPick }: { userId: string; onPick: (template: BookingTemplate) => void }) {
  const { t } = useTranslation('booking-templates');
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const list = useQuery({ ...templateQueries.list(userId, { scope: 'usable' }), enabled: open });
  const wanted = q.trim().toLowerCase();
  const items = (list.data?.items ?? []).filter(
    (template) =>
      wanted === '' ||
      [
        template.name,
        template.fields.origin?.name,
        template.fields.destination?.name,
        template.fields.origin?.code,
        template.fields.destination?.code,
      ]
        .join(' ')
        .toLowerCase()
        .includes(wanted),
  );

  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('start-from-template')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('picker.title')} description={t('picker.description')}>
        <TextField
          label={t('search')}
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
          }}
        />
        {list.isPending ? <p>{t('loading')}</p> : null}
        {list.isError ? <p role="alert">{t('load-error')}</p> : null}
        {list.data && items.length === 0 ? (
          <p>
            {t('picker.empty')} <Link to={paths.myBookingTemplates.href()}>{t('open-my-templates')}</Link>
          </p>
        ) : null}
        <ul aria-label={t('picker.list-label')}>
          {items.map((template) => {
            const lane = templateLane(template.fields);
            return (
              <li key={template.id}>
                <Button
                  onClick={() => {
                    setOpen(false);
                    onPick(template);
                  }}
                >
                  {template.name}
                </Button>{' '}
                {lane ? `${lane.from} → ${lane.to}` : ''}
              </li>
            );
          })}
        </ul>
      </Dialog>
    </>
  );
}
