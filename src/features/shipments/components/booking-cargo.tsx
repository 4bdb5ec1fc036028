import { useTranslation } from 'react-i18next';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { RequestedEquipment } from '@/domain/booking/booking-cargo-contract';
import { CONTAINER_SIZE_TYPES } from '@/domain/container/container-size-types';
import { formatNumber } from '@/lib/format';

import styles from './shipment-detail-page.module.css';

/**
 * Equipment and cargo of a booking, one block per equipment line: size-type and count, weight per container,
 * shipper-owned, commodities with HS codes and weights, and the special cargo (reefer set points, dangerous goods with
 * their emergency contact, out-of-gauge dimensions).
 */
export function BookingCargo({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation(['shipments', 'booking-domain', 'common']);
  const number = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 3 });
  return (
    <ol className={styles.lines}>
      {booking.requestedEquipments.map((line: RequestedEquipment, e) => (
        <li key={e} className={styles.line}>
          <h3 className={styles.lineTitle}>
            {t('booking-domain:equipment.line', {
              units: line.units,
              name: t(`common:${CONTAINER_SIZE_TYPES[line.ISOEquipmentCode].nameKey}`),
            })}{' '}
            <span className={styles.muted}>({line.ISOEquipmentCode})</span>
          </h3>
          <dl className={styles.facts}>
            <dt>{t('shipments:cargo.weight-per-container')}</dt>
            <dd>
              {number(line.cargoGrossWeight.value)} {t(`booking-domain:weight-unit.${line.cargoGrossWeight.unit}`)}
            </dd>
            <dt>{t('shipments:cargo.shipper-owned')}</dt>
            <dd>{line.isShipperOwned ? t('shipments:yes') : t('shipments:no')}</dd>
            {line.activeReeferSettings ? (
              <>
                <dt>{t('shipments:cargo.reefer')}</dt>
                <dd>
                  {number(line.activeReeferSettings.temperatureSetpoint)}{' '}
                  {t(`booking-domain:temperature-unit.${line.activeReeferSettings.temperatureUnit}`)}
                  {line.activeReeferSettings.humiditySetpoint !== undefined
                    ? `, ${t('shipments:cargo.humidity', { value: line.activeReeferSettings.humiditySetpoint })}`
                    : ''}
                  {line.activeReeferSettings.airExchangeSetpoint !== undefined
                    ? `, ${t('shipments:cargo.ventilation', {
                        value: line.activeReeferSettings.airExchangeSetpoint,
                        unit: line.activeReeferSettings.airExchangeUnit === 'FQH' ? 'ft³/h' : 'm³/h',
                      })}`
                    : ''}
                </dd>
              </>
            ) : null}
            {line.outOfGauge ? (
              <>
                <dt>{t('shipments:cargo.out-of-gauge')}</dt>
                <dd>
                  {t('shipments:cargo.dimensions', {
                    length: number(line.outOfGauge.length),
                    width: number(line.outOfGauge.width),
                    height: number(line.outOfGauge.height),
                    unit: line.outOfGauge.unit === 'CMT' ? 'cm' : 'in',
                  })}
                </dd>
              </>
            ) : null}
          </dl>
          <ul className={styles.commodities}>
            {line.commodities.map((commodity, c) => (
              <li key={c}>
                <strong>{commodity.commodityType}</strong>{' '}
                <span className={styles.muted}>
                  {t('shipments:cargo.hs-codes', { codes: commodity.HSCodes.join(', ') })}
                </span>
                {commodity.cargoGrossWeight ? (
                  <span>
                    {' '}
                    · {number(commodity.cargoGrossWeight.value)}{' '}
                    {t(`booking-domain:weight-unit.${commodity.cargoGrossWeight.unit}`)}
                  </span>
                ) : null}
                {commodity.outerPackaging?.dangerousGoods?.map((goods, d) => (
                  <div key={d} className={styles.dangerousGoods}>
                    <p>
                      {t('shipments:cargo.dangerous-goods', {
                        un: goods.UNNumber,
                        name: goods.properShippingName,
                        imoClass: goods.imoClass,
                      })}
                      {goods.packingGroup
                        ? ` · ${t('shipments:cargo.packing-group', { group: goods.packingGroup })}`
                        : ''}
                    </p>
                    <p>
                      {goods.emergencyContactDetails
                        ? t('shipments:cargo.emergency-contact', {
                            contact: goods.emergencyContactDetails.contact,
                            phone: goods.emergencyContactDetails.phone,
                          })
                        : t('shipments:cargo.emergency-contact-missing')}
                    </p>
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
