/**
 * The portal's feature flags (docs/requirements.md §6): their keys and the values used until the relay has
 * answered. Constants of the spec, so they live in config/ (the menu names a flag per item); the store, the hook and
 * the OpenFeature client that evaluate them are in domain/feature-flag/.
 */
export type FeatureFlagKey =
  'quote' | 'booking' | 'eFinance' | 'dispute' | 'payment' | 'taxInvoice' | 'schedules' | 'tracking' | 'redesign';

/** Every {@link FeatureFlagKey}. */
export const FEATURE_FLAG_KEYS: readonly FeatureFlagKey[] = [
  'quote',
  'booking',
  'eFinance',
  'dispute',
  'payment',
  'taxInvoice',
  'schedules',
  'tracking',
  'redesign',
];

/**
 * Values used until the relay has answered, and when it cannot be reached: the core services (quote, booking,
 * e-finance, dispute, schedules, tracking) stay usable; country-limited money features (payment, tax invoice) and the
 * redesign stay off, so nobody sees a feature their country does not have.
 */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<FeatureFlagKey, boolean>> = {
  quote: true,
  booking: true,
  eFinance: true,
  dispute: true,
  payment: false,
  taxInvoice: false,
  schedules: true,
  tracking: true,
  redesign: false,
};

/** The OpenFeature domain of the portal's flags (keeps them apart from any other provider on the page). */
export const FEATURE_FLAG_DOMAIN = 'one-ecom';

/** The value of every flag for the current user. */
export type FeatureFlagValues = Readonly<Record<FeatureFlagKey, boolean>>;
