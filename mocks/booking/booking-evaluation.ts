import type { Booking, Feedback } from '@/domain/booking/booking-answer-contract';
import type { CreateBooking } from '@/domain/booking/booking-contract';

import {
  cutOffTimesOf,
  findSailing,
  firstVesselLeg,
  portCutOffMs,
  routeHasReeferPlugs,
  type SailingChoice,
  transportPlanOf,
} from './sailings';

/*
 * The carrier's check of a booking request (docs/areas/booking.md, rejection rules): what the lifecycle (./lifecycle.ts)
 * applies when a decision falls due. A pure function of the request, the sailing asked for and the instant.
 */

/** The outcome of the carrier's check of a request at an instant. */
export type Evaluation =
  | { outcome: 'CONFIRMED'; booking: Pick<Booking, 'confirmedEquipments' | 'transportPlan' | 'shipmentCutOffTimes'> }
  | { outcome: 'REJECTED' | 'PENDING_UPDATE'; feedbacks: Feedback[] };

function isExplosive(imoClass: string): boolean {
  return imoClass === '1' || imoClass.startsWith('1.');
}

function mustChange(message: string, jsonPath: string, property: string): Feedback {
  return { severity: 'ERROR', code: 'PROPERTY_VALUE_MUST_CHANGE', message, jsonPath, property };
}

/**
 * The carrier's decision on `request` at `atMs`, in this order (docs/areas/booking.md, rejection rules):
 * 1. IMO class 1 (explosives) anywhere -> REJECTED (INFORMATIONAL_MESSAGE: not carried at all);
 * 2. the sailing (`choice`, else the first after the cargo-ready date whose port cut-off is ahead) does not exist ->
 *    REJECTED; its port cut-off has passed at `atMs` -> REJECTED;
 * 3. an active reefer on a sailing with a leg on a service without reefer plugs -> REJECTED;
 * 4. dangerous goods without an emergency contact -> PENDING_UPDATE (the carrier asks for it);
 * 5. else CONFIRMED on that sailing: confirmed equipments = the requested ones, the transport plan and the cut-offs.
 */
export function evaluateRequest(request: CreateBooking, choice: SailingChoice | undefined, atMs: number): Evaluation {
  const dangerousGoods = request.requestedEquipments.flatMap((equipment, e) =>
    equipment.commodities.flatMap((commodity, c) =>
      (commodity.outerPackaging?.dangerousGoods ?? []).map((goods, d) => ({
        goods,
        jsonPath: `$.requestedEquipments[${e}].commodities[${c}].outerPackaging.dangerousGoods[${d}]`,
      })),
    ),
  );
  const explosive = dangerousGoods.find(({ goods }) => isExplosive(goods.imoClass));
  if (explosive) {
    return {
      outcome: 'REJECTED',
      feedbacks: [
        {
          severity: 'ERROR',
          code: 'INFORMATIONAL_MESSAGE',
          message: `Explosives (IMO class ${explosive.goods.imoClass}, UN ${explosive.goods.UNNumber}) are not accepted for carriage.`,
          jsonPath: `${explosive.jsonPath}.imoClass`,
          property: 'imoClass',
        },
      ],
    };
  }

  const sailing = findSailing(request, choice, atMs);
  if (!sailing.found) {
    const feedback =
      sailing.reason === 'NO_SUCH_SAILING' && choice
        ? mustChange(
            `There is no sailing of ${choice.vesselName} voyage ${choice.voyageNumber} from the port of loading around the expected departure date.`,
            '$.carrierExportVoyageNumber',
            'carrierExportVoyageNumber',
          )
        : mustChange(
            'There is no sailing between the port of loading and the port of discharge within six weeks of the cargo-ready date.',
            '$.expectedDepartureFromPlaceOfReceiptDate',
            'expectedDepartureFromPlaceOfReceiptDate',
          );
    return { outcome: 'REJECTED', feedbacks: [feedback] };
  }
  const { route } = sailing;
  const leg = firstVesselLeg(route);
  const sailingName = `${leg?.vesselName ?? ''} ${leg?.voyageNumber ?? ''}`.trim();
  if (portCutOffMs(route) <= atMs) {
    return {
      outcome: 'REJECTED',
      feedbacks: [
        mustChange(
          `The port cut-off of ${sailingName} at ${route.pol.locationName} has passed: choose a later sailing.`,
          '$.vessel',
          'vessel',
        ),
      ],
    };
  }
  const reefer = request.requestedEquipments.findIndex(
    (equipment) => equipment.activeReeferSettings !== undefined && equipment.isNonOperatingReefer !== true,
  );
  if (reefer >= 0 && !routeHasReeferPlugs(route)) {
    return {
      outcome: 'REJECTED',
      feedbacks: [
        mustChange(
          `${sailingName} is routed over a feeder service without reefer plugs: an active reefer cannot be carried. Choose another sailing or a non-operating reefer.`,
          `$.requestedEquipments[${reefer}].activeReeferSettings`,
          'activeReeferSettings',
        ),
      ],
    };
  }
  const withoutContact = dangerousGoods.filter(({ goods }) => !goods.emergencyContactDetails);
  if (withoutContact.length > 0) {
    return {
      outcome: 'PENDING_UPDATE',
      feedbacks: withoutContact.map(({ goods, jsonPath }) =>
        mustChange(
          `Dangerous goods UN ${goods.UNNumber} (${goods.properShippingName}) need a 24-hour emergency contact: amend the booking with it.`,
          `${jsonPath}.emergencyContactDetails`,
          'emergencyContactDetails',
        ),
      ),
    };
  }
  return {
    outcome: 'CONFIRMED',
    booking: {
      confirmedEquipments: request.requestedEquipments.map(({ ISOEquipmentCode, units }) => ({
        ISOEquipmentCode,
        units,
      })),
      transportPlan: transportPlanOf(route),
      shipmentCutOffTimes: cutOffTimesOf(route, request),
    },
  };
}
