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

/**
 * The cells of one container row of the SI form: number, size-type, seal, package type, packages, weights and volume,
 * each named "Container number, row 3" with its problem linked to it.
 */
export function SiContainerCells({ index }: { index: number }) {
  const { t } = useTranslation('si-form');
  const { register, formState } = useFormContext<SiFormValues>();
  const errorOf = (index: number, field: RowField) =>
    fieldMessage(t, formState.errors.containers?.[index]?.[field]?.message);

  const cell = (index: number, field: RowField, inputMode?: 'numeric' | 'decimal') => {
    const id = `container-${String(index)}-${field}`;
    const error = errorOf(index, field);
    const name = `containers.${String(index)}.${field}` as Path<SiFormValues>;
    return (
      <div className={styles.cell} key={field}>
        <label htmlFor={id} className={styles.cellLabel}>
          {t(`fields.container.${field}`)}
        </label>
        <input
          id={id}
          aria-label={`${t(`fields.container.${field}`)}${t('containers.row', { row: index + 1 })}`}
          className={styles.input}
          inputMode={inputMode}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        {error ? (
          <span id={`${id}-error`} className={styles.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  const select = (
    index: number,
    field: 'isoEquipmentCode' | 'packageCode',
    options: { value: string; label: string }[],
  ) => {
    const id = `container-${String(index)}-${field}`;
    const error = errorOf(index, field);
    return (
      <div className={styles.cell} key={field}>
        <label htmlFor={id} className={styles.cellLabel}>
          {t(`fields.container.${field}`)}
        </label>
        <select
          id={id}
          aria-label={`${t(`fields.container.${field}`)}${t('containers.row', { row: index + 1 })}`}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(`containers.${index}.${field}`)}
        >
          <option value="">{t('containers.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error ? (
          <span id={`${id}-error`} className={styles.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <>
      {cell(index, 'containerNumber')}
      {select(
        index,
        'isoEquipmentCode',
        CONTAINER_SIZE_TYPE_CODES.map((code) => ({ value: code, label: code })),
      )}
      {cell(index, 'sealNumber')}
      {select(
        index,
        'packageCode',
        Object.keys(PACKAGE_CODES).map((code) => ({ value: code, label: `${code} ${t(`packages.${code}`)}` })),
      )}
      {NUMBER_COLUMNS.map(({ field, inputMode }) => cell(index, field, inputMode))}
    </>
  );
}
