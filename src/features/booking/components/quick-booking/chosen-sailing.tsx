import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { QuickBookingSailing } from '@/domain/booking/quick-booking-url';

import styles from './quick-booking.module.css';
import { SailingSummary } from './sailing-summary';

/** Props of {@link ChosenSailingBox}. */
export interface ChosenSailingBoxProps {
  /** The box's heading (translated): the details step names the route and vessel, the review says "Sailing". */
  title: string;
  sailing: QuickBookingSailing;
  /** Back to the sailings list to pick another. */
  onChangeSailing: () => void;
}

/** The sailing the user chose, as the details and review steps show it: its summary and "Change sailing". */
export function ChosenSailingBox({ title, sailing, onChangeSailing }: ChosenSailingBoxProps) {
  const { t } = useTranslation('quick-booking');
  return (
    <div className={styles.sailingBox}>
      <h3 className={styles.sailingTitle}>{title}</h3>
      <SailingSummary sailing={sailing} />
      <Button variant="ghost" onClick={onChangeSailing}>
        {t('details.change-sailing')}
      </Button>
    </div>
  );
}

/** The alert that the chosen sailing's port cut-off has passed (both steps then refuse to go on); nothing before. */
export function SailingClosedAlert({ closed }: { closed: boolean }) {
  const { t } = useTranslation('quick-booking');
  if (!closed) return null;
  return (
    <p role="alert" className={styles.error}>
      {t('details.closed')}
    </p>
  );
}
