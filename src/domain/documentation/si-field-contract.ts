import { z } from '@/config/zod';

/*
 * The field formats the SI and transport document schemas share (DCSA eBL 3.0.4,
 * shared/reference/dcsa/EBL_v3.0.4.yaml): free text, weights and volumes. si-contract.ts says what the SI contract is and which calls use it.
 */

/** DCSA free text of 1 to `max` characters, trimmed. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** DCSA CargoGrossWeight / TareWeight: value with unit KGM or LBR. */
export const weightSchema = z.object({ value: z.number().positive(), unit: z.enum(['KGM', 'LBR']) });
export type Weight = z.infer<typeof weightSchema>;
/** DCSA CargoGrossVolume: value with unit MTQ (m³) or FTQ (ft³). */
export const volumeSchema = z.object({ value: z.number().positive(), unit: z.enum(['MTQ', 'FTQ']) });
