import { type SyntheticEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { i18n } from '@/lib/i18n';

import { expireAccessTokens } from './auth/auth-db';
import { getBookingConfirmDelayMs, MAX_CONFIRM_DELAY_MS, setBookingConfirmDelayMs } from './booking/booking-settings';
import styles from './qa-panel.module.css';
import {
  addScenario,
  clearScenarios,
  type Fault,
  FAULTS,
  type FaultScenario,
  onScenariosChange,
  readScenarios,
  removeScenario,
  SCENARIOS_KEY,
} from './scenarios';

/** Endpoints the panel offers: i18n key (namespace `session`, `qa.*`) and the scenario path. */
const ENDPOINTS = [
  { key: 'qa.endpoint-all', path: '*' },
  { key: 'qa.endpoint-routes', path: 'v1/schedule/point-to-point' },
  { key: 'qa.endpoint-locations', path: 'v1/schedule/point-to-point/locations' },
  { key: 'qa.endpoint-downloads', path: 'v1/schedule/point-to-point/files/downloads' },
  { key: 'qa.endpoint-emails', path: 'v1/schedule/point-to-point/emails' },
  { key: 'qa.endpoint-token', path: 'auth/token' },
  { key: 'qa.endpoint-login', path: 'auth/login' },
  { key: 'qa.endpoint-me', path: 'v1/users/me' },
] as const;

function subscribe(listener: () => void): () => void {
  const stop = onScenariosChange(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SCENARIOS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}

let snapshot = JSON.stringify(readScenarios());
function getSnapshot(): string {
  const next = JSON.stringify(readScenarios());
  if (next !== snapshot) snapshot = next;
  return snapshot;
}

/** The QA panel: fault scenarios, "Expire access tokens now" and the booking confirm delay (mock builds only). */
export function QaPanel() {
  const { t } = useTranslation('session');
  const [open, setOpen] = useState(false);
  const [expired, setExpired] = useState(false);
  const [confirmDelayMs, setConfirmDelayMs] = useState<number | null>(null);
  const scenarios = JSON.parse(useSyncExternalStore(subscribe, getSnapshot)) as FaultScenario[];
  const faultLabel = (fault: Fault) =>
    typeof fault === 'number' ? t('qa.fault-status', { status: fault }) : t(`qa.fault-${fault}`);
  const endpointLabel = (path: string) => {
    const known = ENDPOINTS.find((endpoint) => endpoint.path === path);
    return known ? t(known.key) : path;
  };

  useEffect(() => {
    if (!expired) return undefined;
    const timer = setTimeout(() => {
      setExpired(false);
    }, 4_000);
    return () => {
      clearTimeout(timer);
    };
  }, [expired]);

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

  const handleConfirmDelaySubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('confirmDelayMs');
    const ms = Number(typeof value === 'string' ? value : Number.NaN);
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_CONFIRM_DELAY_MS) return;
    setBookingConfirmDelayMs(ms);
    setConfirmDelayMs(ms);
  };

  return (
    <div className={styles.root}>
      {open ? (
        <section className={styles.panel} id="one-mocks-qa-panel" aria-labelledby="one-mocks-qa-title">
          <h2 id="one-mocks-qa-title">{t('qa.title')}</h2>
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
                setExpired(true);
              }}
            >
              {t('qa.expire-tokens')}
            </button>
          </div>
          <p role="status">{expired ? t('qa.expired') : ''}</p>
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
          <p role="status">
            {confirmDelayMs === null ? '' : t('qa.booking-confirm-delay-saved', { ms: confirmDelayMs })}
          </p>
        </section>
      ) : null}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="one-mocks-qa-panel"
        aria-label={t('qa.toggle')}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        QA
      </button>
    </div>
  );
}

/**
 * Mounts the QA fault-scenario panel (README "QA fault scenarios") into its own container at the end of <body>,
 * outside the app's root, so src/ never imports the mocks. Mock builds only.
 */
export function mountQaPanel(): void {
  const container = document.createElement('div');
  container.id = 'one-mocks-qa';
  document.body.append(container);
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <QaPanel />
    </I18nextProvider>,
  );
}
