import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { LazyBoundary, lazyPart } from '@/components/ui/lazy-boundary';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { type GuideVideo, VIDEO_LIBRARY_GUIDE_ID } from '@/domain/guide/guide-contract';
import { guideQueries } from '@/domain/guide/guide-queries';
import { useSession } from '@/domain/session/session-store';
import { loadOnce, useLazyMount } from '@/lib/idle';

import styles from './video-guide-library.module.css';

// The video dialog (Radix Dialog and the player) is a chunk of its own, fetched when the page is idle: the home page's
// first paint does not wait for it.
const loadVideoDialog = loadOnce(() => import('./video-dialog'));
const VideoDialog = lazyPart(loadVideoDialog, (module) => module.VideoDialog);

/** Props of {@link VideoGuideLibrary}. */
export interface VideoGuideLibraryProps {
  /** True when the guides belong to a page that needs login: then they are fetched only for a logged-in user. */
  requiresLogin?: boolean;
  /** Heading level of the section title (2 on the home page). */
  headingLevel?: 2 | 3;
}

/**
 * The video guide library (docs/requirements.md §2 and §6): every guide video of GET /v1/guides as a list of items. An item
 * click opens the video dialog, a second click on the same item (or the close icon, or Escape) closes it; a click on
 * another item switches the video. Guides are fetched only when login is not required or the user is logged in; the
 * library shows only while GET /v1/view-guides/HOME_VIDEO_LIBRARY answers isShown.
 */
export function VideoGuideLibrary({ requiresLogin = false, headingLevel = 2 }: VideoGuideLibraryProps) {
  const { t } = useTranslation('guides');
  const loggedIn = useSession((state) => state.status === 'loggedIn');
  const location = useLocation();
  const allowed = !requiresLogin || loggedIn;
  const view = useQuery({ ...guideQueries.view(VIDEO_LIBRARY_GUIDE_ID), enabled: allowed });
  const list = useQuery({ ...guideQueries.list(), enabled: allowed && view.data?.isShown === true });
  const [openCode, setOpenCode] = useState<string | null>(null);
  // Mounted from the first opening on, so the dialog can close (and return focus) like any other.
  const dialogMounted = useLazyMount(openCode !== null, loadVideoDialog);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (allowed && view.data?.isShown === false) return null;

  const videos: GuideVideo[] = list.data?.flatMap((guide) => guide.videos ?? []) ?? [];
  const openVideo = videos.find((video) => video.code === openCode) ?? null;

  let body;
  if (!allowed) {
    body = (
      <p>
        {t('login-needed')} <Link to={paths.login.href(location.pathname + location.search)}>{t('login-link')}</Link>
      </p>
    );
  } else if (view.isError || list.isError) {
    body = (
      <QueryErrorFallback
        message={t('load-error')}
        retrying={view.isFetching || list.isFetching}
        onRetry={() => {
          void (view.isError ? view.refetch() : list.refetch());
        }}
      />
    );
  } else if (!list.data) {
    body = <Spinner label={t('loading')} />;
  } else {
    body = (
      <ul className={styles.items}>
        {videos.map((video) => (
          <li key={video.code}>
            <button
              type="button"
              className={styles.item}
              data-guide-item=""
              aria-haspopup="dialog"
              aria-expanded={openCode === video.code}
              onClick={() => {
                setOpenCode((current) => (current === video.code ? null : video.code));
              }}
            >
              <img src={video.thumbnail} alt="" width={160} height={90} className={styles.thumbnail} loading="lazy" />
              <span className={styles.name}>{video.name}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="video-guides-title" className={styles.library}>
      <Heading id="video-guides-title" className={styles.title}>
        {t('title')}
      </Heading>
      {body}
      {dialogMounted ? (
        <LazyBoundary retryKey={openCode}>
          <VideoDialog
            video={openVideo}
            onClose={() => {
              setOpenCode(null);
            }}
          />
        </LazyBoundary>
      ) : null}
    </section>
  );
}
