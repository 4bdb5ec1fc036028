import { z } from '@/config/zod';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n';

/**
 * Time zones a user can pick for the dates the portal shows (IANA names). A curated list of the zones of the carrier's
 * main offices and trade lanes rather than all ~400 IANA names, which are unusable in one select.
 */
export const PROFILE_TIME_ZONES = [
  'Asia/Singapore',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'UTC',
] as const;

const NAME_MAX = 50;

/** The editable part of the profile: what PUT v1/users/me/profile accepts (our design, see mocks/handlers/profile.ts). */
export const profileUpdateSchema = z.object({
  firstName: z.string().trim().min(1, 'required').max(NAME_MAX, 'too-long'),
  lastName: z.string().trim().min(1, 'required').max(NAME_MAX, 'too-long'),
  jobTitle: z.string().trim().max(NAME_MAX, 'too-long'),
  // E.164-like: optional +, digits, spaces and dashes; 6 to 20 characters.
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'phone-format'),
  preferredLanguage: z.enum(SUPPORTED_LANGUAGES),
  timeZone: z.enum(PROFILE_TIME_ZONES),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile as GET v1/users/me/profile answers it: the editable fields plus read-only account data. */
export const profileSchema = profileUpdateSchema.extend({
  userId: z.string().min(1),
  email: z.string().min(3),
  companyName: z.string().min(1),
  customerCode: z.string().min(1),
});
export type Profile = z.infer<typeof profileSchema>;

/** Path of the current user's profile (our design: the spec shows no profile call). */
export const PROFILE_PATH = 'v1/users/me/profile';
