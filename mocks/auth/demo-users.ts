import type { CurrentUser } from '@/domain/session/session-contract';
import type { Profile } from '@/features/profile/api/profile-contract';

/*
 * The demo accounts of the mock carrier backend, written once (docs/mock-backend.md "Demo users"): the mock's account table
 * (mocks/db.ts) is seeded from them, and unit tests and e2e log in with {@link DEMO_LOGINS}.
 */

/** Contact details and preferences a demo account adds to its current user: the rest of its profile. */
export type DemoProfileDetails = Pick<Profile, 'email' | 'jobTitle' | 'phone' | 'preferredLanguage' | 'timeZone'>;

/** A demo account: the current user the API returns, the password, its profile details and what makes it special. */
export interface DemoUser {
  user: CurrentUser;
  password: string;
  details: DemoProfileDetails;
  /** The login is refused with 403 ACCOUNT_LOCKED. */
  locked?: boolean;
  /** The refresh token expires 1 minute after login, before the access token: its 401 ends the session. */
  expiredRefresh?: boolean;
}

/** The demo accounts, by role in the README table. */
export const DEMO_USERS = {
  shipper: {
    user: {
      userId: 'demo.shipper',
      firstName: 'Min-jun',
      lastName: 'Kim',
      companyName: 'Hanil Electronics Co., Ltd.',
      customerCode: 'KR00104271',
      customerCountry: 'KR',
    },
    password: 'Shipper#2026',
    details: {
      email: 'minjun.kim@hanil-elec.co.kr',
      jobTitle: 'Export Logistics Manager',
      phone: '+82 51 740 2315',
      preferredLanguage: 'en',
      timeZone: 'Asia/Seoul',
    },
  },
  /** A colleague of the shipper at Hanil Electronics (same customerCode): templates are shared with them. */
  shipper2: {
    user: {
      userId: 'demo.shipper2',
      firstName: 'Seo-yeon',
      lastName: 'Park',
      companyName: 'Hanil Electronics Co., Ltd.',
      customerCode: 'KR00104271',
      customerCountry: 'KR',
    },
    password: 'Shipper2#2026',
    details: {
      email: 'seoyeon.park@hanil-elec.co.kr',
      jobTitle: 'Export Coordinator',
      phone: '+82 51 740 2318',
      preferredLanguage: 'en',
      timeZone: 'Asia/Seoul',
    },
  },
  forwarder: {
    user: {
      userId: 'demo.forwarder',
      firstName: 'Sophie',
      lastName: 'Müller',
      companyName: 'Hansa Spedition GmbH',
      customerCode: 'DE00388610',
      customerCountry: 'DE',
    },
    password: 'Forwarder#2026',
    details: {
      email: 's.mueller@hansa-spedition.de',
      jobTitle: 'Ocean Freight Coordinator',
      phone: '+49 40 3785 2210',
      preferredLanguage: 'en',
      timeZone: 'Europe/Berlin',
    },
  },
  locked: {
    user: {
      userId: 'demo.locked',
      firstName: 'Arjun',
      lastName: 'Mehta',
      companyName: 'Coromandel Textiles Pvt. Ltd.',
      customerCode: 'IN00052316',
      customerCountry: 'IN',
    },
    password: 'Locked#2026',
    details: {
      email: 'arjun.mehta@coromandeltex.in',
      jobTitle: 'Shipping Executive',
      phone: '+91 44 2524 6630',
      preferredLanguage: 'en',
      timeZone: 'Asia/Kolkata',
    },
    locked: true,
  },
  expired: {
    user: {
      userId: 'demo.expired',
      firstName: 'Yui',
      lastName: 'Tanaka',
      companyName: 'Setouchi Trading K.K.',
      customerCode: 'JP00217745',
      customerCountry: 'JP',
    },
    password: 'Expired#2026',
    details: {
      email: 'y.tanaka@setouchi-trading.co.jp',
      jobTitle: 'Logistics Specialist',
      phone: '+81 82 251 4470',
      preferredLanguage: 'ja',
      timeZone: 'Asia/Tokyo',
    },
    expiredRefresh: true,
  },
} as const satisfies Record<string, DemoUser>;

/** The role of a demo account: 'shipper', 'shipper2', 'forwarder', 'locked', 'expired'. */
export type DemoRole = keyof typeof DEMO_USERS;

/**
 * What a login form takes for each demo account, plus the display name the account menu shows ('Min-jun Kim'):
 * `DEMO_LOGINS.shipper` is `{ userId: 'demo.shipper', password: 'Shipper#2026', name: 'Min-jun Kim' }`.
 */
export const DEMO_LOGINS = Object.fromEntries(
  Object.entries(DEMO_USERS).map(([role, demo]) => [
    role,
    { userId: demo.user.userId, password: demo.password, name: `${demo.user.firstName} ${demo.user.lastName}` },
  ]),
) as Record<DemoRole, { userId: string; password: string; name: string }>;
