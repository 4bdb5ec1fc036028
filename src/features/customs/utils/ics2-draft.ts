import { z } from '@/config/zod-mini';
import { ICS2_FILERS } from '@/domain/customs/ics2-rules-contract';

const party = z.object({ name: z.string(), street: z.string(), city: z.string(), countryCode: z.string() });

/** The shape of a stored ICS2 form draft (the form's values, Ics2Data); a draft of another shape is dropped. */
export const ics2DraftSchema = z.object({
  filer: z.enum(ICS2_FILERS),
  houseFilerName: z.string(),
  houseFilerEori: z.string(),
  shipperEori: z.string(),
  consigneeEori: z.string(),
  buyer: party,
  seller: party,
  goods: z.array(z.object({ commodityType: z.string(), hsCode: z.string(), description: z.string() })),
});
