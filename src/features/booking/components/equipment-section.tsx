import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import styles from '@/features/booking/components/booking-request-page.module.css';
import { EquipmentLine } from '@/features/booking/components/equipment-line';
import {
  type BookingFormValues,
  emptyEquipment,
  EQUIPMENT_LINES_MAX,
} from '@/features/booking/utils/booking-form-values';

/** Props of {@link EquipmentSection}. */
export interface EquipmentSectionProps {
  /** The lines are a quote's: no line added or removed. */
  locked: boolean;
  /** Documents the request may still carry. */
  remainingDocuments: number;
}

/** Equipment and cargo: one to {@link EQUIPMENT_LINES_MAX} equipment lines. */
export function EquipmentSection({ locked, remainingDocuments }: EquipmentSectionProps) {
  const { t } = useTranslation('booking');
  const { control } = useFormContext<BookingFormValues>();
  const equipments = useFieldArray({ control, name: 'requestedEquipments' });
  return (
    <section aria-labelledby="equipment-heading" className={styles.section}>
      <h2 id="equipment-heading">{t('equipment.heading')}</h2>
      {equipments.fields.map((field, index) => (
        <EquipmentLine
          key={field.id}
          index={index}
          locked={locked}
          canRemove={!locked && equipments.fields.length > 1}
          onRemove={() => {
            equipments.remove(index);
          }}
          remainingDocuments={remainingDocuments}
        />
      ))}
      {!locked && equipments.fields.length < EQUIPMENT_LINES_MAX ? (
        <Button
          onClick={() => {
            equipments.append(emptyEquipment());
          }}
        >
          {t('equipment.add')}
        </Button>
      ) : null}
    </section>
  );
}
