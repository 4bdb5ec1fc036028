import type { ReactNode } from 'react';

/** Props of {@link ScrollTable}. */
export interface ScrollTableProps {
  /** Names the frame (a region) and is the table's caption: what the table lists. */
  label: string;
  /** The frame's and the table's classes (data-table.module.css `scroller` and `table` / `wideTable`, or a print look). */
  frameClassName?: string | undefined;
  tableClassName?: string | undefined;
  /** Show the caption (else it is for screen readers only) with this class. */
  captionClassName?: string | undefined;
  /** thead, tbody, tfoot. */
  children: ReactNode;
}

/**
 * A table in a frame that scrolls sideways when the table is wider than the screen. The frame is a focusable region
 * named like the table, so a keyboard user can scroll it (WCAG 2.1.1) and a screen reader hears what it holds.
 */
export function ScrollTable({ label, frameClassName, tableClassName, captionClassName, children }: ScrollTableProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className={frameClassName} role="region" aria-label={label} tabIndex={0}>
      <table className={tableClassName}>
        <caption className={captionClassName ?? 'visually-hidden'}>{label}</caption>
        {children}
      </table>
    </div>
  );
}
