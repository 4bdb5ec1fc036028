import { z } from '@/config/zod-mini';
import { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';
import { doorAddressSchema } from '@/features/booking/utils/door-address';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';

/*
 * Quick booking's draft (nothing typed is lost): the details typed so far, for which sailing, and the
 * Idempotency-Key of the submit once Submit was first pressed. Per user through lib/draft-storage (survives a reload,
 * a session timeout and re-login; never read for another user); cleared when the booking is created.
 */

const DRAFT_KEY = 'quick-booking';
const DRAFT_VERSION = 1;

/**
 * The details step's values as typed (numbers stay text until submit, as the inputs hold them). The terms (DCSA
 * receiptTypeAtOrigin / deliveryTypeAtDestination) are absent until the step has shown the sailing's; each Door end's
 * address is asked for once its term is Door.
 */
export const quickBookingDetailsSchema = z.object({
  sizeType: z.enum(CONTAINER_SIZE_TYPE_CODES),
  units: z.string(),
  commodity: z.string(),
  hsCode: z.string(),
  weight: z.string(),
  weightUnit: z.enum(['KGM', 'LBR']),
  contractKind: z.enum(['serviceContract', 'quotation']),
  contractNumber: z.string(),
  receiptType: z.optional(z.enum(['CY', 'SD'])),
  deliveryType: z.optional(z.enum(['CY', 'SD'])),
  pickupAddress: z.optional(doorAddressSchema),
  deliveryAddress: z.optional(doorAddressSchema),
});
/** The details step's form values. */
export type QuickBookingDetails = z.infer<typeof quickBookingDetailsSchema>;

/** An empty details form: 40' high cube (the most booked size-type), kilograms, a service contract. */
export const EMPTY_DETAILS: QuickBookingDetails = {
  sizeType: '45G1',
  units: '',
  commodity: '',
  hsCode: '',
  weight: '',
  weightUnit: 'KGM',
  contractKind: 'serviceContract',
  contractNumber: '',
};

const draftSchema = z.object({
  details: quickBookingDetailsSchema,
  idempotencyKey: z.optional(z.string().check(z.minLength(1))),
});
/** The stored draft. */
export type QuickBookingDraft = z.infer<typeof draftSchema>;

/** The current user's draft, or null. */
export function readQuickBookingDraft(): QuickBookingDraft | null {
  return readDraft(DRAFT_KEY, draftSchema, { version: DRAFT_VERSION });
}

/** Stores the current user's draft. */
export function writeQuickBookingDraft(draft: QuickBookingDraft): void {
  writeDraft(DRAFT_KEY, draft, { version: DRAFT_VERSION });
}

/** Removes the current user's draft (the booking was created). */
export function clearQuickBookingDraft(): void {
  clearDraft(DRAFT_KEY);
}
