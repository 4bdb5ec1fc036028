import { type Control, Controller, type FieldArrayWithId } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { FormLocationCombobox } from '@/domain/location/form-location-combobox';

import type { SearchFormValues } from '../utils/search-form';
import styles from './schedule-search-form.module.css';

export type Side = 'origins' | 'destinations';

export interface LocationFieldsetProps {
  side: Side;
  control: Control<SearchFormValues>;
  fields: FieldArrayWithId<SearchFormValues, Side>[];
  /** Offer "+ Add origin/destination" (the other side holds one location and this one fewer than the maximum). */
  canAdd: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** One side of the search: each location with its haulage term (Door or CY), plus add and remove. */
export function LocationFieldset({ side, control, fields, canAdd, onAdd, onRemove }: LocationFieldsetProps) {
  const { t } = useTranslation('schedule');
  const isOrigin = side === 'origins';
  const termOptions = [
    { value: 'D', label: t('form.term-door') },
    { value: 'Y', label: t('form.term-cy') },
  ];
  return (
    <fieldset className={styles.side}>
      <legend className={styles.legend}>{isOrigin ? t('form.origin-group') : t('form.destination-group')}</legend>
      {fields.map((field, index) => {
        const number = fields.length > 1 ? ` ${index + 1}` : '';
        return (
          <div key={field.id} className={styles.locationRow}>
            <FormLocationCombobox
              control={control}
              name={`${side}.${index}.location`}
              label={(isOrigin ? t('form.origin') : t('form.destination')) + number}
              placeholder={t('form.location-placeholder')}
              emptyMessage={t('form.no-locations')}
              issueText={{ ns: 'schedule' }}
            />
            <Controller
              control={control}
              name={`${side}.${index}.termCode`}
              render={({ field: termField }) => (
                <NativeSelect
                  className={styles.term}
                  label={(isOrigin ? t('form.receiving-term') : t('form.delivery-term')) + number}
                  options={termOptions}
                  {...termField}
                />
              )}
            />
            {index > 0 && (
              <Button
                variant="ghost"
                className={styles.remove}
                onClick={() => {
                  onRemove(index);
                }}
              >
                {isOrigin
                  ? t('form.remove-origin', { number: index + 1 })
                  : t('form.remove-destination', { number: index + 1 })}
              </Button>
            )}
          </div>
        );
      })}
      {canAdd && (
        <Button variant="ghost" className={styles.add} onClick={onAdd}>
          {isOrigin ? t('form.add-origin') : t('form.add-destination')}
        </Button>
      )}
    </fieldset>
  );
}
