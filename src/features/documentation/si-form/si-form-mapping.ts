import { normaliseContainerNumber } from '@/domain/container/container-number';
import type { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';
import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';

import type { SiFormValues, SiHouseBlValues, SiPartyValues } from './si-form-values';

/*
 * The SI form's values to DCSA's CreateShippingInstructions: the request a submit or an amendment
 * sends. The other way (the form prefilled from the booking, or filled from a submitted SI) is si-form-prefill.ts. One
 * consignment item per SI (si-form-values.ts).
 */

type DocumentParty = ShippingInstructionsRequest['documentParties']['shipper'];
type HouseBillOfLading = NonNullable<ShippingInstructionsRequest['houseBillOfLadings']>[number];
type IsoCode = (typeof CONTAINER_SIZE_TYPE_CODES)[number];

function documentPartyOf(party: SiPartyValues): DocumentParty {
  const hasAddress = party.street.trim() !== '' && party.city.trim() !== '' && party.countryCode.trim() !== '';
  const hasContact = party.contactName.trim() !== '' && (party.email.trim() !== '' || party.phone.trim() !== '');
  return {
    partyName: party.partyName.trim(),
    ...(hasAddress
      ? {
          address: {
            street: party.street.trim(),
            city: party.city.trim(),
            countryCode: party.countryCode.trim().toUpperCase(),
            ...(party.postCode.trim() ? { postCode: party.postCode.trim() } : {}),
          },
        }
      : {}),
    ...(hasContact
      ? {
          partyContactDetails: [
            {
              name: party.contactName.trim(),
              ...(party.email.trim() ? { email: party.email.trim() } : {}),
              ...(party.phone.trim() ? { phone: party.phone.trim() } : {}),
            },
          ],
        }
      : {}),
  };
}

const kg = (value: string) => ({ value: Number(value), unit: 'KGM' as const });

/**
 * `text` as DCSA's lines of at most `width` characters (descriptionOfGoods and shippingMarks are arrays of 35-character
 * lines, as on a printed B/L): the user's line breaks kept, long lines wrapped at spaces, a longer word cut.
 */
export function linesOf(text: string, width = 35): string[] {
  const lines: string[] = [];
  for (const paragraph of text.trim().split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.trim().split(/\s+/).filter(Boolean)) {
      for (let start = 0; start < word.length; start += width) {
        const piece = word.slice(start, start + width);
        if (line === '') line = piece;
        else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
        else {
          lines.push(line);
          line = piece;
        }
      }
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}

/** A house B/L of the form as DCSA's HouseBillOfLading: its parties and one consignment item in its container. */
function houseBillOfLadingOf(houseBl: SiHouseBlValues): HouseBillOfLading {
  const notify = houseBl.notifyParty.partyName.trim() ? [documentPartyOf(houseBl.notifyParty)] : undefined;
  const description = houseBl.descriptionOfGoods.trim();
  return {
    houseBillOfLadingReference: houseBl.houseBillOfLadingReference.trim(),
    isToOrder: houseBl.isToOrder,
    documentParties: {
      shipper: documentPartyOf(houseBl.shipper),
      ...(!houseBl.isToOrder ? { consignee: documentPartyOf(houseBl.consignee) } : {}),
      ...(notify ? { notifyParties: notify } : {}),
    },
    consignmentItems: [
      {
        descriptionOfGoods: linesOf(description).slice(0, 150),
        HSCodes: [houseBl.hsCode.trim()],
        ...(houseBl.shippingMarks.trim() ? { shippingMarks: linesOf(houseBl.shippingMarks).slice(0, 50) } : {}),
        cargoItems: [
          {
            equipmentReference: normaliseContainerNumber(houseBl.containerNumber) ?? houseBl.containerNumber.trim(),
            cargoGrossWeight: kg(houseBl.cargoGrossWeightKg),
            outerPackaging: {
              ...(houseBl.packageCode ? { packageCode: houseBl.packageCode } : {}),
              numberOfPackages: Number(houseBl.numberOfPackages),
              description: description.slice(0, 100),
            },
          },
        ],
      },
    ],
  };
}

/**
 * The request the form's values make (DCSA CreateShippingInstructions). Expects values the form's schema accepted:
 * numbers are read from their strings, container numbers normalised ('cSqU 305438-3' -> 'CSQU3054383').
 */
export function toShippingInstructionsRequest(values: SiFormValues, isEuBound: boolean): ShippingInstructionsRequest {
  const rows = values.containers.map((row) => ({
    ...row,
    containerNumber: normaliseContainerNumber(row.containerNumber) ?? row.containerNumber.trim(),
  }));
  const hsCodes = values.hsCodes
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
  const notify = values.notifyParty.partyName.trim() ? [documentPartyOf(values.notifyParty)] : undefined;
  return {
    transportDocumentTypeCode: values.transportDocumentTypeCode,
    isShippedOnBoardType: true,
    isElectronic: values.isElectronic,
    isToOrder: values.isToOrder,
    freightPaymentTermCode: values.freightPaymentTermCode,
    ...(values.numberOfOriginalsWithCharges.trim()
      ? { numberOfOriginalsWithCharges: Number(values.numberOfOriginalsWithCharges) }
      : {}),
    ...(values.numberOfCopiesWithoutCharges.trim()
      ? { numberOfCopiesWithoutCharges: Number(values.numberOfCopiesWithoutCharges) }
      : {}),
    partyContactDetails: [
      {
        name: values.contactName.trim(),
        ...(values.contactEmail.trim() ? { email: values.contactEmail.trim() } : {}),
        ...(values.contactPhone.trim() ? { phone: values.contactPhone.trim() } : {}),
      },
    ],
    documentParties: {
      shipper: documentPartyOf(values.shipper),
      ...(values.isToOrder
        ? values.endorsee.partyName.trim()
          ? { endorsee: documentPartyOf(values.endorsee) }
          : {}
        : { consignee: documentPartyOf(values.consignee) }),
      ...(notify ? { notifyParties: notify } : {}),
    },
    isCargoDeliveredInICS2Zone: isEuBound,
    ...(isEuBound && values.ics2FiledBy
      ? {
          advanceManifestFilings: [
            {
              manifestTypeCode: 'ENS',
              countryCode: 'EU',
              advanceManifestFilingsHouseBLPerformedBy: values.ics2FiledBy,
              ...(values.ics2FiledBy === 'SHIPPER' && values.ics2SelfFilerCode.trim()
                ? { selfFilerCode: values.ics2SelfFilerCode.trim() }
                : {}),
            },
          ],
        }
      : {}),
    ...(values.hasHouseBls
      ? {
          isHouseBillOfLadingsIssued: true,
          houseBillOfLadings: values.houseBls.map((houseBl) => houseBillOfLadingOf(houseBl)),
        }
      : {}),
    consignmentItems: [
      {
        carrierBookingReference: values.carrierBookingReference,
        descriptionOfGoods: linesOf(values.descriptionOfGoods).slice(0, 150),
        HSCodes: hsCodes,
        ...(values.shippingMarks.trim() ? { shippingMarks: linesOf(values.shippingMarks).slice(0, 50) } : {}),
        cargoItems: rows.map((row) => ({
          equipmentReference: row.containerNumber,
          cargoGrossWeight: kg(row.cargoGrossWeightKg),
          ...(row.cargoGrossVolumeM3.trim()
            ? { cargoGrossVolume: { value: Number(row.cargoGrossVolumeM3), unit: 'MTQ' as const } }
            : {}),
          outerPackaging: {
            ...(row.packageCode ? { packageCode: row.packageCode } : {}),
            numberOfPackages: Number(row.numberOfPackages),
            description: values.descriptionOfGoods.trim().slice(0, 100),
          },
        })),
      },
    ],
    utilizedTransportEquipments: rows.map((row) => ({
      equipment: {
        equipmentReference: row.containerNumber,
        ISOEquipmentCode: row.isoEquipmentCode as IsoCode,
        tareWeight: kg(row.tareWeightKg),
      },
      isShipperOwned: row.isShipperOwned,
      cargoGrossWeight: kg(row.cargoGrossWeightKg),
      seals: [{ number: row.sealNumber.trim(), source: 'SHI' as const }],
    })),
  };
}
