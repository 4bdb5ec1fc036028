import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { MenuGuide } from '@/domain/guide/guide-contract';
import { useSession } from '@/domain/session/session-store';

import { useLegacyBridge } from '../hooks/use-legacy-bridge';
import styles from './legacy-frame-host.module.css';

/** Props of {@link LegacyFrameHost}. */
export interface LegacyFrameHostProps {
  /** Translated page title: the heading and part of the frame's accessible name. */
  title: string;
  /** Absolute iframe address on the legacy origin (legacy-frame-url.ts). */
  src: string;
  legacyOrigin: string;
  guide: MenuGuide | null;
  /** The spinner stays at least this long, in ms (surcharge page: 1000). */
  minSpinnerMs?: number;
}

// The frame may run scripts, keep its own origin (its session cookie), submit forms, download files and open guides in
// a new tab; it may not navigate the portal's window: leaving goes through navigate messages and the allow-list.
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-downloads allow-popups allow-popups-to-escape-sandbox';

/**
 * Shows one page of the older portal in an iframe (docs/requirements.md §4 "embedded legacy page"): the title, a spinner until
 * the page reports loaded, and a frame as tall as the page's content (no inner scrollbar).
 */
export function LegacyFrameHost({ title, src, legacyOrigin, guide, minSpinnerMs }: LegacyFrameHostProps) {
  const { t } = useTranslation('legacy');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const loggedIn = useSession((state) => state.status === 'loggedIn');
  const { isLoading, height, handleFrameLoad, noAnswer, reloadFrame } = useLegacyBridge({
    frameRef,
    legacyOrigin,
    loggedIn,
    guide,
    ...(minSpinnerMs === undefined ? {} : { minSpinnerMs }),
  });

  return (
    <section className={styles.page} aria-labelledby="legacy-page-title">
      <h1 id="legacy-page-title">{title}</h1>
      {noAnswer && (
        <div className={styles.notice}>
          <p role="status">{t('frame.no-answer', { title })}</p>
          <div className={styles.noticeActions}>
            <Button onClick={reloadFrame}>{t('frame.reload')}</Button>
            <Link to={paths.home.href()}>{t('frame.go-home')}</Link>
          </div>
        </div>
      )}
      <div className={styles.frameBox} aria-busy={isLoading}>
        {isLoading && (
          <div className={styles.overlay}>
            <Spinner label={t('frame.loading', { title })} />
          </div>
        )}
        <iframe
          ref={frameRef}
          className={styles.frame}
          title={t('frame.title', { title })}
          src={src}
          sandbox={SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          style={height === null ? undefined : { height: `${height}px` }}
          onLoad={handleFrameLoad}
        />
      </div>
    </section>
  );
}
