import { z } from '@/config/zod-mini';

/** A notice of the carrier (our design; the spec names notices on the home page but no call). */
export const noticeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  /** Publication date, yyyy-MM-dd (Asia/Singapore). */
  publishedOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  category: z.enum(['service', 'system', 'tariff']),
});
/** {@link noticeSchema}'s type. */
export type Notice = z.infer<typeof noticeSchema>;

/** GET v1/notices -> {@link noticesResponseSchema}, newest first. */
export const NOTICES_PATH = 'v1/notices';

/** Answer of GET v1/notices. */
export const noticesResponseSchema = z.object({ notices: z.array(noticeSchema) });
