import { useTranslation } from 'react-i18next';

import { CloseIcon } from '@/components/ui/close-icon';

import { useVisitTip } from '../hooks/use-visit-tip';
import styles from './home.module.css';

/** The tip (docs/requirements.md §2): opens when the visit counter is 0, i.e. on every fifth visit of the home page. */
export function VisitTip() {
  const { t } = useTranslation('home');
  const { open, close } = useVisitTip();
  if (!open) return null;
  return (
    <aside className={styles.tip} aria-labelledby="tip-title">
      <div>
        <h2 id="tip-title" className={styles.tipTitle}>
          {t('tip.title')}
        </h2>
        <p className={styles.tipText}>{t('tip.text')}</p>
      </div>
      <button type="button" className="icon-button" onClick={close}>
        <CloseIcon />
        <span className="visually-hidden">{t('tip.close')}</span>
      </button>
    </aside>
  );
}
