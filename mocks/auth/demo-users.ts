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
  /**
   * A colleague of the forwarder at Hansa Spedition (same customerCode), who books as much: My invoices shows the
   * company's invoices of both, about 30,000 (docs/areas/e-finance.md, "Invoice sources").
   */
  forwarder2: {
    user: {
      userId: 'demo.forwarder2',
      firstName: 'Jonas',
      lastName: 'Petersen',
      companyName: 'Hansa Spedition GmbH',
      customerCode: 'DE00388610',
      customerCountry: 'DE',
    },
    password: 'Forwarder2#2026',
    details: {
      email: 'j.petersen@hansa-spedition.de',
      jobTitle: 'Export Coordinator',
      phone: '+49 40 3785 2214',
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
  /** A US importer: online payment runs in the US (the mock relay's `payment` flag), so it pays its USD invoices. */
  us: {
    user: {
      userId: 'demo.us',
      firstName: 'Emily',
      lastName: 'Carter',
      companyName: 'Bayview Home Goods Inc.',
      customerCode: 'US00731904',
      customerCountry: 'US',
    },
    password: 'Payer#2026',
    details: {
      email: 'emily.carter@bayviewhomegoods.com',
      jobTitle: 'Accounts Payable Lead',
      phone: '+1 562 590 4410',
      preferredLanguage: 'en',
      timeZone: 'America/Los_Angeles',
    },
  },
  /** An Indian exporter at Nhava Sheva: its invoices issued in India carry GST e-invoices (the `taxInvoice` flag). */
  india: {
    user: {
      userId: 'demo.india',
      firstName: 'Priya',
      lastName: 'Nair',
      companyName: 'Konkan Polymers Pvt. Ltd.',
      customerCode: 'IN00061842',
      customerCountry: 'IN',
    },
    password: 'India#2026',
    details: {
      email: 'priya.nair@konkanpolymers.in',
      jobTitle: 'Export Finance Manager',
      phone: '+91 22 2724 1180',
      preferredLanguage: 'en',
      timeZone: 'Asia/Kolkata',
    },
  },
} as const satisfies Record<string, DemoUser>;

/** The role of a demo account: 'shipper', 'shipper2', 'forwarder', 'locked', 'expired', 'us', ... */
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
