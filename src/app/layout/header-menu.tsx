import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { LazyBoundary, lazyPart } from '@/components/ui/lazy-boundary';
import { useShipmentOverviewHighlight } from '@/domain/shipment/shipment-promotion';
import { loadOnce, useLazyMount } from '@/lib/idle';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import styles from './header-menu.module.css';

const PANEL_ID = 'site-menu-panel';

// The menu's content (41 items, the phone drawer's Radix dialog) is a chunk of its own: fetched when the page is idle
// or the pointer nears the toggle, so it is there before the first click, and kept out of the first-load JavaScript.
const loadMenuContent = loadOnce(() => import('./header-menu-content'));
const SiteMenu = lazyPart(loadMenuContent, (module) => module.SiteMenu);
const MenuDrawer = lazyPart(loadMenuContent, (module) => module.MenuDrawer);
const preloadMenuContent = () => void loadMenuContent().catch(() => undefined);

/**
 * The menu toggle and the full menu. On desktop the toggle is a disclosure button (APG disclosure
 * navigation) opening a panel under the header: Tab moves through the links, Escape or a click outside closes it and
 * focus returns to the toggle. On phones the menu is a drawer (a Radix dialog sliding in from the left, focus
 * trapped, Escape and the close icon close it) that also holds the top-right links. Following a link closes both.
 * The content is lazy ({@link loadMenuContent}); the toggle and the panel's frame are here so they work at once.
 */
export function HeaderMenu() {
  const { t } = useTranslation('menu');
  const [open, setOpen] = useState(false);
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const promoted = useShipmentOverviewHighlight();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Any navigation (a link, back/forward) closes the menu, except onto the history entry the menu was opened on:
  // React Router renders a navigation in a transition, after the address has changed, so on a busy phone a tap on
  // the toggle can come between the two, and that late render must not close the menu the tap just opened.
  const [shownLocation, setShownLocation] = useState(location.key);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  if (shownLocation !== location.key) {
    setShownLocation(location.key);
    if (location.key !== openedOn) setOpen(false);
  }

  const panelOpen = open && !isPhone;
  useEffect(() => {
    if (!panelOpen) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [panelOpen]);

  const close = () => {
    setOpen(false);
  };

  // Mounted from the first phone opening on, so the drawer can animate closed and return focus.
  const drawerMounted = useLazyMount(open && isPhone, loadMenuContent);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        {...(isPhone ? { 'aria-haspopup': 'dialog' as const } : { 'aria-controls': PANEL_ID })}
        onClick={() => {
          setOpenedOn(historyEntryKey());
          setOpen((value) => !value);
        }}
        onPointerEnter={preloadMenuContent}
        onFocus={preloadMenuContent}
      >
        <MenuIcon open={panelOpen} />
        <span className={styles.toggleLabel}>{t('toggle')}</span>
        {promoted ? ' ' : null}
        {promoted ? (
          <span className={styles.dot}>
            <span className="visually-hidden">{t('toggle-promoted')}</span>
          </span>
        ) : null}
      </button>
      {panelOpen ? (
        <div ref={panelRef} id={PANEL_ID} className={styles.panel}>
          <nav aria-label={t('label')} className={styles.panelInner}>
            <LazyBoundary>
              <SiteMenu idPrefix="menu-panel" onNavigate={close} />
            </LazyBoundary>
          </nav>
        </div>
      ) : null}
      {drawerMounted ? (
        <LazyBoundary retryKey={open}>
          <MenuDrawer open={open && isPhone} onOpenChange={setOpen} onNavigate={close} returnFocusTo={toggleRef} />
        </LazyBoundary>
      ) : null}
    </>
  );
}

/** The key React Router gave the browser's current history entry (its `location.key` once rendered), or null. */
function historyEntryKey(): string | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('key' in state)) return null;
  return typeof state.key === 'string' ? state.key : null;
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d={
          open
            ? 'M6.7 5.3a1 1 0 0 0-1.4 1.4L10.6 12l-5.3 5.3a1 1 0 1 0 1.4 1.4l5.3-5.3 5.3 5.3a1 1 0 0 0 1.4-1.4L13.4 12l5.3-5.3a1 1 0 0 0-1.4-1.4L12 10.6 6.7 5.3Z'
            : 'M3 6a1 1 0 0 1 1-1h16a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 6a1 1 0 0 1 1-1h16a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 5a1 1 0 1 0 0 2h16a1 1 0 1 0 0-2H4Z'
        }
      />
    </svg>
  );
}
