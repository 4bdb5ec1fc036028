import { useTranslation } from 'react-i18next';

import { formatMoney } from '@/domain/money/money';
import { chargeName } from '@/domain/quote/charge-text';
import { CHARGE_STAGES, type ChargeStage } from '@/domain/quote/quote-contract';
import type { TariffSurcharge, TariffSurchargesResponse } from '@/features/prices/api/prices-contract';

import styles from './surcharge-pages.module.css';

export interface TariffSurchargeResultsProps {
  result: TariffSurchargesResponse;
  /** Cards instead of tables (phones). */
  phone: boolean;
  /** Display names of places by UN/LOCODE (the searched ports); other places show their code. */
  placeNames: Readonly<Record<string, string>>;
}

/**
 * Every surcharge of a tariff search, grouped by where it is charged (origin, freight, destination): code, name,
 * amount in its currency's own decimals and the user's language, basis, effective dates, payment term and the place
 * a local charge is levied. One table per group on desktop, cards on a phone (no sideways scrolling at 412 px).
 */
export function TariffSurchargeResults({ result, phone, placeNames }: TariffSurchargeResultsProps) {
  const { t } = useTranslation(['prices', 'charges']);
  const groups = CHARGE_STAGES.map((stage) => ({
    stage,
    surcharges: result.surcharges.filter((surcharge) => surcharge.stage === stage),
  })).filter((group) => group.surcharges.length > 0);

  return (
    <>
      {groups.map(({ stage, surcharges }) => (
        <section key={stage} aria-labelledby={`tariff-group-${stage}`} className={styles.results}>
          <h3 id={`tariff-group-${stage}`} className={styles.groupTitle}>
            {t(`prices:tariff-surcharge-search.group.${stage}`)}
          </h3>
          {phone ? (
            <SurchargeCards stage={stage} surcharges={surcharges} placeNames={placeNames} />
          ) : (
            <SurchargeTable stage={stage} surcharges={surcharges} placeNames={placeNames} />
          )}
        </section>
      ))}
    </>
  );
}

interface GroupProps {
  stage: ChargeStage;
  surcharges: readonly TariffSurcharge[];
  placeNames: Readonly<Record<string, string>>;
}

/** The texts of one surcharge as the page shows them. */
function useSurchargeView(placeNames: Readonly<Record<string, string>>) {
  const { t, i18n } = useTranslation(['prices', 'charges']);
  return (surcharge: TariffSurcharge) => ({
    name: chargeName(t, surcharge.code, surcharge.name),
    amount: formatMoney(surcharge.amount, i18n.language),
    basis: t(`charges:basis.${surcharge.basis}`),
    from: surcharge.effectiveFrom,
    to: surcharge.effectiveTo ?? t('prices:tariff-surcharge-search.until-further-notice'),
    paymentTerm: t(`charges:paymentTerm.${surcharge.paymentTermCode}`),
    chargedAt: surcharge.chargedAtLocation
      ? (placeNames[surcharge.chargedAtLocation] ?? surcharge.chargedAtLocation)
      : '',
  });
}

function SurchargeTable({ stage, surcharges, placeNames }: GroupProps) {
  const { t } = useTranslation(['prices', 'charges']);
  const view = useSurchargeView(placeNames);
  const local = stage !== 'FREIGHT';
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-labelledby={`tariff-group-${stage}`}>
        <thead>
          <tr>
            <th scope="col">{t('prices:columns.code')}</th>
            <th scope="col">{t('prices:columns.name')}</th>
            <th scope="col" className={styles.amount}>
              {t('prices:columns.amount')}
            </th>
            <th scope="col">{t('prices:columns.basis')}</th>
            <th scope="col">{t('prices:columns.effective-from')}</th>
            <th scope="col">{t('prices:columns.effective-to')}</th>
            <th scope="col">{t('prices:columns.payment-term')}</th>
            {local ? <th scope="col">{t('prices:columns.charged-at')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {surcharges.map((surcharge) => {
            const shown = view(surcharge);
            return (
              <tr key={`${surcharge.code}-${surcharge.effectiveFrom}-${surcharge.chargedAtLocation ?? ''}`}>
                <th scope="row" className={styles.code}>
                  {surcharge.code}
                </th>
                <td>{shown.name}</td>
                <td className={styles.amount}>{shown.amount}</td>
                <td className={styles.nowrap}>{shown.basis}</td>
                <td className={styles.nowrap}>{shown.from}</td>
                <td className={styles.nowrap}>{shown.to}</td>
                <td>{shown.paymentTerm}</td>
                {local ? <td>{shown.chargedAt}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function SurchargeCards({ stage, surcharges, placeNames }: GroupProps) {
  const { t } = useTranslation(['prices', 'charges']);
  const view = useSurchargeView(placeNames);
  return (
    <ul className={styles.cards} aria-labelledby={`tariff-group-${stage}`}>
      {surcharges.map((surcharge) => {
        const shown = view(surcharge);
        return (
          <li
            key={`${surcharge.code}-${surcharge.effectiveFrom}-${surcharge.chargedAtLocation ?? ''}`}
            className={styles.card}
          >
            <h4 className={`${styles.cardTitle} ${styles.cardTitleSplit}`}>
              <span>
                <span className={styles.code}>{surcharge.code}</span> {shown.name}
              </span>
              <span className={styles.amount}>{shown.amount}</span>
            </h4>
            <dl className={styles.facts}>
              <dt>{t('prices:columns.basis')}</dt>
              <dd>{shown.basis}</dd>
              <dt>{t('prices:columns.effective')}</dt>
              <dd>{t('prices:tariff-surcharge-search.effective-range', { from: shown.from, to: shown.to })}</dd>
              <dt>{t('prices:columns.payment-term')}</dt>
              <dd>{shown.paymentTerm}</dd>
              {shown.chargedAt ? (
                <>
                  <dt>{t('prices:columns.charged-at')}</dt>
                  <dd>{shown.chargedAt}</dd>
                </>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
