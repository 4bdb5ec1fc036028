import { z } from '@/config/zod';
import type { LoginRequest } from '@/domain/session/session-contract';

/**
 * The login form's rules (docs/requirements.md §4): user ID (trimmed) and password are required; the messages are i18n keys of
 * the `session` namespace. Lives with the lazily loaded login page so the full zod stays out of the app shell.
 */
export const loginRequestSchema = z.object({
  userId: z.string().trim().min(1, 'login.error-user-id-required'),
  password: z.string().min(1, 'login.error-password-required'),
}) satisfies z.ZodType<LoginRequest>;
