import { Button } from './button';
import styles from './paged-list-page.module.css';

/** The state of an export's mutation (TanStack Query) that the button shows; `data` is the saved file's name. */
export interface ExportMutationState {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  data?: string | undefined;
}

/** Props of {@link ExportButton}. */
export interface ExportButtonProps {
  mutation: ExportMutationState;
  /** Starts the export (not called while it runs or while `disabled`). */
  onExport: () => void;
  /** Nothing to export (no matches, or the list not loaded): the button stays focusable and says so by aria-disabled. */
  disabled: boolean;
  /** The button's text, its busy text, the status line once the file is saved (given its name) and after a failure. */
  labels: { button: string; working: string; done: (fileName: string) => string; error: string };
}

/**
 * A list page's "Download (xlsx)" button with its status line: busy while the server builds the workbook, then "saved
 * as <file>" or the failure (press again to retry). The export holds every match, not the page on screen
 * (docs/requirements.md §13); what to export is the caller's `onExport`.
 */
export function ExportButton({ mutation, onExport, disabled, labels }: ExportButtonProps) {
  return (
    <div className={styles.export}>
      <Button
        busy={mutation.isPending}
        busyLabel={labels.working}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) onExport();
        }}
      >
        {labels.button}
      </Button>
      <p role="status" className={styles.exportStatus}>
        {mutation.isError ? labels.error : mutation.isSuccess ? labels.done(mutation.data ?? '') : ''}
      </p>
    </div>
  );
}
