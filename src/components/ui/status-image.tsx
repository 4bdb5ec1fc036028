import errorUrl from '@/assets/error.svg';
import maintenanceUrl from '@/assets/maintenance.svg';
import noResultsUrl from '@/assets/no-results.svg';
import notFoundUrl from '@/assets/not-found.svg';
import thankYouUrl from '@/assets/thank-you.svg';

/** The status illustrations of docs/requirements.md §2: generic error, 404, maintenance, no results and thank you. */
export type StatusImageKind = 'error' | 'not-found' | 'maintenance' | 'no-results' | 'thank-you';

const SOURCES: Record<StatusImageKind, string> = {
  error: errorUrl,
  'not-found': notFoundUrl,
  maintenance: maintenanceUrl,
  'no-results': noResultsUrl,
  'thank-you': thankYouUrl,
};

/** Props of {@link StatusImage}. */
export interface StatusImageProps {
  kind: StatusImageKind;
  /**
   * Text alternative. Omit it (the default) when a heading or message next to the image already says the same: the
   * image is then decorative (alt="") and screen readers skip it.
   */
  label?: string;
  /** Rendered width in CSS px (height follows the 3:2 artwork); default 240. */
  width?: number;
  className?: string;
}

/**
 * One of the portal's status illustrations (240x160 SVG files in src/assets, brand colours), e.g.
 * `<StatusImage kind="not-found" />` above the 404 heading. Decorative unless `label` is given.
 */
export function StatusImage({ kind, label, width = 240, className }: StatusImageProps) {
  return (
    <img
      src={SOURCES[kind]}
      alt={label ?? ''}
      width={width}
      height={Math.round((width * 2) / 3)}
      className={className}
    />
  );
}
