import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { i18n } from '@/lib/i18n';

import { ActiveScenarios } from './qa/active-scenarios';
import { AddScenarioForm } from './qa/add-scenario-form';
import { ConfirmDelayForm } from './qa/confirm-delay-form';
import styles from './qa/qa-panel.module.css';

/** How long "Access tokens expired" stays in the status line, ms. */
const EXPIRED_NOTICE_MS = 4_000;

/** The QA panel: fault scenarios, "Expire access tokens now" and the booking confirm delay (mock builds only). */
export function QaPanel() {
  const { t } = useTranslation('session');
  const [open, setOpen] = useState(false);
  // Kept here, not in the sections, so closing and reopening the panel keeps the status lines.
  const [expired, setExpired] = useState(false);
  const [confirmDelayMs, setConfirmDelayMs] = useState<number | null>(null);

  useEffect(() => {
    if (!expired) return undefined;
    const timer = setTimeout(() => {
      setExpired(false);
    }, EXPIRED_NOTICE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [expired]);

  return (
    <div className={styles.root}>
      {open ? (
        <section className={styles.panel} id="one-mocks-qa-panel" aria-labelledby="one-mocks-qa-title">
          <h2 id="one-mocks-qa-title">{t('qa.title')}</h2>
          <AddScenarioForm />
          <ActiveScenarios
            expired={expired}
            onExpire={() => {
              setExpired(true);
            }}
          />
          <ConfirmDelayForm savedDelayMs={confirmDelayMs} onSaved={setConfirmDelayMs} />
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
 * Mounts the QA fault-scenario panel (docs/mock-backend.md "QA fault scenarios") into its own container at the end of <body>,
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
