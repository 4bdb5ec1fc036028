import { useTranslation } from 'react-i18next';

import type { Ics2Filing } from '@/domain/customs/customs-contract';

import styles from './eu-customs-page.module.css';

/** A booking's ENS filing status with what the user should do about it (and customs' question or reason). */
export function FilingStatus({ filing }: { filing: Ics2Filing }) {
  const { t } = useTranslation('customs');
  return (
    <div className={styles.filing} data-status={filing.status}>
      <p>
        <strong>{t('filing.label')}</strong> {t(`filing.status.${filing.status}`)}
        {filing.mrn ? ` (${t('filing.mrn', { mrn: filing.mrn })})` : null}
      </p>
      <p>{t(`filing.todo.${filing.status}`)}</p>
      {filing.question ? (
        <p>
          <strong>{t('filing.question')}</strong> {filing.question}
        </p>
      ) : null}
      {filing.reason ? (
        <p>
          <strong>{t('filing.reason')}</strong> {filing.reason}
        </p>
      ) : null}
    </div>
  );
}
