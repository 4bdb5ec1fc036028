import { useQuery } from '@tanstack/react-query';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldIssue } from '@/components/ui/field-issue';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { sailingQueries } from '@/features/booking/api/sailing-queries';
import { type SailingChoice } from '@/features/booking/utils/booking-form-values';
import { formatLocalWithOffset } from '@/features/booking/utils/local-time';
import { laterVesselLegsOf, sailingChoiceOf } from '@/features/booking/utils/sailing-choice';
import { zonedDateTimeToEpochMs } from '@/lib/dates';

import styles from './booking-request-page.module.css';
import { Fact, SailingPortsFact, SailingTimeFacts } from './sailing-facts';

/** Props of {@link SailingList}. */
export interface SailingListProps {
  porCode: string;
  delCode: string;
  rcvTermCode: 'D' | 'Y';
  deTermCode: 'D' | 'Y';
  fromDate: string;
  toDate: string;
  value: SailingChoice | 'none' | null;
  onChange: (value: SailingChoice | 'none') => void;
  now: number;
  error?: FieldIssue | undefined;
}

/**
 * The sailings of the schedule for the route and cargo-ready date (the same GET v1/schedule/point-to-point as the
 * schedule page), each with ETD, ETA, transit and cut-offs, as radios; a sailing whose port cut-off has passed is
 * disabled with the reason; "No preference" lets the carrier choose the first sailing after the cargo-ready date.
 */
export function SailingList({
  porCode,
  delCode,
  rcvTermCode,
  deTermCode,
  fromDate,
  toDate,
  value,
  onChange,
  now,
  error,
}: SailingListProps) {
  const { t } = useTranslation('booking');
  const errorId = useId();
  const query = useQuery(sailingQueries.list({ porCode, delCode, fromDate, toDate, rcvTermCode, deTermCode }));
  const chosenKey = value === 'none' ? 'none' : (value?.key ?? null);
  const errorText = error?.message ? t(`errors.${error.message}`, { defaultValue: t('errors.invalid') }) : null;

  return (
    <fieldset
      className={styles.sailings}
      aria-describedby={errorText ? errorId : undefined}
      aria-invalid={errorText ? true : undefined}
    >
      <legend className={styles.legend}>{t('sailing.legend')}</legend>
      {query.isPending ? <Spinner label={t('sailing.loading')} /> : null}
      {query.isError ? <QueryErrorFallback message={t('sailing.load-error')} query={query} /> : null}
      {query.data?.length === 0 ? <p>{t('sailing.none-found')}</p> : null}
      <ul className={styles.sailingList}>
        {query.data?.map((route) => {
          const choice = sailingChoiceOf(route);
          const passed =
            choice.portCutOff !== null &&
            choice.portCutOffTimeZone !== null &&
            zonedDateTimeToEpochMs(choice.portCutOff, choice.portCutOffTimeZone) <= now;
          const detailsId = `${errorId}-${route.key}`;
          return (
            <li key={route.key} className={passed ? `${styles.sailing} ${styles.sailingDisabled}` : styles.sailing}>
              <label className={styles.sailingLabel}>
                <input
                  type="radio"
                  name="sailing"
                  value={route.key}
                  checked={chosenKey === route.key}
                  disabled={passed}
                  aria-describedby={detailsId}
                  onChange={() => {
                    onChange(choice);
                  }}
                />
                <span className={styles.sailingTitle}>
                  {t('sailing.vessel-voyage', {
                    vessel: choice.vesselName,
                    voyage: choice.voyageNumber,
                    service: choice.serviceCode ?? '',
                  })}
                  {/* A transshipment's later vessels name the radio too: a direct sailing may share its first one. */}
                  {laterVesselLegsOf(route).map((leg) => (
                    // The space keeps the legs apart in the radio's name wherever the span's block display is unknown.
                    <Fragment key={`${leg.serviceCode ?? ''}.${leg.voyageNumber ?? ''}`}>
                      {' '}
                      <span className={styles.sailingThen}>
                        {t('sailing.then-vessel-voyage', {
                          vessel: leg.vesselName ?? '',
                          voyage: leg.voyageNumber ?? '',
                          service: leg.serviceCode ?? '',
                        })}
                      </span>
                    </Fragment>
                  ))}
                </span>
              </label>
              <dl id={detailsId} className={styles.sailingDetails}>
                <SailingTimeFacts route={route} />
                <Fact term={t('sailing.transit')}>{t('sailing.days', { count: route.transitTime })}</Fact>
                <SailingPortsFact route={route} />
                {route.cutOffTimes.map((cutOff) => {
                  const zone =
                    [route.por, route.pol, route.pod, route.del].find(
                      (location) => location.locationCode === cutOff.locationCode,
                    )?.timeZone ?? route.pol.timeZone;
                  return (
                    <Fact key={cutOff.cutOffDateTimeCode} term={t(`sailing.cut-off.${cutOff.cutOffDateTimeCode}`)}>
                      {formatLocalWithOffset(cutOff.cutOffDateTime, zone)}
                    </Fact>
                  );
                })}
                {passed ? <p className={styles.sailingReason}>{t('sailing.cut-off-passed')}</p> : null}
              </dl>
            </li>
          );
        })}
        <li className={styles.sailing}>
          <label className={styles.sailingLabel}>
            <input
              type="radio"
              name="sailing"
              value="none"
              checked={chosenKey === 'none'}
              onChange={() => {
                onChange('none');
              }}
            />
            <span className={styles.sailingTitle}>{t('sailing.no-preference')}</span>
          </label>
          <p className={styles.hint}>{t('sailing.no-preference-hint')}</p>
        </li>
      </ul>
      {errorText ? (
        <p id={errorId} className={styles.error}>
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}
