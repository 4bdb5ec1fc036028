import { useTranslation } from 'react-i18next';

import type { Fault } from '../scenarios';

/** Endpoints the panel offers: i18n key (namespace `session`, `qa.*`) and the scenario path. */
export const ENDPOINTS = [
  { key: 'qa.endpoint-all', path: '*' },
  { key: 'qa.endpoint-routes', path: 'v1/schedule/point-to-point' },
  { key: 'qa.endpoint-locations', path: 'v1/schedule/point-to-point/locations' },
  { key: 'qa.endpoint-downloads', path: 'v1/schedule/point-to-point/files/downloads' },
  { key: 'qa.endpoint-emails', path: 'v1/schedule/point-to-point/emails' },
  { key: 'qa.endpoint-token', path: 'auth/token' },
  { key: 'qa.endpoint-login', path: 'auth/login' },
  { key: 'qa.endpoint-me', path: 'v1/users/me' },
] as const;

/** The panel's names of a fault ('HTTP 503', 'Network error') and of an endpoint path (the path itself if unknown). */
export function useFaultLabels(): { faultLabel: (fault: Fault) => string; endpointLabel: (path: string) => string } {
  const { t } = useTranslation('session');
  const faultLabel = (fault: Fault) =>
    typeof fault === 'number' ? t('qa.fault-status', { status: fault }) : t(`qa.fault-${fault}`);
  const endpointLabel = (path: string) => {
    const known = ENDPOINTS.find((endpoint) => endpoint.path === path);
    return known ? t(known.key) : path;
  };
  return { faultLabel, endpointLabel };
}
