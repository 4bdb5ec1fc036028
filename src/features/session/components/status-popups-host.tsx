import { lazy, Suspense } from 'react';

import { loadOnce, useLazyMount } from '@/lib/idle';
import { useStatusPopups } from '@/lib/status-popup-store';

const loadStatusPopups = loadOnce(() => import('./status-popups'));
const StatusPopups = lazy(() => loadStatusPopups().then((module) => ({ default: module.StatusPopups })));

/**
 * Mounts {@link StatusPopups} (spec section 8) once the first popup is waiting. Its code (alert dialogs, the logout
 * flow) is a chunk of its own, fetched when the page is idle, so it is in the browser before any request can fail
 * and stays out of the first-load JavaScript (issue 6 shell budget). Rendered once by the app provider.
 */
export function StatusPopupsHost() {
  const waiting = useStatusPopups((state) => state.popups.length > 0);
  if (!useLazyMount(waiting, loadStatusPopups)) return null;
  return (
    <Suspense fallback={null}>
      <StatusPopups />
    </Suspense>
  );
}
