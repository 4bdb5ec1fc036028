import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { HouseBlTemplate, HouseBlTemplateParty } from '@/domain/documentation/house-bl-template-contract';
import { houseBlTemplateQueries } from '@/domain/documentation/house-bl-template-queries';
import { useCurrentUserId } from '@/domain/session/session-store';

import { emptySiHouseBl, emptySiParty, type SiFormValues, type SiPartyValues } from '../si-form/si-form-values';
import { useSiFieldError } from '../si-form/use-si-field-error';
import { HouseBlCard } from './house-bl-card';
import styles from './house-bl-section.module.css';

const partyOfTemplate = (party: HouseBlTemplateParty | undefined): SiPartyValues =>
  party ? { ...party } : emptySiParty();

/**
 * The SI form's house B/Ls, inside the form's FormProvider (fields `hasHouseBls` and `houseBls`
 * of SiFormValues): a forwarder says the SI has house B/Ls and fills one block per house B/L (number, parties, goods,
 * packages, weight and the SI's container that carries it), by hand or from one of their house B/L templates. Applying a
 * template replaces that house B/L's parties, goods, HS code, marks and package code, and nothing else.
 */
export function HouseBlSection() {
  const { t } = useTranslation('house-bl');
  const { control, register, getValues, setValue } = useFormContext<SiFormValues>();
  const hasHouseBls = useWatch({ control, name: 'hasHouseBls' });
  const containers = useWatch({ control, name: 'containers' });
  const houseBls = useFieldArray({ control, name: 'houseBls' });
  const userId = useCurrentUserId() ?? '';
  const templates = useQuery({
    ...houseBlTemplateQueries.list(userId),
    enabled: userId !== '' && hasHouseBls,
  });
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState('');
  const hasHouseBlsError = useSiFieldError<SiFormValues>()('hasHouseBls');

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

  return (
    <fieldset className={styles.section}>
      <legend>{t('section.title')}</legend>
      <label className={styles.check}>
        <input type="checkbox" {...register('hasHouseBls')} /> {t('section.has-house-bls')}
      </label>
      {hasHouseBlsError ? (
        <p role="alert" className={styles.error}>
          {hasHouseBlsError}
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
            {houseBls.fields.map((field, index) => (
              <li key={field.id}>
                <HouseBlCard
                  index={index}
                  containerOptions={containerOptions}
                  templates={templates.data ?? []}
                  chosenTemplateId={chosen[field.id] ?? ''}
                  onChooseTemplate={(templateId) => {
                    setChosen((previous) => ({ ...previous, [field.id]: templateId }));
                  }}
                  onApplyTemplate={(template) => {
                    applyTemplate(index, template);
                  }}
                  onRemove={() => {
                    houseBls.remove(index);
                  }}
                />
              </li>
            ))}
          </ol>
          <Button
            onClick={() => {
              houseBls.append(emptySiHouseBl());
            }}
          >
            {t('section.add')}
          </Button>
        </>
      ) : null}
    </fieldset>
  );
}
