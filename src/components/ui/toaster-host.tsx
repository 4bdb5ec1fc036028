import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';

import { loadOnce, useLazyMount } from '@/lib/idle';

import { toastStore } from './toast-store';

const loadToaster = loadOnce(() => import('./toast'));
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Mounts the {@link Toaster} (Radix Toast, spec section 9) once the first toast is shown, and keeps it mounted. Its
 * code is a chunk of its own, fetched when the page is idle, so it stays out of the first-load JavaScript (issue 6).
 * Mount it once, in the app provider; show toasts with `toast.show` from './toast-store'.
 */
export function ToasterHost() {
  const waiting = useStore(toastStore, (state) => state.toasts.length > 0);
  if (!useLazyMount(waiting, loadToaster)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
