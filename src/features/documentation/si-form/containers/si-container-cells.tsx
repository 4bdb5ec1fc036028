import type { ReactNode } from 'react';
import { type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';
import { PACKAGE_CODES } from '@/domain/documentation/si-codes-contract';

import { fieldMessage } from '../field-message';
import type { SiContainerRow, SiFormValues } from '../si-form-values';
import styles from './si-containers-section.module.css';

type RowField = keyof Omit<SiContainerRow, 'isShipperOwned'>;

const NUMBER_COLUMNS: { field: RowField; inputMode: 'numeric' | 'decimal' }[] = [
  { field: 'numberOfPackages', inputMode: 'numeric' },
  { field: 'cargoGrossWeightKg', inputMode: 'decimal' },
  { field: 'tareWeightKg', inputMode: 'decimal' },
  { field: 'cargoGrossVolumeM3', inputMode: 'decimal' },
];

/** The props every cell's control takes: its id, its name with the row, its style and its problem. */
interface CellControlProps {
  id: string;
  'aria-label': string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** One cell of the grid: a visible label over the control, and the control's problem under it (linked by id). */
function GridCell({
  id,
  label,
  rowLabel,
  error,
  children,
}: {
  id: string;
  label: string;
  rowLabel: string;
  error: string | undefined;
  children: (control: CellControlProps) => ReactNode;
}) {
  return (
    <div className={styles.cell}>
      <label htmlFor={id} className={styles.cellLabel}>
        {label}
      </label>
      {children({
        id,
        'aria-label': `${label}${rowLabel}`,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The cells of one container row of the SI form: number, size-type, seal, package type, packages, weights and volume,
 * each named "Container number, row 3" with its problem linked to it.
 */
export function SiContainerCells({ index }: { index: number }) {
  const { t } = useTranslation('si-form');
  const { register, formState } = useFormContext<SiFormValues>();
  const frame = (field: RowField) => ({
    id: `container-${String(index)}-${field}`,
    label: t(`fields.container.${field}`),
    rowLabel: t('containers.row', { row: index + 1 }),
    error: fieldMessage(t, formState.errors.containers?.[index]?.[field]?.message),
  });

  const cell = (field: RowField, inputMode?: 'numeric' | 'decimal') => (
    <GridCell key={field} {...frame(field)}>
      {(control) => (
        <input
          {...control}
          inputMode={inputMode}
          autoComplete="off"
          {...register(`containers.${String(index)}.${field}` as Path<SiFormValues>)}
        />
      )}
    </GridCell>
  );

  const select = (field: 'isoEquipmentCode' | 'packageCode', options: { value: string; label: string }[]) => (
    <GridCell key={field} {...frame(field)}>
      {(control) => (
        <select {...control} {...register(`containers.${index}.${field}`)}>
          <option value="">{t('containers.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </GridCell>
  );

  return (
    <>
      {cell('containerNumber')}
      {select(
        'isoEquipmentCode',
        CONTAINER_SIZE_TYPE_CODES.map((code) => ({ value: code, label: code })),
      )}
      {cell('sealNumber')}
      {select(
        'packageCode',
        Object.keys(PACKAGE_CODES).map((code) => ({ value: code, label: `${code} ${t(`packages.${code}`)}` })),
      )}
      {NUMBER_COLUMNS.map(({ field, inputMode }) => cell(field, inputMode))}
    </>
  );
}
