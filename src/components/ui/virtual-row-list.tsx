import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * From this many rows on, a {@link VirtualRowList} keeps only the rows near the viewport in the DOM: a 500-container SI
 * or VGM stays quick to type in (`npm run bench`). Below it every row is there, so the browser's find and a screen
 * reader's list navigation see them all.
 */
export const VIRTUAL_ROWS_FROM = 40;

/** Props of {@link VirtualRowList}. */
export interface VirtualRowListProps {
  /** The field array's rows (react-hook-form `useFieldArray().fields`): each `id` keys its row. */
  fields: readonly { id: string }[];
  /**
   * The field array's errors (`formState.errors.<name>`: an array with a hole per valid row after a refused submit)
   * and the form's `submitCount`: a new refused submit brings the first bad row into view.
   */
  errors: unknown;
  submitCount: number;
  /** From this many rows on, only the rows near the viewport are in the DOM (default {@link VIRTUAL_ROWS_FROM}). */
  virtualFrom?: number;
  /** A row's height before it is measured, CSS px. */
  estimateSize: number;
  /** Rows kept in the DOM beyond each edge of the viewport. */
  overscan: number;
  /** Where the first bad row lands in the viewport after a refused submit. */
  errorAlign: 'start' | 'center';
  /** Class names of the list (`<ol>`) and of each row (`<li>`). */
  className?: string;
  rowClassName?: string;
  /** The list's accessible name, when it has one. */
  'aria-label'?: string;
  /** The content of row `index` (0-based) inside its `<li>`. */
  renderRow: (index: number) => ReactNode;
}

/**
 * The rows of a long form list (the SI's containers, the VGM declaration), as an ordered list. From `virtualFrom` rows
 * on only the rows near the viewport are in the DOM (TanStack Virtual on the window's scroll, each row measured), so
 * typing in a 500-row list stays quick (`npm run bench`); each rendered row then carries aria-setsize and
 * aria-posinset. Below it every row is there, so the browser's find and a screen reader's list navigation see them
 * all. After a refused submit the first bad row may be off screen, and so not in the DOM: it is scrolled into view, so
 * the form's focus on the first error can land on it.
 */
export function VirtualRowList({
  fields,
  errors,
  submitCount,
  virtualFrom = VIRTUAL_ROWS_FROM,
  estimateSize,
  overscan,
  errorAlign,
  className,
  rowClassName,
  'aria-label': ariaLabel,
  renderRow,
}: VirtualRowListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [listTop, setListTop] = useState(0);
  const isVirtual = fields.length >= virtualFrom;
  useLayoutEffect(() => {
    if (isVirtual && listRef.current) setListTop(listRef.current.getBoundingClientRect().top + window.scrollY);
  }, [isVirtual, fields.length]);
  const virtualizer = useWindowVirtualizer({
    count: fields.length,
    estimateSize: () => estimateSize,
    overscan,
    scrollMargin: listTop,
    enabled: isVirtual,
    getItemKey: (index) => fields[index]?.id ?? index,
  });
  useEffect(() => {
    if (!isVirtual || submitCount === 0 || !Array.isArray(errors)) return;
    const first = errors.findIndex((error) => error !== undefined);
    if (first >= 0) virtualizer.scrollToIndex(first, { align: errorAlign });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a submit was refused (the errors object changes then); the virtualizer is one stable instance
  }, [submitCount, errors]);

  const row = (index: number, style?: CSSProperties) => {
    const field = fields[index];
    if (!field) return null;
    return (
      <li
        key={field.id}
        className={rowClassName}
        style={style}
        {...(style
          ? {
              ref: virtualizer.measureElement,
              'data-index': index,
              'aria-setsize': fields.length,
              'aria-posinset': index + 1,
            }
          : {})}
      >
        {renderRow(index)}
      </li>
    );
  };

  return (
    <ol
      ref={listRef}
      className={className}
      aria-label={ariaLabel}
      style={isVirtual ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined}
    >
      {isVirtual
        ? virtualizer.getVirtualItems().map((item) =>
            row(item.index, {
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${String(item.start - virtualizer.options.scrollMargin)}px)`,
            }),
          )
        : fields.map((_, index) => row(index))}
    </ol>
  );
}
