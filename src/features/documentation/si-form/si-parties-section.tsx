import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import styles from './si-form-page.module.css';
import type { SiFormValues } from './si-form-values';
import { SiPartyFieldset } from './si-party-fieldset';

/** The SI's parties: shipper, consignee (an endorsee instead when the B/L is "to order") and notify party. */
export function SiPartiesSection() {
  const { t } = useTranslation('si-form');
  const { control } = useFormContext<SiFormValues>();
  const isToOrder = useWatch({ control, name: 'isToOrder' });
  return (
    <fieldset className={styles.section}>
      <legend>{t('sections.parties')}</legend>
      <SiPartyFieldset prefix="shipper" requiredName />
      {isToOrder ? (
        <SiPartyFieldset key="endorsee" prefix="endorsee" requiredName={false} />
      ) : (
        <SiPartyFieldset key="consignee" prefix="consignee" requiredName />
      )}
      <SiPartyFieldset prefix="notifyParty" requiredName={false} />
    </fieldset>
  );
}
