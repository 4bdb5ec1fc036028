import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import styles from '@/features/booking/components/booking-request-page.module.css';
import { PartyFields } from '@/features/booking/components/party-fields';
import { type BookingFormValues, emptyParty, NOTIFY_PARTIES_MAX } from '@/features/booking/utils/booking-form-values';

/** Props of {@link PartiesSection}: the user's company, shown as the booking agent. */
export interface PartiesSectionProps {
  companyName: string;
}

/** Parties: the booking agent (the user's company), shipper, consignee and up to three notify parties. */
export function PartiesSection({ companyName }: PartiesSectionProps) {
  const { t } = useTranslation('booking');
  const { control } = useFormContext<BookingFormValues>();
  const notifyParties = useFieldArray({ control, name: 'documentParties.notifyParties' });
  return (
    <section aria-labelledby="parties-heading" className={styles.section}>
      <h2 id="parties-heading">{t('parties.heading')}</h2>
      <dl className={styles.agent}>
        <dt>{t('parties.booking-agent')}</dt>
        <dd>{companyName}</dd>
      </dl>
      <PartyFields path="documentParties.shipper" legend={t('parties.shipper')} nameRequired />
      <PartyFields path="documentParties.consignee" legend={t('parties.consignee')} />
      {notifyParties.fields.map((field, index) => (
        <PartyFields
          key={field.id}
          path={`documentParties.notifyParties.${index}`}
          legend={t('parties.notify', { number: index + 1 })}
        >
          <Button
            variant="ghost"
            onClick={() => {
              notifyParties.remove(index);
            }}
          >
            {t('parties.remove-notify', { number: index + 1 })}
          </Button>
        </PartyFields>
      ))}
      {notifyParties.fields.length < NOTIFY_PARTIES_MAX ? (
        <Button
          onClick={() => {
            notifyParties.append(emptyParty());
          }}
        >
          {t('parties.add-notify')}
        </Button>
      ) : null}
    </section>
  );
}
