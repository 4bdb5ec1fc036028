import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Path, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { HouseBlTemplate, HouseBlTemplateParty } from '@/domain/documentation/house-bl-template-contract';
import { houseBlTemplateQueries } from '@/domain/documentation/house-bl-template-queries';
import { PACKAGE_CODES } from '@/domain/documentation/si-contract';
import { useSession } from '@/domain/session/session-store';

import { fieldMessage } from '../si-form/field-message';
import { emptySiHouseBl, emptySiParty, type SiFormValues, type SiPartyValues } from '../si-form/si-form-values';
import styles from './house-bl-section.module.css';

type HouseBlParty = 'shipper' | 'consignee' | 'notifyParty';

const partyOfTemplate = (party: HouseBlTemplateParty | undefined): SiPartyValues =>
  party ? { ...party } : emptySiParty();

/**
 * The SI form's house B/Ls (issue 17 section 5), inside the form's FormProvider (fields `hasHouseBls` and `houseBls`
 * of SiFormValues): a forwarder says the SI has house B/Ls and fills one block per house B/L (number, parties, goods,
 * packages, weight and the SI's container that carries it), by hand or from one of their house B/L templates. Applying a
 * template replaces that house B/L's parties, goods, HS code, marks and package code, and nothing else.
 */
export function HouseBlSection() {
  const { t } = useTranslation('house-bl');
  const { control, register, formState, getValues, setValue } = useFormContext<SiFormValues>();
  const hasHouseBls = useWatch({ control, name: 'hasHouseBls' });
  const containers = useWatch({ control, name: 'containers' });
  const houseBls = useFieldArray({ control, name: 'houseBls' });
  const houseBlValues = useWatch({ control, name: 'houseBls' });
  const userId = useSession((state) => (state.status === 'loggedIn' ? (state.user?.userId ?? '') : ''));
  const templates = useQuery({
    ...houseBlTemplateQueries.list(userId),
    enabled: userId !== '' && hasHouseBls,
  });
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState('');

  const errorOf = (name: string): string | undefined => {
    const node = name.split('.').reduce<unknown>((current, step) => {
      if (typeof current !== 'object' || current === null) return undefined;
      return (current as Record<string, unknown>)[step];
    }, formState.errors) as { message?: string } | undefined;
    return fieldMessage(t, node?.message);
  };

  const applyTemplate = (index: number, template: HouseBlTemplate) => {
    const current = getValues(`houseBls.${index}`);
    setValue(
      `houseBls.${index}`,
      {
        ...current,
        isToOrder: template.isToOrder,
        shipper: partyOfTemplate(template.shipper),
        consignee: partyOfTemplate(template.consignee),
        notifyParty: partyOfTemplate(template.notifyParty),
        descriptionOfGoods: template.descriptionOfGoods,
        hsCode: template.HSCodes[0] ?? '',
        shippingMarks: template.shippingMarks,
        packageCode: template.packageCode,
      },
      { shouldDirty: true },
    );
    setApplied(t('section.applied', { name: template.templateName, row: index + 1 }));
  };

  const containerOptions = [
    { value: '', label: t('section.choose-container') },
    ...containers
      .map((row) => row.containerNumber.trim().toUpperCase())
      .filter(Boolean)
      .map((number) => ({ value: number, label: number })),
  ];

  const party = (index: number, which: HouseBlParty, required: boolean) => (
    <fieldset className={styles.party}>
      <legend>{t(`fields.${which}`)}</legend>
      <div className={styles.row}>
        {(['partyName', 'street', 'city', 'countryCode'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`fields.party.${field}`)}
            required={field === 'partyName' && required}
            autoComplete="off"
            error={errorOf(`houseBls.${String(index)}.${which}.${field}`)}
            {...register(`houseBls.${index}.${which}.${field}` as Path<SiFormValues>)}
          />
        ))}
      </div>
    </fieldset>
  );

  return (
    <fieldset className={styles.section}>
      <legend>{t('section.title')}</legend>
      <label className={styles.check}>
        <input type="checkbox" {...register('hasHouseBls')} /> {t('section.has-house-bls')}
      </label>
      {errorOf('hasHouseBls') ? (
        <p role="alert" className={styles.error}>
          {errorOf('hasHouseBls')}
        </p>
      ) : null}
      {hasHouseBls ? (
        <>
          <p className={styles.hint}>
            {t('section.hint')} <Link to={paths.houseBlTemplates.href()}>{t('section.manage')}</Link>
          </p>
          <p role="status" className={styles.hint}>
            {applied}
          </p>
          <ol className={styles.list}>
            {houseBls.fields.map((field, index) => {
              const isToOrder = houseBlValues[index]?.isToOrder ?? false;
              const templateOptions = [
                { value: '', label: t('section.choose-template') },
                ...(templates.data ?? []).map((template) => ({
                  value: template.templateId,
                  label: template.templateName,
                })),
              ];
              const prefix = `houseBls.${String(index)}`;
              return (
                <li key={field.id}>
                  <fieldset className={styles.card}>
                    <legend className={styles.cardTitle}>{t('section.house-bl', { row: index + 1 })}</legend>
                    <div className={styles.templateRow}>
                      <NativeSelect
                        label={t('section.template', { row: index + 1 })}
                        options={templateOptions}
                        value={chosen[field.id] ?? ''}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setChosen((previous) => ({ ...previous, [field.id]: value }));
                        }}
                      />
                      <button
                        type="button"
                        className="button"
                        disabled={!chosen[field.id]}
                        onClick={() => {
                          const template = templates.data?.find((item) => item.templateId === chosen[field.id]);
                          if (template) applyTemplate(index, template);
                        }}
                      >
                        {t('section.apply', { row: index + 1 })}
                      </button>
                    </div>
                    <div className={styles.row}>
                      <TextField
                        label={t('section.reference')}
                        required
                        autoComplete="off"
                        error={errorOf(`${prefix}.houseBillOfLadingReference`)}
                        {...register(`houseBls.${index}.houseBillOfLadingReference`)}
                      />
                      <NativeSelect
                        label={t('section.container')}
                        options={containerOptions}
                        aria-invalid={errorOf(`${prefix}.containerNumber`) ? true : undefined}
                        {...register(`houseBls.${index}.containerNumber`)}
                      />
                    </div>
                    {errorOf(`${prefix}.containerNumber`) ? (
                      <p className={styles.error}>{errorOf(`${prefix}.containerNumber`)}</p>
                    ) : null}
                    <label className={styles.check}>
                      <input type="checkbox" {...register(`houseBls.${index}.isToOrder`)} /> {t('fields.isToOrder')}
                    </label>
                    {party(index, 'shipper', true)}
                    {party(index, 'consignee', !isToOrder)}
                    {party(index, 'notifyParty', false)}
                    <TextArea
                      label={t('fields.descriptionOfGoods')}
                      required
                      error={errorOf(`${prefix}.descriptionOfGoods`)}
                      {...register(`houseBls.${index}.descriptionOfGoods`)}
                    />
                    <div className={styles.row}>
                      <TextField
                        label={t('section.hs-code')}
                        required
                        error={errorOf(`${prefix}.hsCode`)}
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
                        error={errorOf(`${prefix}.numberOfPackages`)}
                        {...register(`houseBls.${index}.numberOfPackages`)}
                      />
                      <TextField
                        label={t('section.weight')}
                        required
                        inputMode="decimal"
                        error={errorOf(`${prefix}.cargoGrossWeightKg`)}
                        {...register(`houseBls.${index}.cargoGrossWeightKg`)}
                      />
                    </div>
                    <TextArea label={t('fields.shippingMarks')} {...register(`houseBls.${index}.shippingMarks`)} />
                    <button
                      type="button"
                      className="button"
                      onClick={() => {
                        houseBls.remove(index);
                      }}
                    >
                      {t('section.remove', { row: index + 1 })}
                    </button>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="button"
            onClick={() => {
              houseBls.append(emptySiHouseBl());
            }}
          >
            {t('section.add')}
          </button>
        </>
      ) : null}
    </fieldset>
  );
}
