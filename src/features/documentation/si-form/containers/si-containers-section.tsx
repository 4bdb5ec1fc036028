import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { VirtualRowList } from '@/components/ui/virtual-row-list';

import { fieldMessage } from '../field-message';
import { emptySiContainerRow, type SiFormValues } from '../si-form-values';
import { type ApplyImportedRows, ContainerImportPanel } from './container-import-panel';
import { SiContainerCells } from './si-container-cells';
import styles from './si-containers-section.module.css';

/**
 * The SI form's containers, inside the form's FormProvider (field `containers`): one row per
 * container with its number (ISO 6346 check digit), size-type, seal, packages (Rec. 21 code), cargo weight, tare and
 * volume; each cell named "Container number, row 3" and its problem linked to it; rows can be added and removed.
 * On a phone each row is a card.
 */
export function SiContainersSection() {
  const { t } = useTranslation('si-form');
  const { control, formState, getValues, trigger } = useFormContext<SiFormValues>();
  const rows = useFieldArray({ control, name: 'containers' });

  // Imported rows replace the rows without a container number (the booking's prefilled size-types) and follow the
  // rows that have one; the form then checks them so each bad cell shows its problem.
  const handleImportedRows: ApplyImportedRows = (imported, invalid) => {
    const kept = getValues('containers').filter((row) => row.containerNumber.trim() !== '');
    rows.replace([...kept, ...imported]);
    void trigger('containers');
    return invalid.flatMap((bad, index) => (bad ? [kept.length + index + 1] : []));
  };
  const rowsError = formState.errors.containers?.root?.message ?? formState.errors.containers?.message;

  const renderRow = (index: number) => (
    <>
      <span className={styles.rowNumber} aria-hidden="true">
        {index + 1}
      </span>
      <SiContainerCells index={index} />
      <Button
        className={styles.remove}
        onClick={() => {
          rows.remove(index);
        }}
      >
        {t('containers.remove', { row: index + 1 })}
      </Button>
    </>
  );

  return (
    <fieldset className={styles.section}>
      <legend>{t('containers.title', { count: rows.fields.length })}</legend>
      <p className={styles.hint}>{t('containers.hint')}</p>
      <ContainerImportPanel onRows={handleImportedRows} />
      {rowsError ? (
        <p role="alert" className={styles.error}>
          {fieldMessage(t, rowsError)}
        </p>
      ) : null}
      <VirtualRowList
        fields={rows.fields}
        errors={formState.errors.containers}
        submitCount={formState.submitCount}
        estimateSize={200}
        overscan={4}
        errorAlign="start"
        className={styles.rows}
        rowClassName={styles.rowCard}
        renderRow={renderRow}
      />
      <Button
        onClick={() => {
          rows.append(emptySiContainerRow());
        }}
      >
        {t('containers.add')}
      </Button>
    </fieldset>
  );
}
