import { delay, http, HttpResponse, type RequestHandler } from 'msw';

import { getRuntimeConfig } from '@/config/runtime-config';

import { errorResponse } from './http';

/*
 * QA fault scenarios (docs/mock-backend.md "QA fault scenarios"). A scenario makes the mock backend answer matching requests with a
 * fault instead of the happy path, once or always. Scenarios live in the app origin's localStorage
 * ({@link SCENARIOS_KEY}) and are read on every request, so Playwright can switch them before or during a test (in
 * every tab), and the QA panel (mocks/qa-panel.tsx) edits the same list.
 */

/** HTTP statuses a scenario can answer with (docs/requirements.md §8 "Statuses known"). */
export const FAULT_STATUSES = [400, 401, 403, 404, 406, 429, 500, 503, 504] as const;

/**
 * A fault: one of {@link FAULT_STATUSES} (with the carrier's `{code, status, message}` body), 'network-error'
 * (`HttpResponse.error()`, the browser reports a failed fetch), 'timeout' (the gateway gives up: waits `delayMs`,
 * default 2000 ms, then answers 504 GATEWAY_TIMEOUT; the client's own 600000 ms timeout is impractical to wait for)
 * or 'slow' (the happy answer, `delayMs` later, default 3000 ms). 'hold' (tests only, not in the QA panel) keeps the
 * request until {@link releaseHeldRequests} is called in the tab that sent it (or `delayMs`, default 30000 ms, passed),
 * then answers it happily: a test can make "at the same moment" true instead of hoping for it.
 */
export type Fault = (typeof FAULT_STATUSES)[number] | 'network-error' | 'timeout' | 'slow' | 'hold';

/** Every fault the QA panel offers, in its order ('hold' is for tests: it needs a release call). */
export const FAULTS: readonly Fault[] = [...FAULT_STATUSES, 'network-error', 'timeout', 'slow'];

const heldRequests = new Set<() => void>();

/** Answers every request a 'hold' scenario holds in this tab; returns how many there were. */
export function releaseHeldRequests(): number {
  const count = heldRequests.size;
  for (const release of heldRequests) release();
  heldRequests.clear();
  return count;
}

/**
 * One scenario. `path` selects requests by URL pathname: '*' for every API call (main, legacy, auth, flags, geo),
 * a glob with '*' wildcards ('/api/v1/schedule/*'), or a pathname suffix ('v1/schedule/point-to-point' matches
 * '/api/v1/schedule/point-to-point' but not its '/locations'). `method` ('GET', 'POST', ...) narrows it; omitted
 * means any. `times` 'once' removes the scenario after its first match.
 */
export interface FaultScenario {
  id: string;
  path: string;
  method?: string;
  fault: Fault;
  times: 'once' | 'always';
  /** Delay in ms for 'slow' and 'timeout'. */
  delayMs?: number;
}

/** localStorage key of the active scenarios (a JSON array of {@link FaultScenario}). */
export const SCENARIOS_KEY = 'one-ecom.mock-scenarios';

/** The active scenarios, in the order they were added. */
export function readScenarios(): FaultScenario[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SCENARIOS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? (value as FaultScenario[]) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function writeScenarios(scenarios: FaultScenario[]): void {
  if (typeof localStorage === 'undefined') return;
  if (scenarios.length === 0) localStorage.removeItem(SCENARIOS_KEY);
  else localStorage.setItem(SCENARIOS_KEY, JSON.stringify(scenarios));
  for (const listener of listeners) listener();
}

/** Adds a scenario (an id is made when missing); returns it. */
export function addScenario(scenario: Omit<FaultScenario, 'id'> & { id?: string }): FaultScenario {
  const full: FaultScenario = { ...scenario, id: scenario.id ?? crypto.randomUUID() };
  writeScenarios([...readScenarios(), full]);
  return full;
}

/** Removes the scenario with `id`. */
export function removeScenario(id: string): void {
  writeScenarios(readScenarios().filter((scenario) => scenario.id !== id));
}

/** Removes every scenario. */
export function clearScenarios(): void {
  writeScenarios([]);
}

/** Calls `listener` when this page changes the list (the QA panel re-renders). Returns the unsubscribe function. */
export function onScenariosChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return new RegExp(`^${escaped}$`);
}

function apiPrefixes(): string[] {
  const config = getRuntimeConfig();
  return [
    config.apiBaseUrl,
    config.legacyApiBaseUrl,
    config.authUrl,
    config.featureFlagRelayUrl,
    config.geolocationUrl,
  ];
}

function isApiRequest(url: URL): boolean {
  return apiPrefixes().some((base) => {
    const prefix = new URL(base, url.origin);
    return url.origin === prefix.origin && url.pathname.startsWith(prefix.pathname);
  });
}

/** True when `scenario` selects a request with this method and URL (see {@link FaultScenario}). */
export function scenarioMatches(scenario: FaultScenario, method: string, url: URL): boolean {
  if (!isApiRequest(url)) return false;
  if (scenario.method && scenario.method.toUpperCase() !== method.toUpperCase()) return false;
  const path = scenario.path.trim();
  if (path === '*' || path === '') return true;
  if (path.includes('*')) return globToRegExp(path.startsWith('/') ? path : `*${path}`).test(url.pathname);
  return url.pathname.endsWith(path.startsWith('/') ? path : `/${path}`);
}

/** Finds the first scenario for this request; a 'once' scenario is used up. */
function takeScenario(method: string, url: URL): FaultScenario | undefined {
  const scenarios = readScenarios();
  const match = scenarios.find((scenario) => scenarioMatches(scenario, method, url));
  if (match?.times === 'once') writeScenarios(scenarios.filter((scenario) => scenario !== match));
  return match;
}

const STATUS_CODES: Record<(typeof FAULT_STATUSES)[number], string> = {
  400: 'INVALID_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'NOT_ACCEPTABLE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/**
 * The catch-all handler that injects faults; it goes first in the handler list. Requests without a matching
 * scenario fall through to the happy-path handlers.
 */
export const scenarioHandlers: RequestHandler[] = [
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const scenario = takeScenario(request.method, url);
    if (!scenario) return undefined;
    switch (scenario.fault) {
      case 'network-error':
        return HttpResponse.error();
      case 'timeout':
        await delay(scenario.delayMs ?? 2_000);
        return errorResponse(504, 'GATEWAY_TIMEOUT', 'The upstream service did not answer in time.');
      case 'slow':
        await delay(scenario.delayMs ?? 3_000);
        return undefined;
      case 'hold':
        await new Promise<void>((resolve) => {
          heldRequests.add(resolve);
          setTimeout(resolve, scenario.delayMs ?? 30_000);
        });
        return undefined;
      default:
        return errorResponse(scenario.fault, STATUS_CODES[scenario.fault], `QA scenario: HTTP ${scenario.fault}.`);
    }
  }),
];
