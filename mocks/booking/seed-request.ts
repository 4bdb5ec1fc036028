import type { RequestedEquipment } from '@/domain/booking/booking-cargo-contract';
import type { CreateBooking } from '@/domain/booking/booking-contract';
import type { Party } from '@/domain/booking/booking-party-contract';

import { DEMO_USERS } from '../auth/demo-users';
import { hashInt, hashUnit } from '../schedule/data/random';
import { SEED_COMMODITIES, SEED_COMPANIES } from './data/seed-data';
import {
  createDangerousGoods,
  createDangerousGoodsEquipment,
  createParty,
  createReeferEquipment,
  createRequestedEquipment,
} from './factories';
import type { PoolSailing } from './seed-pool';
import { BOOKING_SEED, type SeedVariant } from './seed-variants';

/*
 * What the customer asked for in a generated booking (docs/areas/booking.md, seed data): the request's parties, contract,
 * payment terms and equipment, drawn per user and index; the sailing's part comes from the pool (./seed-pool.ts).
 */

const ownParties = new Map<string, Party>();

/** The user's own company as a party (the booking agent DCSA requires); one object per user, shared by its bookings. */
function ownParty(userId: string): Party {
  let party = ownParties.get(userId);
  if (!party) {
    party = companyOf(userId);
    ownParties.set(userId, party);
  }
  return party;
}

function companyOf(userId: string): Party {
  const demo = Object.values(DEMO_USERS).find((candidate) => candidate.user.userId === userId);
  if (!demo || demo.user.userId === DEMO_USERS.shipper.user.userId) return createParty();
  return createParty({
    partyName: demo.user.companyName,
    address: {
      street: demo.user.customerCountry === 'DE' ? 'Grosse Elbstrasse' : 'Harbour Road',
      streetNumber: '145',
      city: demo.user.customerCountry === 'DE' ? 'Hamburg' : 'Port City',
      countryCode: demo.user.customerCountry,
    },
    partyContactDetails: [
      { name: `${demo.user.firstName} ${demo.user.lastName}`, email: demo.details.email, phone: demo.details.phone },
    ],
  });
}

function pick<T>(items: readonly T[], ...parts: readonly (string | number)[]): T {
  return items[hashInt(0, items.length - 1, BOOKING_SEED, ...parts)] as T;
}

function equipmentFor(userId: string, index: number, variant: SeedVariant, sailing: PoolSailing): RequestedEquipment {
  const draw = hashUnit(BOOKING_SEED, userId, index, 'equipment');
  if (variant === 'PENDING_UPDATE') {
    return createDangerousGoodsEquipment(createDangerousGoods({ emergencyContactDetails: undefined }));
  }
  if (variant === 'UPDATE_RECEIVED') return createDangerousGoodsEquipment();
  const commodity = pick(SEED_COMMODITIES, userId, index, 'commodity');
  if (draw < 0.06 && sailing.hasReeferPlugs) {
    return createReeferEquipment({ units: hashInt(1, 4, BOOKING_SEED, userId, index, 'units') });
  }
  const code = draw < 0.62 ? '45G1' : draw < 0.88 ? '22G1' : '42G1';
  const units = hashInt(1, code === '22G1' ? 10 : 5, BOOKING_SEED, userId, index, 'units');
  const perContainerKg =
    1000 * hashInt(code === '22G1' ? 8 : 10, code === '22G1' ? 24 : 26, BOOKING_SEED, userId, index, 'kg');
  return createRequestedEquipment({
    ISOEquipmentCode: code,
    units,
    cargoGrossWeight: { value: perContainerKg, unit: 'KGM' },
    commodities: [
      {
        ...commodity,
        HSCodes: [...commodity.HSCodes],
        cargoGrossWeight: { value: perContainerKg * units, unit: 'KGM' },
      },
    ],
  });
}

/** The request part of generated booking `index` of `userId` on `sailing`: parties, contract, terms, equipment. */
export function requestFor(userId: string, index: number, variant: SeedVariant, sailing: PoolSailing): CreateBooking {
  const own = ownParty(userId);
  const isShipper = userId === DEMO_USERS.shipper.user.userId;
  const shipper = isShipper ? own : pick(SEED_COMPANIES, userId, index, 'shipper');
  const consignee = pick(
    SEED_COMPANIES.filter((company) => company.partyName !== shipper.partyName),
    userId,
    index,
    'consignee',
  );
  const country = own.address?.countryCode ?? 'KR';
  const explosives = variant === 'REJECTED' && hashUnit(BOOKING_SEED, userId, index, 'reject') < 0.4;
  const equipment = explosives
    ? createDangerousGoodsEquipment(
        createDangerousGoods({
          UNNumber: '0336',
          properShippingName: 'FIREWORKS',
          imoClass: '1.4',
          packingGroup: undefined,
        }),
      )
    : equipmentFor(userId, index, variant, sailing);
  // The sailing's part is shared (never mutated: every change of a booking copies it first, lifecycle.ts).
  return {
    ...sailing.routeRequest,
    serviceContractReference: `SC-${country}-2026-${String(hashInt(100, 999, BOOKING_SEED, userId, 'contract', index % 7)).padStart(4, '0')}`,
    freightPaymentTermCode: hashUnit(BOOKING_SEED, userId, index, 'terms') < 0.8 ? 'PRE' : 'COL',
    references: [{ type: 'CR', value: `PO-${4_500_000_000 + hashInt(0, 999_999, BOOKING_SEED, userId, index, 'po')}` }],
    documentParties: { bookingAgent: own, shipper, consignee },
    requestedEquipments: [equipment],
  };
}
