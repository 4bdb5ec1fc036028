// The latency parts of the bench (scripts/bench.mjs parts 3 to 10): which --only switches run each, how it is named in
// the verdicts and where its results go in the report. Budgets: docs/performance.md "Speed budgets".
import { BUDGETS, ONLY_SWITCHES, ROUTE_COUNT } from './config.mjs';
import { dndLatency } from './latency-dnd.mjs';
import { siFormLatency, vgmLatency } from './latency-documentation.mjs';
import { invoicesLatency } from './latency-invoices.mjs';
import { longRangeLatency, portScheduleLatency } from './latency-port-schedules.mjs';
import { interactionLatency } from './latency-schedule.mjs';
import { shipmentsLatency } from './latency-shipments.mjs';

const PARTS = [
  {
    switches: ['schedule', 'latency'],
    title: `Interaction latency with ${ROUTE_COUNT} routes:`,
    label: 'schedule',
    reportKey: 'interactions',
    meta: { routes: ROUTE_COUNT },
    run: (server) => interactionLatency(server.origin, server.apiBaseUrl, server.loadModule),
  },
  {
    switches: ['shipments', 'latency'],
    title: 'Interaction latency of the shipments overview (forwarder, about 10,000 bookings):',
    label: 'shipments',
    reportKey: 'shipmentsInteractions',
    meta: { account: 'demo.forwarder' },
    run: (server) => shipmentsLatency(server.origin, server.loadModule),
  },
  {
    switches: ['documentation', 'latency'],
    title: 'Interaction latency of the SI form (500 containers):',
    label: 'SI form',
    reportKey: 'siFormInteractions',
    meta: { account: 'demo.shipper', containers: 500 },
    run: (server) => siFormLatency(server.origin, server.loadModule),
  },
  {
    switches: ['vgm', 'new-pages', 'latency'],
    title: 'Interaction latency of the VGM declaration (500 containers):',
    label: 'VGM',
    reportKey: 'vgmInteractions',
    meta: { account: 'demo.shipper', booking: 'PUSB10000005', containers: 500 },
    run: (server) => vgmLatency(server.origin, server.loadModule),
  },
  {
    switches: ['port-schedule', 'new-pages', 'latency'],
    title: 'Port schedule of Busan over 4 weeks (first rows, filters):',
    label: 'port schedule',
    reportKey: 'portScheduleInteractions',
    meta: { port: 'KRPUS', weeks: 4 },
    run: (server) => portScheduleLatency(server.origin, server.loadModule),
  },
  {
    switches: ['long-range', 'new-pages', 'latency'],
    title: 'Long-range schedule of FE4 over 12 weeks (longest task):',
    label: 'long-range schedule',
    reportKey: 'longRangeScheduleLongTasks',
    meta: { service: 'FE4', weeks: 12 },
    run: (server) => longRangeLatency(server.origin, server.loadModule),
  },
  {
    switches: ['dnd', 'new-pages', 'latency'],
    title: 'Demurrage & detention list of the forwarder (first rows, filter, sort, page):',
    label: 'D&D',
    reportKey: 'dndInteractions',
    meta: { account: 'demo.forwarder' },
    run: (server) => dndLatency(server.origin, server.loadModule),
  },
  {
    switches: ['invoices', 'latency'],
    title: 'My invoices of the forwarder (first rows, filter, sort, page):',
    label: 'invoices',
    reportKey: 'invoiceInteractions',
    meta: { account: 'demo.forwarder' },
    run: (server) => invoicesLatency(server.origin, server.loadModule),
  },
];

/**
 * Runs the latency parts that the --only switches ask for (all without --only) against `server` (the production build
 * served by scripts/serve-production.mjs). A part that fails is reported as a broken budget and the next one runs.
 * Resolves to { report: { [reportKey]: { ...meta, results } }, verdicts: [{ name, value, budget, ok }] }; a result's
 * `latencyMs` is in ms, judged against its own `budgetMs` or else BUDGETS.interactionMs.
 */
export async function runLatencyParts(server) {
  const report = {};
  const verdicts = [];
  const wanted = PARTS.filter(
    (part) => ONLY_SWITCHES.length === 0 || part.switches.some((name) => ONLY_SWITCHES.includes(name)),
  );
  for (const part of wanted) {
    console.log(part.title);
    try {
      const results = await part.run(server);
      report[part.reportKey] = { ...part.meta, results };
      for (const result of results) {
        const budget = result.budgetMs ?? BUDGETS.interactionMs;
        verdicts.push({
          name: `${part.label} ${result.name} (ms)`,
          value: result.latencyMs,
          budget,
          ok: result.latencyMs <= budget,
        });
      }
    } catch (error) {
      console.error(`  ${part.label} did not finish:`, error);
      report[part.reportKey] = { ...part.meta, results: [], error: String(error) };
      verdicts.push({ name: `${part.label} (did not finish)`, value: null, budget: null, ok: false });
    }
  }
  return { report, verdicts };
}
