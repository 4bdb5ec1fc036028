import { useTranslation } from 'react-i18next';

import { expireAccessTokens } from '../auth/auth-db';
import { clearScenarios, removeScenario } from '../scenarios';
import styles from './qa-panel.module.css';
import { useFaultLabels } from './use-fault-labels';
import { useScenarios } from './use-scenarios';

export interface ActiveScenariosProps {
  /** Whether the tokens were just expired (the status line says so). */
  expired: boolean;
  /** Called after the access tokens were expired. */
  onExpire: () => void;
}

/** The active fault scenarios with a remove button each, "Clear all" and "Expire access tokens now". */
export function ActiveScenarios({ expired, onExpire }: ActiveScenariosProps) {
  const { t } = useTranslation('session');
  const { faultLabel, endpointLabel } = useFaultLabels();
  const scenarios = useScenarios();

  return (
    <>
      <h3>{t('qa.active')}</h3>
      {scenarios.length === 0 ? (
        <p>{t('qa.none')}</p>
      ) : (
        <ul className={styles.list}>
          {scenarios.map((scenario) => {
            const name = `${endpointLabel(scenario.path)}: ${faultLabel(scenario.fault)} (${t(`qa.times-${scenario.times}`)})`;
            return (
              <li key={scenario.id}>
                <span>{name}</span>
                <button
                  type="button"
                  className="button"
                  aria-label={t('qa.remove', { name })}
                  onClick={() => {
                    removeScenario(scenario.id);
                  }}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.row}>
        <button
          type="button"
          className="button"
          onClick={() => {
            clearScenarios();
          }}
        >
          {t('qa.clear')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            expireAccessTokens();
            onExpire();
          }}
        >
          {t('qa.expire-tokens')}
        </button>
      </div>
      <p role="status">{expired ? t('qa.expired') : ''}</p>
    </>
  );
}
