import type { FeatureFlagKey } from '@/config/feature-flags';

import { findAccount } from '../auth/accounts';
import { verifyAccessToken } from '../auth/auth-db';
import { evaluateFlags } from '../feature-flags/handlers';
import { errorResponse } from '../http';

/** What an e-finance resource says when it refuses: without a login, and where its flag is off. */
export interface GuardMessages {
  login: string;
  off: string;
}

/**
 * The user of an e-finance request (docs/areas/e-finance.md), or the refusal as the API answers it: 401 UNAUTHORIZED
 * with `messages.login` without a valid bearer token, 403 FEATURE_DISABLED with `messages.off` when `eFinance` or the
 * resource's own `flag` (dispute, payment, taxInvoice) is off for the user's country under the flag relay's rules
 * (mocks/feature-flags/handlers.ts).
 */
export async function eFinanceUserOf(
  request: Request,
  flag: FeatureFlagKey | undefined,
  messages: GuardMessages,
): Promise<string | Response> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const userId = token ? await verifyAccessToken(token) : null;
  if (!userId) return errorResponse(401, 'UNAUTHORIZED', messages.login);
  const country = findAccount(userId)?.user.customerCountry;
  const off = evaluateFlags(country).flags.some(
    (entry) => (entry.key === 'eFinance' || entry.key === flag) && 'value' in entry && entry.value === false,
  );
  return off ? errorResponse(403, 'FEATURE_DISABLED', messages.off) : userId;
}
