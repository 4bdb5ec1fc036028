// The bench's budgets, pages and command-line flags (scripts/bench.mjs says what each part measures).
import { SIZE_BUDGETS } from '../size-budget.mjs';
export const BUDGETS = {
  ...SIZE_BUDGETS,
  performance: 95,
  // The worst of the mobile runs: a user gets one run, not the median (docs/performance.md).
  performanceWorst: 90,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  interactionMs: 100,
  // Time from the input (Search, Log in) to the first frame with rows of a list the user waits for (docs/performance.md).
  firstRowsMs: 1000,
  // The longest main-thread task while a large grid renders or scrolls (the long-range schedule).
  longTaskMs: 100,
};
export const PORT = Number(process.env.BENCH_PORT ?? 4684);
export const LIGHTHOUSE_PAGES = [
  '/one-ecom/',
  '/one-ecom/schedule/point-to-point-schedule',
  '/one-ecom/prices/one-quote',
];
/**
 * Pages behind login (the booking request), measured logged in as the demo shipper
 * (mocks/auth/demo-users.ts DEMO_LOGINS.shipper): see {@link runLighthouseLoggedIn}.
 */
export const LOGGED_IN_LIGHTHOUSE_PAGES = ['/one-ecom/booking/booking-request', '/one-ecom/documentation/si-summary'];
/**
 * The other schedule pages, public and prerendered like the point-to-point schedule: a first visit from the menu or a
 * search engine, without a search (docs/performance.md). Measured in a full run and with --only=schedules.
 */
export const SCHEDULE_LIGHTHOUSE_PAGES = [
  '/one-ecom/schedule/vessel-schedule',
  '/one-ecom/schedule/port-schedule',
  '/one-ecom/schedule/long-range-schedule',
];
export const BENCH_LOGIN = { userId: 'demo.shipper', password: 'Shipper#2026' };
export const MOBILE_RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 5);
export const ROUTE_COUNT = 1000;
export const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];
/** The --only switches given, split at commas (--only=vgm,dnd); empty without --only. */
export const ONLY_SWITCHES = ONLY ? ONLY.split(',') : [];

export const HIGHER_IS_BETTER = new Set(['performance', 'accessibility', 'bestPractices']);

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
