import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { CloseIcon } from '@/components/ui/close-icon';
import { COOKIE_NOTICE_HIDE_DAYS } from '@/config/limits';
import { paths } from '@/config/paths';

import { PRIVACY_ANCHOR } from './app-footer';
import styles from './cookie-notice.module.css';

/** localStorage key holding when the notice was closed (epoch ms, as a decimal string). */
export const COOKIE_NOTICE_CLOSED_AT_KEY = 'one-ecom.cookie-notice.closed-at';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the notice was closed less than COOKIE_NOTICE_HIDE_DAYS (365) days before `now` (epoch ms). */
export function isCookieNoticeHidden(now: number = Date.now()): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COOKIE_NOTICE_CLOSED_AT_KEY);
  } catch {
    return false;
  }
  const closedAt = Number(stored);
  if (!stored || !Number.isFinite(closedAt)) return false;
  return now - closedAt < COOKIE_NOTICE_HIDE_DAYS * DAY_MS && closedAt <= now;
}

/**
 * The cookie notice bar (docs/requirements.md §2, 4 and 9). Closable; after closing it stays hidden for 365 days (the close
 * time is stored and compared with the current Date). While the end of the page is out of view the bar stays at the
 * bottom of the viewport; once the user scrolls to where it belongs, it docks just above the footer. That is CSS
 * sticky positioning (its place in the page is always reserved, so nothing jumps), not measured in script: no layout
 * is forced while the page starts (TBT).
 */
export function CookieNotice() {
  const { t } = useTranslation('shell');
  const [hidden, setHidden] = useState(() => isCookieNoticeHidden());

  if (hidden) return null;

  const handleClose = () => {
    try {
      localStorage.setItem(COOKIE_NOTICE_CLOSED_AT_KEY, String(Date.now()));
    } catch {
      // Storage blocked: the notice closes for this page view only.
    }
    setHidden(true);
  };

  return (
    <section className={styles.bar} aria-label={t('cookie-notice.label')}>
      <p className={styles.text}>
        {t('cookie-notice.text')}{' '}
        <Link to={`${paths.termsRules.href()}#${PRIVACY_ANCHOR}`} className={styles.link}>
          {t('cookie-notice.policy-link')}
        </Link>
      </p>
      <button type="button" className={`icon-button ${styles.close}`} onClick={handleClose}>
        <CloseIcon />
        <span className="visually-hidden">{t('cookie-notice.close')}</span>
      </button>
    </section>
  );
}
