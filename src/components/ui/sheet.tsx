import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type CSSProperties, type ReactNode, useEffect, useEffectEvent, useState } from 'react';

import { CALENDAR_MODAL_SLIDE_OUT_MS } from '@/config/limits';

import { DialogFrame } from './dialog-frame';
import styles from './sheet.module.css';
import { useReturnFocus } from './use-return-focus';

/** How long the panel slides in before it counts as open, in ms (our choice; the spec gives only the slide-out). */
export const SHEET_SLIDE_IN_MS = 300;

/** Phases of an open sheet (docs/requirements.md §4, calendar modal); "closed" is the sheet not being rendered. */
export type SheetPhase = 'slide-in' | 'open' | 'slide-out';

/** Props of {@link Sheet}. */
export interface SheetProps {
  /** Renders the sheet (it starts in 'slide-in'); setting it to false removes it at once, without sliding out. */
  open: boolean;
  /** Called once the slide-out after a close request (Escape, overlay click, close button) has finished. */
  onClose: () => void;
  /** Heading and accessible name. */
  title: string;
  /** Text under the title, linked by aria-describedby. */
  description?: string;
  children: ReactNode;
  /** Length of the slide-out, in ms; default CALENDAR_MODAL_SLIDE_OUT_MS = 500 (docs/requirements.md §4 and §9). */
  slideOutMs?: number;
}

/**
 * A modal panel that slides in from the right (from the bottom below 600 px): the calendar's day modal of
 * docs/requirements.md §2. States: closed -> slide-in (SHEET_SLIDE_IN_MS) -> open -> slide-out (`slideOutMs`) -> closed. A close
 * request keeps the panel mounted with data-phase="slide-out" for `slideOutMs` and then calls `onClose`; the caller
 * then sets `open` to false. The phase is on the content element as `data-phase`. Timers (not animationend) drive
 * the phases, so they hold in jsdom and with prefers-reduced-motion, where the animations are off.
 */
export function Sheet({ open, ...panelProps }: SheetProps) {
  return open ? <SheetPanel {...panelProps} /> : null;
}

/** Radix's Dialog.Close for the sheet: a button wrapped in it (`asChild`) starts the slide-out. */
export const SheetClose = DialogPrimitive.Close;

type SheetPanelProps = Omit<SheetProps, 'open'>;

/** The mounted sheet; a fresh instance per opening, so every opening starts in 'slide-in'. */
function SheetPanel({
  onClose,
  title,
  description,
  children,
  slideOutMs = CALENDAR_MODAL_SLIDE_OUT_MS,
}: SheetPanelProps) {
  const returnFocus = useReturnFocus();
  const [phase, setPhase] = useState<SheetPhase>('slide-in');
  const handleSlidOut = useEffectEvent(() => {
    onClose();
  });

  useEffect(() => {
    if (phase === 'open') return undefined;
    const timer = window.setTimeout(
      () => {
        if (phase === 'slide-in') setPhase('open');
        else handleSlidOut();
      },
      phase === 'slide-in' ? SHEET_SLIDE_IN_MS : slideOutMs,
    );
    return () => {
      window.clearTimeout(timer);
    };
  }, [phase, slideOutMs]);

  const timing = {
    '--sheet-slide-in-ms': `${SHEET_SLIDE_IN_MS}ms`,
    '--sheet-slide-out-ms': `${slideOutMs}ms`,
  } as CSSProperties;

  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(nextOpen) => {
        if (!nextOpen) setPhase('slide-out');
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} data-phase={phase} style={timing} />
        <DialogPrimitive.Content
          className={styles.content}
          data-phase={phase}
          style={timing}
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogFrame title={title} description={description}>
            {children}
          </DialogFrame>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
