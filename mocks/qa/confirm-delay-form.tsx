import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { getBookingConfirmDelayMs, MAX_CONFIRM_DELAY_MS, setBookingConfirmDelayMs } from '../booking/booking-settings';
import styles from './qa-panel.module.css';

export interface ConfirmDelayFormProps {
  /** The delay last set here (ms), for the status line; null before any. */
  savedDelayMs: number | null;
  /** Called with the delay (ms) once it is kept. */
  onSaved: (delayMs: number) => void;
}

/** The booking section: how long after each step the mock carrier decides a booking (ms, kept in the mock database). */
export function ConfirmDelayForm({ savedDelayMs, onSaved }: ConfirmDelayFormProps) {
  const { t } = useTranslation('session');

  const handleConfirmDelaySubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('confirmDelayMs');
    const ms = Number(typeof value === 'string' ? value : Number.NaN);
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_CONFIRM_DELAY_MS) return;
    setBookingConfirmDelayMs(ms);
    onSaved(ms);
  };

  return (
    <>
      <h3>{t('qa.booking-title')}</h3>
      <form onSubmit={handleConfirmDelaySubmit} className={styles.row}>
        <label>
          {t('qa.booking-confirm-delay')}
          <input
            name="confirmDelayMs"
            type="number"
            min={0}
            max={MAX_CONFIRM_DELAY_MS}
            step={500}
            required
            defaultValue={getBookingConfirmDelayMs()}
            inputMode="numeric"
          />
        </label>
        <button type="submit" className="button">
          {t('qa.booking-confirm-delay-set')}
        </button>
      </form>
      <p role="status">{savedDelayMs === null ? '' : t('qa.booking-confirm-delay-saved', { ms: savedDelayMs })}</p>
    </>
  );
}
