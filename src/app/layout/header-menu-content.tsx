import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { DialogFrame } from '@/components/ui/dialog-frame';

import styles from './header-menu.module.css';
import { SiteMenu } from './site-menu';
import { TopLinks } from './top-links';

export { SiteMenu } from './site-menu';

/** Props of {@link MenuDrawer}. */
export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs when a link is followed (the drawer closes). */
  onNavigate: () => void;
  /** The menu toggle: focus returns to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone menu: a Radix dialog sliding in from the left with the top-right links and every menu
 * area; focus is trapped, Escape and the close icon close it, and focus returns to the toggle. Loaded lazily by
 * `HeaderMenu` together with {@link SiteMenu}.
 */
export function MenuDrawer({ open, onOpenChange, onNavigate, returnFocusTo }: MenuDrawerProps) {
  const { t } = useTranslation('menu');
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // A tap does not focus the toggle on every phone browser: return focus to it explicitly.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <DialogFrame title={t('label')}>
            <nav aria-label={t('label')}>
              <TopLinks className={styles.drawerTopLinks} onNavigate={onNavigate} />
              <SiteMenu idPrefix="menu-drawer" onNavigate={onNavigate} />
            </nav>
          </DialogFrame>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
