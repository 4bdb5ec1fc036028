/**
 * Feature flags (issue 4 section 4, spec section 6). Placeholder until the flags work lands: every flag is on except
 * 'redesign'. The exported API stays: {@link FeatureFlagKey} and {@link useFeatureFlag}.
 */
export type FeatureFlagKey =
  'quote' | 'booking' | 'eFinance' | 'dispute' | 'payment' | 'taxInvoice' | 'schedules' | 'tracking' | 'redesign';

/** Whether the feature `key` is on for the current user (country-aware). */
export function useFeatureFlag(key: FeatureFlagKey): boolean {
  return key !== 'redesign';
}
