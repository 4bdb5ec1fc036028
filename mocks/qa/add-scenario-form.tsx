import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { addScenario, FAULTS } from '../scenarios';
import styles from './qa-panel.module.css';
import { ENDPOINTS, useFaultLabels } from './use-fault-labels';

/** The form that adds a fault scenario: endpoint, fault, once or always, and a delay (ms). */
export function AddScenarioForm() {
  const { t } = useTranslation('session');
  const { faultLabel } = useFaultLabels();

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const faultValue = field('fault');
    const fault = FAULTS.find((candidate) => String(candidate) === faultValue) ?? 500;
    const delayMs = Number(field('delayMs'));
    addScenario({
      path: field('path') || '*',
      fault,
      times: field('times') === 'always' ? 'always' : 'once',
      ...(Number.isFinite(delayMs) && delayMs > 0 ? { delayMs } : {}),
    });
  };

  return (
    <form onSubmit={handleSubmit} className={styles.row}>
      <label>
        {t('qa.endpoint')}
        <select name="path" defaultValue="v1/schedule/point-to-point">
          {ENDPOINTS.map((endpoint) => (
            <option key={endpoint.path} value={endpoint.path}>
              {t(endpoint.key)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('qa.fault')}
        <select name="fault" defaultValue="500">
          {FAULTS.map((fault) => (
            <option key={fault} value={String(fault)}>
              {faultLabel(fault)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('qa.times')}
        <select name="times" defaultValue="once">
          <option value="once">{t('qa.times-once')}</option>
          <option value="always">{t('qa.times-always')}</option>
        </select>
      </label>
      <label>
        {t('qa.delay')}
        <input name="delayMs" type="number" min={0} step={500} defaultValue={3000} inputMode="numeric" />
      </label>
      <button type="submit" className="button button-primary">
        {t('qa.add')}
      </button>
    </form>
  );
}
