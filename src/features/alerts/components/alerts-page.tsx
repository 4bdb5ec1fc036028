import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import type { AlertRule } from '@/domain/alert/alert-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { clearDraft, readDraft } from '@/lib/draft-storage';
import { useDocumentTitle } from '@/lib/use-document-title';

import { alertQueries, useDeleteAlertRule } from '../api/alerts-api';
import { ALERT_DRAFT_KEY, type AlertDraft, alertDraftSchema } from '../utils/alert-draft';
import { emptyAlertForm, toAlertForm } from '../utils/alert-form';
import { AlertRuleCard } from './alert-rule-card';
import { AlertRuleDialog } from './alert-rule-dialog';
import styles from './alerts.module.css';

/** /manage-shipment/alerts: the alerts the user sets for themselves (docs/areas/alerts.md). */
export function AlertsPage() {
  const userId = useCurrentUserId();
  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;
  return <Alerts key={userId} userId={userId} />;
}

/** Which dialog is open: a new rule or one to edit, from scratch or from a draft kept over a reload. */
type Editing = { rule: AlertRule | null; draft: AlertDraft | null } | null;

function Alerts({ userId }: { userId: string }) {
  const { t } = useTranslation('alerts');
  useDocumentTitle(t('title'));
  const list = useQuery(alertQueries.list(userId));
  const remove = useDeleteAlertRule(userId);
  // A dialog left open by a reload opens again with what was typed, once the rule it edits is known.
  const [pendingDraft, setPendingDraft] = useState(() => readDraft(ALERT_DRAFT_KEY, alertDraftSchema));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);

  if (pendingDraft && list.data) {
    const rule = pendingDraft.ruleId === null ? null : list.data.find((entry) => entry.id === pendingDraft.ruleId);
    if (rule === undefined) clearDraft(ALERT_DRAFT_KEY);
    else setEditing({ rule, draft: pendingDraft });
    setPendingDraft(null);
  }

  const rules = list.data ?? [];
  return (
    <section aria-labelledby="alerts-title" className={styles.page}>
      <div className={styles.header}>
        <h1 id="alerts-title">{t('title')}</h1>
        <Button
          variant="primary"
          onClick={() => {
            setEditing({ rule: null, draft: null });
          }}
        >
          {t('new')}
        </Button>
      </div>
      <p className={styles.lead}>{t('intro')}</p>
      {list.isError ? (
        <QueryErrorFallback message={t('load-error')} query={list} />
      ) : !list.data ? (
        <Spinner label={t('loading')} />
      ) : rules.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('list.label')}>
          {rules.map((rule) => (
            <AlertRuleCard
              key={rule.id}
              userId={userId}
              rule={rule}
              onEdit={(chosen) => {
                setEditing({ rule: chosen, draft: null });
              }}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <AlertRuleDialog
          userId={userId}
          rule={editing.rule}
          initial={editing.draft?.values ?? (editing.rule ? toAlertForm(editing.rule) : emptyAlertForm())}
          initialKey={editing.draft?.idempotencyKey ?? null}
          restored={editing.draft !== null}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={(saved) => {
            setEditing(null);
            toast.show({ type: 'success', title: t('form.saved', { name: saved.name }) });
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        subject={deleting}
        onDismiss={() => {
          setDeleting(null);
        }}
        title={() => t('delete.title')}
        description={(rule) => t('delete.text', { name: rule.name })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onDelete={(rule) => remove.mutateAsync(rule.id)}
        doneMessage={(rule) => t('delete.done', { name: rule.name })}
        failedMessage={(rule) => t('delete.failed', { name: rule.name })}
      />
    </section>
  );
}
