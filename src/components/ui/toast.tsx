import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';

import { CloseIcon } from './close-icon';
import styles from './toast.module.css';
import { toast, toastStore, type ToastType } from './toast-store';

export { toast } from './toast-store';

const ICONS: Record<ToastType, string> = {
  success: '✓',
  info: 'i',
  warning: '!',
  warningV2: '!',
  error: '×',
};

/**
 * Renders the toasts of {@link toast.show} (docs/requirements.md §9: success, info, warning, warningV2, error; auto-close after
 * 5000 ms unless `durationMs` says otherwise, paused while hovered or focused). Mount it once, in the app provider.
 * Each toast has a "Close" button and starts with its type in text ("Error: …"); errors are announced assertively,
 * the rest politely. F8 moves focus to the toast region (Radix Toast), which sits bottom-right (full width on phones).
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  const toasts = useStore(toastStore, (state) => state.toasts);
  return (
    <ToastPrimitive.Provider label={t('toast.label')} swipeDirection="right">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) toast.dismiss(item.id);
          }}
          duration={item.durationMs}
          type={item.type === 'error' ? 'foreground' : 'background'}
          className={`${styles.toast} ${styles[item.type]}`}
        >
          <span aria-hidden="true" className={styles.icon}>
            {ICONS[item.type]}
          </span>
          <div className={styles.text}>
            <ToastPrimitive.Title className={styles.title}>
              <span className="visually-hidden">{`${t(`toast.type.${item.type}`)}: `}</span>
              {item.title}
            </ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className={styles.description}>{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className="icon-button" aria-label={t('toast.close')}>
            <CloseIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} label={t('toast.viewport')} />
    </ToastPrimitive.Provider>
  );
}
