import { useTranslation } from 'react-i18next';

import type { BookingTemplate } from '@/domain/booking-template/template-contract';
import { templateLane, templateSizeTypes } from '@/domain/booking-template/template-contract';

import styles from './booking-templates.module.css';

/** A template's lane, size-types, commodity and owner or sharing, as a description list. */
export function TemplateSummary({ template, userId }: { template: BookingTemplate; userId: string }) {
  const { t } = useTranslation('booking-templates');
  const lane = templateLane(template.fields);
  const sizes = templateSizeTypes(template.fields);
  const commodity = template.fields.requestedEquipments
    ?.map((line) => line.commodityType)
    .filter(Boolean)
    .join(', ');
  const own = template.owner.userId === userId;
  return (
    <dl className={styles.facts}>
      <dt>{t('lane')}</dt>
      <dd>
        {lane
          ? `${template.fields.origin?.name ?? lane.from} (${lane.from}) → ${template.fields.destination?.name ?? lane.to} (${lane.to})`
          : t('no-lane')}
      </dd>
      <dt>{t('size-types')}</dt>
      <dd>{sizes.length > 0 ? sizes.map((size) => `${String(size.units)} × ${size.code}`).join(', ') : '–'}</dd>
      {commodity ? (
        <>
          <dt>{t('commodity')}</dt>
          <dd>{commodity}</dd>
        </>
      ) : null}
      <dt>{own ? t('owner') : t('shared-by')}</dt>
      <dd>{own ? t('you') : `${template.owner.name} (${template.owner.email})`}</dd>
      {own && template.sharedWith.length > 0 ? (
        <>
          <dt>{t('shared-with')}</dt>
          <dd>{template.sharedWith.map((user) => user.name).join(', ')}</dd>
        </>
      ) : null}
    </dl>
  );
}
