import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import type { SiChange } from './si-diff';
import styles from './si-form-page.module.css';

/**
 * Before an amended SI is sent, what it changes (field, before, after); "send" is offered only when something changed
 * and no send is on its way. `changes` null: closed.
 */
export function SiAmendmentDialog({
  changes,
  pending,
  onClose,
  onSend,
}: {
  changes: SiChange[] | null;
  pending: boolean;
  onClose: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('si-form');
  const shownValue = (value: string) =>
    value === 'yes' ? t('diff.yes') : value === 'no' ? t('diff.no') : value === '' ? '—' : value;
  return (
    <Dialog
      open={changes !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('diff.title')}
      description={changes?.length ? t('diff.description', { count: changes.length }) : t('diff.none')}
      footer={
        <>
          <Button onClick={onClose}>{t('diff.back')}</Button>
          <Button variant="primary" disabled={!changes?.length || pending} onClick={onSend}>
            {t('diff.send')}
          </Button>
        </>
      }
    >
      {changes?.length ? (
        <table className={styles.diff}>
          <thead>
            <tr>
              <th scope="col">{t('diff.field')}</th>
              <th scope="col">{t('diff.before')}</th>
              <th scope="col">{t('diff.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={`${change.field}-${change.container ?? ''}`}>
                <th scope="row">
                  {t(change.field)}
                  {change.container ? ` (${change.container})` : ''}
                </th>
                <td>{shownValue(change.before)}</td>
                <td>{shownValue(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Dialog>
  );
}
