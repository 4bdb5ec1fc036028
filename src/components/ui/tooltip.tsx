import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { type ReactElement, type ReactNode, useEffect, useState } from 'react';

import styles from './tooltip.module.css';

/** Wait after the pointer comes to rest on the trigger before the tooltip opens, in ms (our choice; spec: "a delay"). */
export const TOOLTIP_OPEN_DELAY_MS = 400;
/** Gap between trigger and tooltip, in px (spec section 9). */
export const TOOLTIP_OFFSET_PX = 10;
/** Distance kept from the viewport edges: at an edge the tooltip shifts by up to this many px (spec section 9). */
export const TOOLTIP_COLLISION_PADDING_PX = 10;

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip text (short, no interactive content: use a Popover for that). */
  content: ReactNode;
  /** The trigger: one focusable element (button, link) that accepts a ref; it gets aria-describedby while open. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Open delay in ms; default {@link TOOLTIP_OPEN_DELAY_MS}. */
  delayMs?: number;
}

/**
 * A tooltip (APG tooltip pattern, Radix Tooltip; spec section 2): opens {@link TOOLTIP_OPEN_DELAY_MS} after the
 * pointer rests on the trigger, and at once when the trigger gets keyboard focus; closes when the pointer leaves,
 * on a click or press, on a mouse-wheel turn anywhere, and with Escape. It sits 10 px from the trigger and shifts to
 * stay 10 px inside the viewport. The content describes the trigger (aria-describedby); it never names it, so an
 * icon-only trigger still needs its own aria-label.
 */
export function Tooltip({ content, children, side = 'top', delayMs = TOOLTIP_OPEN_DELAY_MS }: TooltipProps) {
  const [open, setOpen] = useState(false);

  // A wheel turn means the user is moving on; Radix does not close on it by itself.
  useEffect(() => {
    if (!open) return undefined;
    const close = () => {
      setOpen(false);
    };
    window.addEventListener('wheel', close, { passive: true, capture: true });
    return () => {
      window.removeEventListener('wheel', close, { capture: true });
    };
  }, [open]);

  return (
    <TooltipPrimitive.Provider delayDuration={delayMs}>
      <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={TOOLTIP_OFFSET_PX}
            collisionPadding={TOOLTIP_COLLISION_PADDING_PX}
            className={styles.content}
          >
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} width={12} height={6} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
