import { useLayoutEffect, useRef, useState } from 'react';
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

/** Placement of the bar (spec section 4): not measured yet, docked above the footer, or fixed to the viewport. */
export type CookieNoticePlacement = 'unknown' | 'absolute' | 'fixed';

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
 * The cookie notice bar (spec sections 2, 4 and 9). Closable; after closing it stays hidden for 365 days (the close
 * time is stored and compared with the current Date). While the end of the page is out of view the bar is fixed to
 * the bottom of the viewport; once the user scrolls to where it belongs, it docks just above the footer. A
 * placeholder of the bar's height keeps the page from jumping when it switches.
 */
export function CookieNotice() {
  const { t } = useTranslation('shell');
  const [hidden, setHidden] = useState(() => isCookieNoticeHidden());
  const [placement, setPlacement] = useState<CookieNoticePlacement>('unknown');
  const [height, setHeight] = useState(0);
  const slotRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (hidden) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const slot = slotRef.current;
      const bar = barRef.current;
      if (!slot || !bar) return;
      setHeight(bar.offsetHeight);
      // The slot's bottom edge is where the bar's bottom sits when docked above the footer.
      setPlacement(slot.getBoundingClientRect().bottom > window.innerHeight ? 'fixed' : 'absolute');
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    observer?.observe(document.body);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [hidden]);

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
    // No style attribute at height 0 (the prerendered HTML): the CSP refuses style attributes in markup.
    <div ref={slotRef} className={styles.slot} style={height ? { height } : undefined}>
      <section ref={barRef} className={styles.bar} data-placement={placement} aria-label={t('cookie-notice.label')}>
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
    </div>
  );
}
