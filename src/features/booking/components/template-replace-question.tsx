import { useTranslation } from 'react-i18next';

import { SubjectAlertDialog } from '@/components/ui/subject-alert-dialog';
import type { BookingTemplate } from '@/domain/booking-template/template-contract';

/** A template picked over fields the user changed: the template and what applying it would keep (field names). */
export interface PendingTemplate<R extends { kept: readonly string[] }> {
  template: BookingTemplate;
  result: R;
}

/** Props of {@link TemplateReplaceQuestion}. */
export interface TemplateReplaceQuestionProps<R extends { kept: readonly string[] }> {
  /** The template waiting for the answer; null: nothing asked. */
  pending: PendingTemplate<R> | null;
  onDismiss: () => void;
  /** The label of a kept field (translated), e.g. "Commodity". */
  fieldLabel: (name: string) => string;
  /** "Replace": apply the template over everything. */
  onReplace: (template: BookingTemplate) => void;
  /** "Keep my changes": apply it around the changed fields (`result`). */
  onKeep: (template: BookingTemplate, result: R) => void;
  /** The last template applied, with the labels of the fields it kept, for the status line. */
  applied: { name: string; kept: string[] } | null;
}

/**
 * The booking form's and quick booking's question when a template would overwrite fields the user changed
 * (docs/areas/booking-templates.md): replace them, or keep them; then a status line says which template was applied
 * and which fields were kept.
 */
export function TemplateReplaceQuestion<R extends { kept: readonly string[] }>({
  pending,
  onDismiss,
  fieldLabel,
  onReplace,
  onKeep,
  applied,
}: TemplateReplaceQuestionProps<R>) {
  const { t } = useTranslation('booking-templates');
  return (
    <>
      <div role="status">
        {applied ? t('applied', { name: applied.name }) : ''}
        {applied && applied.kept.length > 0 ? ` ${t('kept', { fields: applied.kept.join(', ') })}` : ''}
      </div>
      <SubjectAlertDialog
        subject={pending}
        onDismiss={onDismiss}
        title={() => t('replace.title')}
        description={({ result }) => t('replace.description', { fields: result.kept.map(fieldLabel).join(', ') })}
        confirmLabel={t('replace.confirm')}
        cancelLabel={t('replace.keep')}
        onConfirm={({ template }) => {
          onReplace(template);
        }}
        onCancel={({ template, result }) => {
          onKeep(template, result);
        }}
      />
    </>
  );
}
