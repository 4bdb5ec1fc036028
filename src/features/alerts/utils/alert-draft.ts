import { z } from '@/config/zod-mini';

import { alertFormValuesSchema } from './alert-form';

/** Draft key (lib/draft-storage.ts) of the alert rule dialog: one open dialog at a time. */
export const ALERT_DRAFT_KEY = 'alert-rule';

/** What the draft keeps: which rule (null: a new one), the values as typed, and the Idempotency-Key of a press. */
export const alertDraftSchema = z.object({
  ruleId: z.nullable(z.string()),
  values: alertFormValuesSchema,
  idempotencyKey: z.nullable(z.string()),
});
/** See {@link alertDraftSchema}. */
export type AlertDraft = z.infer<typeof alertDraftSchema>;
