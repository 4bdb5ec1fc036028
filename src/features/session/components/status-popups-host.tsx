import { LazyBoundary, lazyPart } from '@/components/ui/lazy-boundary';
import { loadOnce, useLazyMount } from '@/lib/idle';
import { useStatusPopups } from '@/lib/status-popup-store';

const loadStatusPopups = loadOnce(() => import('./status-popups'));
const StatusPopups = lazyPart(loadStatusPopups, (module) => module.StatusPopups);

/**
 * Mounts {@link StatusPopups} (docs/requirements.md §8) once the first popup is waiting. Its code (alert dialogs, the logout
 * flow) is a chunk of its own, fetched when the page is idle, so it is in the browser before any request can fail
 * and stays out of the first-load JavaScript (the shell budget, docs/performance.md). Rendered once by the app provider.
 */
export function StatusPopupsHost() {
  const count = useStatusPopups((state) => state.popups.length);
  if (!useLazyMount(count > 0, loadStatusPopups)) return null;
  return (
    <LazyBoundary retryKey={count}>
      <StatusPopups />
    </LazyBoundary>
  );
}
