import { useTranslation } from 'react-i18next';

import type { LegDelay } from '../utils/route-delays';

/** "ONE KOBE 016E is expected 29 h late at Rotterdam (bad weather)": a known delay of a sailing, in words. */
export function RouteDelayNote({ delay, className }: { delay: LegDelay; className?: string | undefined }) {
  const { t } = useTranslation('schedule');
  const reason = t(
    `delay.reason.${delay.reasonCode === 'WEA' || delay.reasonCode === 'STR' ? delay.reasonCode : 'other'}`,
  );
  return (
    <p className={className}>
      {t('delay.late', { vesselVoyage: delay.vesselVoyage, hours: delay.hours, port: delay.port, reason })}
    </p>
  );
}
