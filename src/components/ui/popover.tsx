import * as PopoverPrimitive from '@radix-ui/react-popover';
import { type ReactElement, type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CloseIcon } from './close-icon';
import styles from './popover.module.css';

/** Gap between trigger and popover, in px (docs/requirements.md §9). */
export const POPOVER_GAP_PX = 8;

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The trigger: one button that accepts a ref; it gets aria-expanded and aria-controls. */
  trigger: ReactElement;
  /** Accessible name of the popover (its dialog role), e.g. the trigger's text. */
  label: string;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state; uncontrolled when omitted. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Where an element sits in the viewport, in CSS px. */
function viewportPlace(element: Element | null): { top: number; left: number } | null {
  if (!element) return null;
  const { top, left } = element.getBoundingClientRect();
  return { top, left };
}

/**
 * A non-modal popover (Radix Popover; docs/requirements.md §2): the trigger toggles it; it closes on a press outside, when a
 * scroll moves its trigger (it would otherwise float away from it), with Escape and with its close button, and focus
 * goes back to the trigger. It sits 8 px from the trigger and may hold interactive content.
 */
export function Popover({ trigger, label, children, side = 'bottom', open, onOpenChange }: PopoverProps) {
  const { t } = useTranslation('ui');
  const [innerOpen, setInnerOpen] = useState(false);
  const isOpen = open ?? innerOpen;
  const contentRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  const closeOnScroll = useEffectEvent(() => {
    setOpen(false);
  });

  useEffect(() => {
    if (!isOpen) return undefined;
    // A scroll event is dispatched on the frame after the scroll: one made just before the press that opened the
    // popover (a fling stopped by the tap, a browser scrolling the trigger into view) arrives after it opened. Only a
    // scroll that moved the trigger since then closes it.
    const openedAt = viewportPlace(triggerRef.current);
    const handleScroll = (event: Event) => {
      // Scrolling inside the popover (a long list) keeps it open.
      if (event.target instanceof Node && contentRef.current?.contains(event.target)) return;
      const now = viewportPlace(triggerRef.current);
      if (openedAt && now && Math.abs(now.top - openedAt.top) < 1 && Math.abs(now.left - openedAt.left) < 1) return;
      closeOnScroll();
    };
    window.addEventListener('scroll', handleScroll, { passive: true, capture: true });
    return () => {
      window.removeEventListener('scroll', handleScroll, { capture: true });
    };
  }, [isOpen]);

  return (
    <PopoverPrimitive.Root open={isOpen} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild ref={triggerRef}>
        {trigger}
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          ref={contentRef}
          side={side}
          sideOffset={POPOVER_GAP_PX}
          collisionPadding={POPOVER_GAP_PX}
          aria-label={label}
          className={styles.content}
        >
          <div className={styles.body}>{children}</div>
          <PopoverPrimitive.Close className={`icon-button ${styles.close}`} aria-label={t('dialog.close')}>
            <CloseIcon />
          </PopoverPrimitive.Close>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
