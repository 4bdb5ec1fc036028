import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import type { AlertRule } from '@/domain/alert/alert-contract';

import { useToggleAlertRule } from '../api/alerts-api';
import { recipientsText, scopeText, triggerText } from '../utils/alert-text';
import styles from './alerts.module.css';

/** Props of {@link AlertRuleCard}. */
export interface AlertRuleCardProps {
  userId: string;
  rule: AlertRule;
  onEdit: (rule: AlertRule) => void;
  onDelete: (rule: AlertRule) => void;
}

/** One rule as a card: its name, trigger, scope and recipients in words, its on/off switch, Edit and Delete. */
export function AlertRuleCard({ userId, rule, onEdit, onDelete }: AlertRuleCardProps) {
  const { t } = useTranslation('alerts');
  const toggle = useToggleAlertRule(userId);
  // While the change is on its way the switch shows what was asked; the refreshed list then shows what the server kept.
  const enabled = toggle.isPending ? toggle.variables.enabled : rule.enabled;
  const titleId = `alert-${rule.id}-title`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {rule.name}
        </h2>
      </div>
      <dl className={styles.facts}>
        <dt>{t('list.trigger')}</dt>
        <dd>{triggerText(t, rule.trigger)}</dd>
        <dt>{t('list.scope')}</dt>
        <dd>{scopeText(t, rule.scope)}</dd>
        <dt>{t('list.recipients-term')}</dt>
        <dd>{recipientsText(t, rule)}</dd>
      </dl>
      <Switch
        id={`alert-${rule.id}-enabled`}
        label={t('list.enabled')}
        checked={enabled}
        disabled={toggle.isPending}
        onCheckedChange={(checked) => {
          toggle.mutate(
            { rule, enabled: checked },
            {
              onError: () => {
                toast.show({ type: 'error', title: t('list.toggle-failed', { name: rule.name }) });
              },
            },
          );
        }}
      />
      <div className={styles.actions}>
        <Button
          aria-label={t('list.edit-named', { name: rule.name })}
          onClick={() => {
            onEdit(rule);
          }}
        >
          {t('list.edit')}
        </Button>
        <Button
          variant="danger"
          aria-label={t('list.delete-named', { name: rule.name })}
          onClick={() => {
            onDelete(rule);
          }}
        >
          {t('list.delete')}
        </Button>
      </div>
    </li>
  );
}
