import { z } from '@/config/zod-mini';
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

const requiredName = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(NAME_MAX, 'too-long'));
const nonEmpty = z.string().check(z.minLength(1));

// zod/mini: every logged-in page reads the profile after its first paint (the preferred language), and the chained
// API would add its own chunk and evaluation to that (docs/performance.md "How the pages meet the mobile budgets").

/** The editable part of the profile: what PUT v1/users/me/profile accepts (our design, see mocks/handlers/profile.ts). */
export const profileUpdateSchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  jobTitle: z.string().check(z.trim(), z.maxLength(NAME_MAX, 'too-long')),
  // E.164-like: optional +, digits, spaces and dashes; 6 to 20 characters.
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9][0-9 -]{5,19}$/, 'phone-format')),
  preferredLanguage: z.enum(SUPPORTED_LANGUAGES),
  timeZone: z.enum(PROFILE_TIME_ZONES),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile as GET v1/users/me/profile answers it: the editable fields plus read-only account data. */
export const profileSchema = z.extend(profileUpdateSchema, {
  userId: nonEmpty,
  email: z.string().check(z.minLength(3)),
  companyName: nonEmpty,
  customerCode: nonEmpty,
});
export type Profile = z.infer<typeof profileSchema>;

/** Path of the current user's profile (our design: the spec shows no profile call). */
export const PROFILE_PATH = 'v1/users/me/profile';
