import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { DialogFrame } from '@/components/ui/dialog-frame';
import { useShipmentOverviewHighlight } from '@/lib/shipment-promotion';

import styles from './header-menu.module.css';
import { SiteMenu } from './site-menu';
import { TopLinks } from './top-links';
import { PHONE_MEDIA_QUERY, useMediaQuery } from './use-media-query';

const PANEL_ID = 'site-menu-panel';

/**
 * The menu toggle and the full menu (issue 4 "Shell"). On desktop the toggle is a disclosure button (APG disclosure
 * navigation) opening a panel under the header: Tab moves through the links, Escape or a click outside closes it and
 * focus returns to the toggle. On phones the menu is a drawer (a Radix dialog sliding in from the left, focus
 * trapped, Escape and the close icon close it) that also holds the top-right links. Following a link closes both.
 */
export function HeaderMenu() {
  const { t } = useTranslation('menu');
  const [open, setOpen] = useState(false);
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const promoted = useShipmentOverviewHighlight();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Any navigation (a link, back/forward) closes the menu.
  const [shownLocation, setShownLocation] = useState(location.key);
  if (shownLocation !== location.key) {
    setShownLocation(location.key);
    setOpen(false);
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

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        {...(isPhone ? { 'aria-haspopup': 'dialog' as const } : { 'aria-controls': PANEL_ID })}
        onClick={() => {
          setOpen((value) => !value);
        }}
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
            <SiteMenu idPrefix="menu-panel" onNavigate={close} />
          </nav>
        </div>
      ) : null}
      <DialogPrimitive.Root open={open && isPhone} onOpenChange={setOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className={styles.overlay} />
          <DialogPrimitive.Content
            className={styles.drawer}
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              // A tap does not focus the toggle on every phone browser: return focus to it explicitly.
              event.preventDefault();
              toggleRef.current?.focus();
            }}
          >
            <DialogFrame title={t('label')}>
              <nav aria-label={t('label')}>
                <TopLinks className={styles.drawerTopLinks} onNavigate={close} />
                <SiteMenu idPrefix="menu-drawer" onNavigate={close} />
              </nav>
            </DialogFrame>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
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
