import { type Path, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import type { HouseBlTemplate } from '@/domain/documentation/house-bl-template-contract';
import { PACKAGE_CODES } from '@/domain/documentation/si-codes-contract';

import type { SiFormValues } from '../si-form/si-form-values';
import { useSiFieldError } from '../si-form/use-si-field-error';
import styles from './house-bl-section.module.css';

type HouseBlParty = 'shipper' | 'consignee' | 'notifyParty';

/** Props of {@link HouseBlCard}: its row in `houseBls`, the SI's container numbers and the user's templates. */
interface HouseBlCardProps {
  index: number;
  containerOptions: { value: string; label: string }[];
  templates: HouseBlTemplate[];
  chosenTemplateId: string;
  onChooseTemplate: (templateId: string) => void;
  onApplyTemplate: (template: HouseBlTemplate) => void;
  onRemove: () => void;
}

/** One house B/L of the SI form: a template to apply, its number, container, parties, goods, packages and weight. */
export function HouseBlCard({
  index,
  containerOptions,
  templates,
  chosenTemplateId,
  onChooseTemplate,
  onApplyTemplate,
  onRemove,
}: HouseBlCardProps) {
  const { t } = useTranslation('house-bl');
  const { control, register } = useFormContext<SiFormValues>();
  const errorOf = useSiFieldError<SiFormValues>();
  const isToOrder = useWatch({ control, name: `houseBls.${index}.isToOrder` });
  const templateOptions = [
    { value: '', label: t('section.choose-template') },
    ...templates.map((template) => ({ value: template.templateId, label: template.templateName })),
  ];
  const containerError = errorOf(`houseBls.${index}.containerNumber`);

  const party = (which: HouseBlParty, required: boolean) => (
    <fieldset className={styles.party}>
      <legend>{t(`fields.${which}`)}</legend>
      <div className={styles.row}>
        {(['partyName', 'street', 'city', 'countryCode'] as const).map((field) => {
          const name: Path<SiFormValues> = `houseBls.${index}.${which}.${field}`;
          return (
            <TextField
              key={field}
              label={t(`fields.party.${field}`)}
              required={field === 'partyName' && required}
              autoComplete="off"
              error={errorOf(name)}
              {...register(name)}
            />
          );
        })}
      </div>
    </fieldset>
  );

  return (
    <fieldset className={styles.card}>
      <legend className={styles.cardTitle}>{t('section.house-bl', { row: index + 1 })}</legend>
      <div className={styles.templateRow}>
        <NativeSelect
          label={t('section.template', { row: index + 1 })}
          options={templateOptions}
          value={chosenTemplateId}
          onChange={(event) => {
            onChooseTemplate(event.currentTarget.value);
          }}
        />
        <Button
          disabled={!chosenTemplateId}
          onClick={() => {
            const template = templates.find((item) => item.templateId === chosenTemplateId);
            if (template) onApplyTemplate(template);
          }}
        >
          {t('section.apply', { row: index + 1 })}
        </Button>
      </div>
      <div className={styles.row}>
        <TextField
          label={t('section.reference')}
          required
          autoComplete="off"
          error={errorOf(`houseBls.${index}.houseBillOfLadingReference`)}
          {...register(`houseBls.${index}.houseBillOfLadingReference`)}
        />
        <NativeSelect
          label={t('section.container')}
          options={containerOptions}
          aria-invalid={containerError ? true : undefined}
          {...register(`houseBls.${index}.containerNumber`)}
        />
      </div>
      {containerError ? <p className={styles.error}>{containerError}</p> : null}
      <label className={styles.check}>
        <input type="checkbox" {...register(`houseBls.${index}.isToOrder`)} /> {t('fields.isToOrder')}
      </label>
      {party('shipper', true)}
      {party('consignee', !isToOrder)}
      {party('notifyParty', false)}
      <TextArea
        label={t('fields.descriptionOfGoods')}
        required
        error={errorOf(`houseBls.${index}.descriptionOfGoods`)}
        {...register(`houseBls.${index}.descriptionOfGoods`)}
      />
      <div className={styles.row}>
        <TextField
          label={t('section.hs-code')}
          required
          error={errorOf(`houseBls.${index}.hsCode`)}
          {...register(`houseBls.${index}.hsCode`)}
        />
        <NativeSelect
          label={t('fields.packageCode')}
          options={Object.keys(PACKAGE_CODES).map((code) => ({ value: code, label: code }))}
          {...register(`houseBls.${index}.packageCode`)}
        />
        <TextField
          label={t('section.packages')}
          required
          inputMode="numeric"
          error={errorOf(`houseBls.${index}.numberOfPackages`)}
          {...register(`houseBls.${index}.numberOfPackages`)}
        />
        <TextField
          label={t('section.weight')}
          required
          inputMode="decimal"
          error={errorOf(`houseBls.${index}.cargoGrossWeightKg`)}
          {...register(`houseBls.${index}.cargoGrossWeightKg`)}
        />
      </div>
      <TextArea label={t('fields.shippingMarks')} {...register(`houseBls.${index}.shippingMarks`)} />
      <Button onClick={onRemove}>{t('section.remove', { row: index + 1 })}</Button>
    </fieldset>
  );
}
