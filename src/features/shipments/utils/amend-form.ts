import { z } from '@/config/zod';
import { type Booking } from '@/domain/booking/booking-answer-contract';
import { COMMODITY_TYPE_MAX_LENGTH } from '@/domain/booking/booking-cargo-contract';
import {
  EQUIPMENT_UNITS_MAX,
  EQUIPMENT_UNITS_MIN,
  REMARKS_MAX_LENGTH,
  weightInKg,
} from '@/domain/booking/booking-codes-contract';
import { type CreateBooking, createBookingSchema } from '@/domain/booking/booking-contract';
import {
  CONTAINER_SIZE_TYPE_CODES,
  type ContainerSizeTypeCode,
  maxPayloadKg,
} from '@/domain/container/container-size-types';

import { missingEmergencyContacts } from './booking-actions';

/*
 * The amendment form (booking detail "Amend"): what a customer may change on a booking (equipment quantities and
 * size-types, commodities and HS codes, cargo weights, remarks) and the emergency contacts the carrier asked for
 * (PENDING_UPDATE). Values are the typed text; the schema checks them with the contract's limits and messages are
 * codes under `shipments:amend.errors`.
 */

const DECIMAL = /^\d+(?:[.,]\d{1,3})?$/;
const HS_CODE = /^\d{6,10}$/;

/** HS codes as typed: separated by commas or spaces. */
export function splitHsCodes(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

function toDecimal(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

/** The form's schema; `weightUnits` are the booking's units per line (the form keeps the unit it was booked in). */
export function amendFormSchema(weightUnits: readonly ('KGM' | 'LBR')[]) {
  return z.object({
    equipments: z
      .array(
        z.object({
          ISOEquipmentCode: z.enum(CONTAINER_SIZE_TYPE_CODES),
          units: z
            .string()
            .trim()
            .regex(/^\d{1,4}$/, 'units')
            .refine((v) => Number(v) >= EQUIPMENT_UNITS_MIN && Number(v) <= EQUIPMENT_UNITS_MAX, 'units'),
          weight: z
            .string()
            .trim()
            .regex(DECIMAL, 'weight')
            .refine((v) => toDecimal(v) > 0, 'weight'),
          commodities: z.array(
            z.object({
              commodityType: z.string().trim().min(1, 'commodity').max(COMMODITY_TYPE_MAX_LENGTH, 'commodity'),
              HSCodes: z.string().refine((v) => {
                const codes = splitHsCodes(v);
                return codes.length >= 1 && codes.length <= 10 && codes.every((code) => HS_CODE.test(code));
              }, 'hs-code'),
            }),
          ),
        }),
      )
      .superRefine((equipments, ctx) => {
        equipments.forEach((line, index) => {
          if (!DECIMAL.test(line.weight.trim())) return;
          const kg = weightInKg({ value: toDecimal(line.weight), unit: weightUnits[index] ?? 'KGM' });
          if (kg > maxPayloadKg(line.ISOEquipmentCode)) {
            ctx.addIssue({ code: 'custom', path: [index, 'weight'], message: 'weight-max' });
          }
        });
      }),
    remarks: z.string().max(REMARKS_MAX_LENGTH, 'remarks'),
    contacts: z.array(
      z.object({
        contact: z.string().trim().min(1, 'contact').max(255, 'contact'),
        phone: z
          .string()
          .trim()
          .min(1, 'phone')
          .max(30, 'phone')
          .regex(/^[+\d][\d\s()-]*$/, 'phone'),
      }),
    ),
  });
}

/** The form's values (typed text). */
export interface AmendFormValues {
  equipments: {
    ISOEquipmentCode: ContainerSizeTypeCode;
    units: string;
    weight: string;
    commodities: { commodityType: string; HSCodes: string }[];
  }[];
  remarks: string;
  contacts: { contact: string; phone: string }[];
}

/** The form's starting values: the booking as requested, one empty contact per dangerous good that lacks one. */
export function amendFormValues(booking: Booking): AmendFormValues {
  return {
    equipments: booking.requestedEquipments.map((line) => ({
      ISOEquipmentCode: line.ISOEquipmentCode,
      units: String(line.units),
      weight: String(line.cargoGrossWeight.value),
      commodities: line.commodities.map((commodity) => ({
        commodityType: commodity.commodityType,
        HSCodes: commodity.HSCodes.join(', '),
      })),
    })),
    remarks: booking.remarks ?? '',
    contacts: missingEmergencyContacts(booking).map(() => ({ contact: '', phone: '' })),
  };
}

/**
 * The whole UpdateBooking for PUT: `request` (the booking as it was requested) with the form's changes. Reefer settings
 * are dropped when a line changes to a size-type that is not a reefer (the contract allows them on reefers only).
 * Returns null when the result does not fit the contract (a bug or a stale booking; the form then says so).
 */
export function applyAmendment(request: CreateBooking, values: AmendFormValues): CreateBooking | null {
  const next = structuredClone(request);
  values.equipments.forEach((line, e) => {
    const target = next.requestedEquipments[e];
    if (!target) return;
    target.ISOEquipmentCode = line.ISOEquipmentCode;
    target.units = Number(line.units.trim());
    target.cargoGrossWeight = { ...target.cargoGrossWeight, value: toDecimal(line.weight) };
    if (line.ISOEquipmentCode.charAt(2) !== 'R') delete target.activeReeferSettings;
    line.commodities.forEach((commodity, c) => {
      const targetCommodity = target.commodities[c];
      if (!targetCommodity) return;
      targetCommodity.commodityType = commodity.commodityType.trim();
      targetCommodity.HSCodes = splitHsCodes(commodity.HSCodes);
    });
  });
  const remarks = values.remarks.trim();
  if (remarks) next.remarks = remarks;
  else delete next.remarks;
  missingEmergencyContacts(next).forEach((path, index) => {
    const contact = values.contacts[index];
    const goods =
      next.requestedEquipments[path.equipment]?.commodities[path.commodity]?.outerPackaging?.dangerousGoods?.[
        path.dangerousGoods
      ];
    if (goods && contact) {
      goods.emergencyContactDetails = { contact: contact.contact.trim(), phone: contact.phone.trim() };
    }
  });
  const parsed = createBookingSchema.safeParse(next);
  return parsed.success ? parsed.data : null;
}

/**
 * A server field error's name (react-hook-form path of the request, `requestedEquipments.0.units`) as the form's
 * field name, or null when the form has no such field (the error then shows for the form as a whole).
 */
export function toAmendFieldName(requestField: string): string | null {
  const line = /^requestedEquipments\.(\d+)\.(units|ISOEquipmentCode|cargoGrossWeight\.value)$/.exec(requestField);
  if (line) return `equipments.${line[1]}.${line[2] === 'cargoGrossWeight.value' ? 'weight' : line[2]}`;
  const commodity = /^requestedEquipments\.(\d+)\.commodities\.(\d+)\.(commodityType|HSCodes)(?:\.\d+)?$/.exec(
    requestField,
  );
  if (commodity) return `equipments.${commodity[1]}.commodities.${commodity[2]}.${commodity[3]}`;
  if (requestField === 'remarks') return 'remarks';
  return null;
}
