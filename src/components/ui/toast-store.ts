import { createStore } from 'zustand/vanilla';

/** Toast types of docs/requirements.md §9; 'warningV2' is the stronger (filled) warning style. */
export const TOAST_TYPES = ['success', 'info', 'warning', 'warningV2', 'error'] as const;
/** One of {@link TOAST_TYPES}; 'error' toasts are announced assertively, the others politely. */
export type ToastType = (typeof TOAST_TYPES)[number];

/** Default time a toast stays up, in ms (docs/requirements.md §9: auto-close 5000 ms). */
export const TOAST_DURATION_MS = 5000;

/** How long a closed toast stays in the store so its exit animation can run, in ms (our choice). */
export const TOAST_EXIT_MS = 200;

/** What a caller passes to {@link toast.show}; `durationMs` defaults to TOAST_DURATION_MS. */
export interface ToastInput {
  type: ToastType;
  title: string;
  description?: string;
  durationMs?: number;
}

/** A toast in the store: the input plus its id and whether it is still shown (`open` false while it exits). */
export interface ToastItem {
  id: string;
  type: ToastType;
  title: string;
  description: string | undefined;
  durationMs: number;
  open: boolean;
}

/** State of {@link toastStore}: toasts in the order they were shown. */
export interface ToastState {
  toasts: ToastItem[];
}

/**
 * The vanilla zustand store behind {@link Toaster}, usable outside React (e.g. an error handler). Tests reset it with
 * `toastStore.setState(toastStore.getInitialState(), true)`.
 */
export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));

let nextId = 0;

/**
 * Shows and dismisses toasts from anywhere. `show` returns the new toast's id; `dismiss(id)` closes it (running the
 * exit animation, then removing it after TOAST_EXIT_MS). Rendering needs one mounted {@link Toaster}.
 */
export const toast = {
  show(input: ToastInput): string {
    nextId += 1;
    const id = `toast-${nextId}`;
    const item: ToastItem = {
      id,
      type: input.type,
      title: input.title,
      description: input.description,
      durationMs: input.durationMs ?? TOAST_DURATION_MS,
      open: true,
    };
    toastStore.setState((state) => ({ toasts: [...state.toasts, item] }));
    return id;
  },
  dismiss(id: string): void {
    const exists = toastStore.getState().toasts.some((item) => item.id === id && item.open);
    if (!exists) return;
    toastStore.setState((state) => ({
      toasts: state.toasts.map((item) => (item.id === id ? { ...item, open: false } : item)),
    }));
    setTimeout(() => {
      toastStore.setState((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) }));
    }, TOAST_EXIT_MS);
  },
};
