import { useTranslation } from 'react-i18next';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { useLeaveGuard } from '@/components/use-leave-guard';

/** Props of {@link LeaveGuard}. */
export interface LeaveGuardProps {
  /** True while the page holds unsaved changes. */
  when: boolean;
  /** Only leaving the page's path counts; moving between its query-string steps does not (see useLeaveGuard). */
  pathOnly?: boolean;
}

/**
 * The leave guard of docs/requirements.md §4: with unsaved changes, leaving the page opens a confirm-leave dialog. Cancel
 * (or Escape) stays and restores the previous address; confirm leaves. Reloading or closing the tab shows the
 * browser's unload prompt ('You have unsaved changes, are you sure?'). Render it once inside a form's page.
 */
export function LeaveGuard({ when, pathOnly = false }: LeaveGuardProps) {
  const { t } = useTranslation('shell');
  const blocker = useLeaveGuard(when, t('leave-guard.unload-prompt'), { pathOnly });
  return (
    <AlertDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('leave-guard.title')}
      description={t('leave-guard.unload-prompt')}
      cancelLabel={t('leave-guard.stay')}
      onCancel={() => {
        blocker.reset?.();
      }}
      confirmLabel={t('leave-guard.leave')}
      onConfirm={() => {
        blocker.proceed?.();
      }}
    />
  );
}
