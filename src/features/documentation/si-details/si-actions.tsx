import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/toast-store';
import type { ShippingInstructions } from '@/domain/documentation/si-contract';
import {
  useApproveTransportDocument,
  useRequestCorrection,
  useSurrenderTransportDocument,
} from '@/domain/documentation/si-queries';
import type { TransportDocument } from '@/domain/documentation/transport-document-contract';

import styles from './si-details-page.module.css';

/** The longest correction comment the carrier takes (si-contract correctionRequestSchema). */
const COMMENT_MAX_LENGTH = 5000;

type OpenDialog = 'approve' | 'correct' | 'surrender' | null;

/**
 * The customer's steps on the B/L, each confirmed in a dialog: approve a draft or ask for a correction (with a
 * comment), surrender the originals of an issued B/L. Nothing while an amendment waits for a new draft.
 */
export function SiActions({
  userId,
  si,
  document,
}: {
  userId: string;
  si: ShippingInstructions;
  document: TransportDocument;
}) {
  const { t } = useTranslation('si-details');
  const [open, setOpen] = useState<OpenDialog>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const approve = useApproveTransportDocument(userId);
  const correct = useRequestCorrection(userId);
  const surrender = useSurrenderTransportDocument(userId);
  const reference = document.transportDocumentReference;
  const pendingUpdate = si.updatedShippingInstructionsStatus === 'UPDATE_RECEIVED';
  const canReview = document.transportDocumentStatus === 'DRAFT' && !pendingUpdate;
  const canSurrender = document.transportDocumentStatus === 'ISSUED' && document.transportDocumentTypeCode === 'BOL';

  const close = () => {
    setOpen(null);
    setComment('');
    setCommentError(null);
    setFailed(false);
  };
  const done = (message: string) => () => {
    toast.show({ type: 'success', title: message });
    close();
  };
  const fail = () => {
    setFailed(true);
  };
  const failure = failed ? (
    <p role="alert" className={styles.formError}>
      {t('actions.failed')}
    </p>
  ) : null;

  if (!canReview && !canSurrender) {
    return pendingUpdate ? <p className={styles.note}>{t('actions.correction-pending')}</p> : null;
  }
  return (
    <div className={styles.actions}>
      {canReview ? (
        <>
          <p className={styles.note}>{t('actions.review-hint')}</p>
          <Button
            variant="primary"
            onClick={() => {
              setOpen('approve');
            }}
          >
            {t('actions.approve')}
          </Button>
          <Button
            onClick={() => {
              setOpen('correct');
            }}
          >
            {t('actions.correct')}
          </Button>
        </>
      ) : null}
      {canSurrender ? (
        <Button
          onClick={() => {
            setOpen('surrender');
          }}
        >
          {t('actions.surrender')}
        </Button>
      ) : null}

      <AlertDialog
        open={open === 'approve'}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('actions.approve-title', { reference })}
        description={t('actions.approve-description')}
        cancelLabel={t('actions.back')}
        confirmLabel={approve.isPending ? t('actions.sending') : t('actions.approve')}
        onConfirm={(event) => {
          event.preventDefault();
          if (approve.isPending) return;
          setFailed(false);
          approve.mutate(reference, { onSuccess: done(t('actions.approved', { reference })), onError: fail });
        }}
      >
        {failure}
      </AlertDialog>

      <AlertDialog
        open={open === 'correct'}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('actions.correct-title', { reference })}
        description={t('actions.correct-description')}
        cancelLabel={t('actions.back')}
        confirmLabel={correct.isPending ? t('actions.sending') : t('actions.send-correction')}
        onConfirm={(event) => {
          event.preventDefault();
          if (correct.isPending) return;
          const trimmed = comment.trim();
          if (!trimmed) {
            setCommentError(t('actions.comment-required'));
            return;
          }
          setFailed(false);
          correct.mutate(
            { reference, comment: trimmed },
            { onSuccess: done(t('actions.correction-sent', { reference })), onError: fail },
          );
        }}
      >
        <TextArea
          label={t('actions.comment')}
          required
          showCounter
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          error={commentError ?? undefined}
          onChange={(event) => {
            setComment(event.target.value);
            if (commentError && event.target.value.trim()) setCommentError(null);
          }}
        />
        {failure}
      </AlertDialog>

      <AlertDialog
        open={open === 'surrender'}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('actions.surrender-title', { reference })}
        description={t('actions.surrender-description')}
        cancelLabel={t('actions.back')}
        confirmLabel={surrender.isPending ? t('actions.sending') : t('actions.surrender')}
        onConfirm={(event) => {
          event.preventDefault();
          if (surrender.isPending) return;
          setFailed(false);
          surrender.mutate(reference, { onSuccess: done(t('actions.surrendered', { reference })), onError: fail });
        }}
      >
        {failure}
      </AlertDialog>
    </div>
  );
}
