import type { Feedback, StatusHistoryEntry } from '@/domain/booking/booking-answer-contract';
import type { CreateBooking } from '@/domain/booking/booking-contract';

import { hashInt } from '../schedule/data/random';
import { isoUtc } from '../schedule/data/zoned-time';
import { firstVesselLeg } from './sailings';
import type { PoolSailing } from './seed-pool';
import { BOOKING_SEED, type SeedVariant } from './seed-variants';

/*
 * When a generated booking was requested, what the carrier said (feedbacks) and the status history that led to its
 * variant (docs/areas/booking.md, seed data). Instants are placed before the anchor so they hold all week.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The status history of a generated booking of `variant`, from its request at `createdMs` up to the anchor. */
export function historyOf(
  variant: SeedVariant,
  createdMs: number,
  sailing: PoolSailing,
  feedbacks: Feedback[] | undefined,
  anchorMs: number,
): StatusHistoryEntry[] {
  const at = (ms: number) => isoUtc(ms);
  const confirmedMs = createdMs + 2 * HOUR_MS;
  const received: StatusHistoryEntry = { bookingStatus: 'RECEIVED', dateTime: at(createdMs) };
  const confirmed: StatusHistoryEntry = { bookingStatus: 'CONFIRMED', dateTime: at(confirmedMs) };
  const reason = feedbacks?.map((feedback) => feedback.message).join(' ');
  switch (variant) {
    case 'RECEIVED':
      return [received];
    case 'PENDING_UPDATE':
      return [received, { bookingStatus: 'PENDING_UPDATE', dateTime: at(confirmedMs), ...(reason ? { reason } : {}) }];
    case 'UPDATE_RECEIVED':
      return [
        received,
        {
          bookingStatus: 'PENDING_UPDATE',
          dateTime: at(confirmedMs),
          reason: 'A 24-hour emergency contact is needed.',
        },
        { bookingStatus: 'UPDATE_RECEIVED', dateTime: at(confirmedMs + 3 * HOUR_MS) },
      ];
    case 'CONFIRMED':
      return [received, confirmed];
    case 'AMENDMENT_RECEIVED':
      return [
        received,
        confirmed,
        { bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_RECEIVED', dateTime: at(confirmedMs + DAY_MS) },
      ];
    case 'AMENDMENT_CONFIRMED':
      return [
        received,
        confirmed,
        { bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_RECEIVED', dateTime: at(confirmedMs + DAY_MS) },
        {
          bookingStatus: 'CONFIRMED',
          amendedBookingStatus: 'AMENDMENT_CONFIRMED',
          dateTime: at(confirmedMs + DAY_MS + 2 * HOUR_MS),
        },
      ];
    case 'PENDING_AMENDMENT':
      return [
        received,
        confirmed,
        {
          bookingStatus: 'PENDING_AMENDMENT',
          dateTime: at(confirmedMs + DAY_MS),
          reason: 'The sailing was re-routed: please confirm the new transport plan.',
        },
      ];
    case 'REJECTED':
      return [received, { bookingStatus: 'REJECTED', dateTime: at(confirmedMs), ...(reason ? { reason } : {}) }];
    case 'DECLINED':
      return [
        received,
        confirmed,
        {
          bookingStatus: 'DECLINED',
          dateTime: at(confirmedMs + DAY_MS),
          reason: 'The vessel is overbooked: the carrier cannot load the containers on this sailing.',
        },
      ];
    case 'CANCELLED':
      return [
        received,
        { bookingStatus: 'CANCELLED', dateTime: at(createdMs + HOUR_MS), reason: 'The order was withdrawn.' },
      ];
    case 'CANCELLED_CONFIRMED':
      return [
        received,
        confirmed,
        {
          bookingStatus: 'CONFIRMED',
          bookingCancellationStatus: 'CANCELLATION_RECEIVED',
          dateTime: at(confirmedMs + DAY_MS),
          reason: 'The consignee postponed the order.',
        },
        {
          bookingStatus: 'CANCELLED',
          bookingCancellationStatus: 'CANCELLATION_CONFIRMED',
          dateTime: at(confirmedMs + DAY_MS),
        },
      ];
    case 'COMPLETED':
      return [
        received,
        confirmed,
        { bookingStatus: 'COMPLETED', dateTime: at(Math.min(sailing.departureMs + 6 * HOUR_MS, anchorMs)) },
      ];
  }
}

/** When generated booking `index` was requested (epoch ms, whole minutes): before its cut-off, before the anchor. */
export function createdMsOf(
  userId: string,
  index: number,
  variant: SeedVariant,
  sailing: PoolSailing,
  anchorMs: number,
) {
  const recent = variant === 'RECEIVED' || variant === 'UPDATE_RECEIVED' || variant === 'PENDING_UPDATE';
  const beforeMs = recent
    ? anchorMs - hashInt(2, 40, BOOKING_SEED, userId, index, 'created') * HOUR_MS
    : Math.min(anchorMs, sailing.pcoMs) - hashInt(2, 30, BOOKING_SEED, userId, index, 'created') * DAY_MS;
  return Math.floor(beforeMs / 60_000) * 60_000 - hashInt(0, 59, BOOKING_SEED, userId, index, 'minute') * 60_000;
}

/** The carrier's feedbacks a generated booking of `variant` carries (PENDING_UPDATE, REJECTED), else undefined. */
export function feedbacksOf(
  variant: SeedVariant,
  request: CreateBooking,
  sailing: PoolSailing,
): Feedback[] | undefined {
  if (variant === 'PENDING_UPDATE') {
    return [
      {
        severity: 'ERROR',
        code: 'PROPERTY_VALUE_MUST_CHANGE',
        message: 'Dangerous goods UN 1263 (PAINT) need a 24-hour emergency contact: amend the booking with it.',
        jsonPath: '$.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].emergencyContactDetails',
        property: 'emergencyContactDetails',
      },
    ];
  }
  if (variant !== 'REJECTED') return undefined;
  const goods = request.requestedEquipments[0]?.commodities[0]?.outerPackaging?.dangerousGoods?.[0];
  if (goods) {
    return [
      {
        severity: 'ERROR',
        code: 'INFORMATIONAL_MESSAGE',
        message: `Explosives (IMO class ${goods.imoClass}, UN ${goods.UNNumber}) are not accepted for carriage.`,
        jsonPath: '$.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].imoClass',
        property: 'imoClass',
      },
    ];
  }
  const leg = firstVesselLeg(sailing.route);
  return [
    {
      severity: 'ERROR',
      code: 'PROPERTY_VALUE_MUST_CHANGE',
      message: `The port cut-off of ${leg?.vesselName ?? ''} ${leg?.voyageNumber ?? ''} at ${sailing.route.pol.locationName} has passed: choose a later sailing.`,
      jsonPath: '$.vessel',
      property: 'vessel',
    },
  ];
}
