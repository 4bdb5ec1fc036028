/** The states that have an illustration (spec section 2: error, 404, maintenance, no results, thank you). */
export type StatusImageKind = 'error' | 'not-found' | 'maintenance' | 'no-results' | 'thank-you';

/** Props of {@link StatusImage}: decorative by default (the page's heading says what happened). */
export interface StatusImageProps {
  kind: StatusImageKind;
  /** Width and height in px; default 160. */
  size?: number;
}

const GLYPHS: Record<StatusImageKind, string> = {
  error: 'M60 30 L100 100 L20 100 Z M60 55 v22 M60 86 v4',
  'not-found': 'M35 40 h50 v50 h-50 Z M48 58 l24 20 M72 58 l-24 20',
  maintenance: 'M40 90 L75 55 M70 40 a14 14 0 1 0 10 10 M35 85 l10 10',
  'no-results': 'M50 50 m-22 0 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0 M66 66 L92 92',
  'thank-you': 'M35 62 L52 80 L87 42',
};

/**
 * An illustration of a page state, as inline SVG (no request, CSP-friendly). Minimal stand-in for the shell's pages:
 * the UI-kit issue provides the designed images behind the same API.
 */
export function StatusImage({ kind, size = 160 }: StatusImageProps) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 120 120" data-kind={kind}>
      <circle cx="60" cy="60" r="56" fill="#f3e6ee" />
      <path
        d={GLYPHS[kind]}
        fill="none"
        stroke="#ad006d"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
