import { type Path, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';
import { PACKAGE_CODES } from '@/domain/documentation/si-contract';

import { fieldMessage } from '../field-message';
import { emptySiContainerRow, type SiContainerRow, type SiFormValues } from '../si-form-values';
import styles from './si-containers-section.module.css';

type RowField = keyof Omit<SiContainerRow, 'isShipperOwned'>;

const NUMBER_COLUMNS: { field: RowField; inputMode: 'numeric' | 'decimal' }[] = [
  { field: 'numberOfPackages', inputMode: 'numeric' },
  { field: 'cargoGrossWeightKg', inputMode: 'decimal' },
  { field: 'tareWeightKg', inputMode: 'decimal' },
  { field: 'cargoGrossVolumeM3', inputMode: 'decimal' },
];

/**
 * The SI form's containers (issue 17 section 3), inside the form's FormProvider (field `containers`): one row per
 * container with its number (ISO 6346 check digit), size-type, seal, packages (Rec. 21 code), cargo weight, tare and
 * volume; each cell named "Container number, row 3" and its problem linked to it; rows can be added and removed.
 * On a phone each row is a card.
 */
export function SiContainersSection() {
  const { t } = useTranslation('si-form');
  const { control, register, formState } = useFormContext<SiFormValues>();
  const rows = useFieldArray({ control, name: 'containers' });
  const rowsError = formState.errors.containers?.root?.message ?? formState.errors.containers?.message;

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
    <fieldset className={styles.section}>
      <legend>{t('containers.title', { count: rows.fields.length })}</legend>
      <p className={styles.hint}>{t('containers.hint')}</p>
      {rowsError ? (
        <p role="alert" className={styles.error}>
          {fieldMessage(t, rowsError)}
        </p>
      ) : null}
      <ol className={styles.rows}>
        {rows.fields.map((row, index) => (
          <li key={row.id} className={styles.rowCard}>
            <span className={styles.rowNumber} aria-hidden="true">
              {index + 1}
            </span>
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
            <button
              type="button"
              className={`button ${styles.remove}`}
              onClick={() => {
                rows.remove(index);
              }}
            >
              {t('containers.remove', { row: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        onClick={() => {
          rows.append(emptySiContainerRow());
        }}
      >
        {t('containers.add')}
      </button>
    </fieldset>
  );
}
