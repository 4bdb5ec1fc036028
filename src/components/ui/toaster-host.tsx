import { useStore } from 'zustand';

import { loadOnce, useLazyMount } from '@/lib/idle';

import { LazyBoundary, lazyPart } from './lazy-boundary';
import { toastStore } from './toast-store';

const loadToaster = loadOnce(() => import('./toast'));
const Toaster = lazyPart(loadToaster, (module) => module.Toaster);

/**
 * Mounts the {@link Toaster} (Radix Toast, docs/requirements.md §9) once the first toast is shown, and keeps it mounted. Its
 * code is a chunk of its own, fetched when the page is idle, so it stays out of the first-load JavaScript.
 * Mount it once, in the app provider; show toasts with `toast.show` from './toast-store'.
 */
export function ToasterHost() {
  const count = useStore(toastStore, (state) => state.toasts.length);
  if (!useLazyMount(count > 0, loadToaster)) return null;
  return (
    <LazyBoundary retryKey={count}>
      <Toaster />
    </LazyBoundary>
  );
}
