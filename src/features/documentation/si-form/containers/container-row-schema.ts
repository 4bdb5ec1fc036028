import { z } from '@/config/zod';

/*
 * Checks of one container row of the SI form (issue 17 section 3). Placeholder of the scaffold: the containers part
 * replaces it with the real checks (ISO 6346 check digit, seal, Rec. 21 package code, weights). The form's schema
 * composes it as `containers: z.array(siContainerRowSchema)`.
 */

/** One container row (features/documentation/si-form/si-form-values.ts SiContainerRow). */
export const siContainerRowSchema = z.object({
  containerNumber: z.string(),
  isoEquipmentCode: z.string(),
  sealNumber: z.string(),
  packageCode: z.string(),
  numberOfPackages: z.string(),
  cargoGrossWeightKg: z.string(),
  tareWeightKg: z.string(),
  cargoGrossVolumeM3: z.string(),
  isShipperOwned: z.boolean(),
});
