import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BookingTemplate } from '@/domain/booking-template/template-contract';
import { applyTemplateToQuickDetails, type QuickTemplateTarget } from '@/features/booking/utils/apply-template';

import { TemplateChooser } from '../template-picker';
import { TemplateReplaceQuestion } from '../template-replace-question';

type Applied = ReturnType<typeof applyTemplateToQuickDetails<QuickTemplateTarget>>;

/** Props of {@link QuickTemplatePicker}. */
export interface QuickTemplatePickerProps {
  userId: string;
  /** The step's current values and which of them the user changed. */
  read: () => { values: QuickTemplateTarget; dirty: Partial<Record<keyof QuickTemplateTarget, boolean>> };
  /** Writes the filled fields into the step's form. */
  onApply: (values: QuickTemplateTarget, replaced: (keyof QuickTemplateTarget)[]) => void;
}

/**
 * "Start from a template" in quick booking's details step: the template's first equipment line
 * and service contract fill the step; fields the user changed are kept unless they confirm replacing them.
 */
export function QuickTemplatePicker({ userId, read, onApply }: QuickTemplatePickerProps) {
  const { t } = useTranslation('booking-templates');
  const [pending, setPending] = useState<{ template: BookingTemplate; result: Applied } | null>(null);
  const [applied, setApplied] = useState<{ name: string; kept: string[] } | null>(null);

  const write = (template: BookingTemplate, result: Applied) => {
    onApply(result.values, result.replaced);
    setApplied({ name: template.name, kept: result.kept.map((name) => t(`quick-fields.${name}`)) });
  };
  return (
    <div>
      <TemplateChooser
        userId={userId}
        onPick={(template) => {
          const { values, dirty } = read();
          const result = applyTemplateToQuickDetails(values, dirty, template.fields);
          if (result.kept.length > 0) setPending({ template, result });
          else write(template, result);
        }}
      />
      <TemplateReplaceQuestion
        pending={pending}
        onDismiss={() => {
          setPending(null);
        }}
        fieldLabel={(name) => t(`quick-fields.${name}`)}
        onReplace={(template) => {
          write(template, applyTemplateToQuickDetails(read().values, {}, template.fields));
        }}
        onKeep={write}
        applied={applied}
      />
    </div>
  );
}
