import { useEffect } from 'react';

/** Sets `document.title` to "{title} | ONE" while the calling component is mounted. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ONE`;
  }, [title]);
}
