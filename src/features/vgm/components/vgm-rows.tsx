import { memo } from 'react';
import { type Control, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { VirtualRowList } from '@/components/ui/virtual-row-list';
import { normaliseContainerNumber } from '@/domain/container/container-number';
import type { SiContainer, WeightUnit } from '@/domain/vgm/vgm-contract';
import { expectedVgmKg, fromKg, isVgmMismatch, toKg } from '@/domain/vgm/vgm-rules';

import { emptyVgmRow, expectedCheckDigit, type VgmFormValues } from '../utils/vgm-form';
import styles from './vgm.module.css';

interface RowProps {
  index: number;
  control: Control<VgmFormValues>;
  siContainers: ReadonlyMap<string, SiContainer>;
  onRemove: (index: number) => void;
}

/** The 5 % warning of a row, when the SI names its container: the SI's gross mass in the form's unit. */
function useMismatch(index: number, control: Control<VgmFormValues>, siContainers: ReadonlyMap<string, SiContainer>) {
  const [row, unit] = useWatch({ control, name: [`containers.${index}`, 'unit'] }) as [
    VgmFormValues['containers'][number] | undefined,
    WeightUnit,
  ];
  const container = siContainers.get(normaliseContainerNumber(row?.containerNumber ?? '') ?? '');
  const expected = container && expectedVgmKg(container);
  const declared = Number(row?.vgm);
  if (expected === undefined || !(declared > 0)) return undefined;
  return isVgmMismatch(toKg(declared, unit), expected) ? fromKg(expected, unit) : undefined;
}

/** One container row: number (with its check-digit problem), VGM, the SI mismatch warning, remove. */
const VgmRowCells = memo(function VgmRowCells({ index, control, siContainers, onRemove }: RowProps) {
  const { t } = useTranslation('vgm');
  const { register, getFieldState, formState } = useFormContext<VgmFormValues>();
  const unit = useWatch({ control, name: 'unit' });
  const expected = useMismatch(index, control, siContainers);
  const numberState = getFieldState(`containers.${index}.containerNumber`, formState);
  const vgmState = getFieldState(`containers.${index}.vgm`, formState);
  const typedNumber = useWatch({ control, name: `containers.${index}.containerNumber` });
  const numberError = numberState.error?.message;
  const vgmError = vgmState.error?.message;
  const id = `vgm-row-${String(index)}`;
  const row = index + 1;
  return (
    <>
      <span className={styles.rowNumber} aria-hidden="true">
        {row}
      </span>
      <div className={styles.cell}>
        <input
          id={`${id}-container`}
          className={styles.input}
          aria-label={t('row.container', { row })}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? `${id}-container-error` : undefined}
          autoComplete="off"
          spellCheck={false}
          {...register(`containers.${index}.containerNumber`)}
        />
        {numberError ? (
          <span id={`${id}-container-error`} className={styles.error}>
            {t(`error.${numberError}`, { digit: expectedCheckDigit(typedNumber) })}
          </span>
        ) : null}
      </div>
      <div className={styles.cell}>
        <input
          id={`${id}-vgm`}
          className={styles.input}
          inputMode="decimal"
          aria-label={t('row.vgm', { row, unit: t(`units.${unit}`) })}
          aria-invalid={vgmError ? true : undefined}
          aria-describedby={
            [vgmError ? `${id}-vgm-error` : '', expected !== undefined ? `${id}-vgm-warning` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          autoComplete="off"
          {...register(`containers.${index}.vgm`)}
        />
        {vgmError ? (
          <span id={`${id}-vgm-error`} className={styles.error}>
            {t(`error.${vgmError}`)}
          </span>
        ) : null}
        {expected !== undefined ? (
          <span id={`${id}-vgm-warning`} className={styles.rowWarning}>
            {t('row.mismatch', { expected, unit: t(`units.${unit}`) })}
          </span>
        ) : null}
      </div>
      <div className={styles.rowActions}>
        <Button
          variant="ghost"
          onClick={() => {
            onRemove(index);
          }}
        >
          {t('row.remove', { row })}
        </Button>
      </div>
    </>
  );
});

/** Props of {@link VgmRows}: the SI's containers by number (for the 5 % warning). */
export interface VgmRowsProps {
  siContainers: ReadonlyMap<string, SiContainer>;
}

/**
 * The declaration's container rows inside the form's FormProvider (field `containers`), windowed from
 * `VIRTUAL_ROWS_FROM` rows (components/ui/virtual-row-list.tsx) so typing in a 500-row declaration stays quick; after
 * a refused submit the first bad row is scrolled into the window so the form's focus lands on it.
 */
export function VgmRows({ siContainers }: VgmRowsProps) {
  const { t } = useTranslation('vgm');
  const { control, formState } = useFormContext<VgmFormValues>();
  const rows = useFieldArray({ control, name: 'containers' });
  const remove = rows.remove;

  return (
    <>
      <VirtualRowList
        fields={rows.fields}
        errors={formState.errors.containers}
        submitCount={formState.submitCount}
        estimateSize={76}
        overscan={6}
        errorAlign="center"
        className={styles.rows}
        rowClassName={styles.row}
        aria-label={t('rows.label', { count: rows.fields.length })}
        renderRow={(index) => (
          <VgmRowCells index={index} control={control} siContainers={siContainers} onRemove={remove} />
        )}
      />
      <Button
        onClick={() => {
          rows.append(emptyVgmRow());
        }}
      >
        {t('rows.add')}
      </Button>
    </>
  );
}
