import { createContext, useContext, useEffect } from 'react';

/** The text of `document.title` for a page title: "{title} | ONE". */
export function documentTitle(title: string): string {
  return `${title} | ONE`;
}

/**
 * Receives the document title a page asks for while it renders. Only the build-time prerender provides it
 * (src/app/prerender/server-entry.tsx): effects do not run there, and the prerendered copy of index.html must carry the
 * page's own <title> rather than the generic one. In the browser nothing provides it.
 */
export const DocumentTitleCaptureContext = createContext<((title: string) => void) | null>(null);

/** Sets `document.title` to {@link documentTitle}(title) while the calling component is mounted. */
export function useDocumentTitle(title: string): void {
  const capture = useContext(DocumentTitleCaptureContext);
  // Render-time on purpose, prerender only: writing the same value again (StrictMode renders twice) is harmless.
  capture?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
