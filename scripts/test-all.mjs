#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, the production build with its size budgets and the nginx check, and e2e
// tests. Every step runs even when an earlier one fails, so one run shows everything that is wrong. Writes
// reports/summary.txt and prints, as its last line, `N passed, N failed`: the unit and e2e test counts, each size
// budget and each nginx check added up, plus typecheck, lint and the production build counted as one check each.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const REPORTS = 'reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const env = { ...process.env, CI_REPORT: '1' };
const results = [];

function run(name, command, args) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`=== ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds} s`);
  return status === 0;
}

/**
 * Runs steps side by side, each printed whole when it ends (or, `live`, as it runs): on a 2-core machine tsc and
 * ESLint each keep one core busy, and the e2e tests (one browser) leave a core to the unit tests (docs/testing.md).
 */
async function runSideBySide(steps) {
  const runOne = ({ name, command, args, live = false }) =>
    new Promise((resolve) => {
      const started = Date.now();
      const output = [];
      if (live) console.log(`\n=== ${name} (its output follows as it runs): ${command} ${args.join(' ')}`);
      const stdio = ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'];
      const child = spawn(command, args, { env, stdio });
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
      child.on('close', (status) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        const verdict = `=== ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds} s`;
        if (live) console.log(verdict);
        const print = () => {
          if (live) return;
          console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
          process.stdout.write(Buffer.concat(output));
          console.log(verdict);
        };
        resolve({ ok: status === 0, print });
      });
    });
  // Buffered outputs print once every step has ended, so they never land inside a live one.
  const outcomes = await Promise.all(steps.map(runOne));
  for (const outcome of outcomes) outcome.print();
  return outcomes.map((outcome) => outcome.ok);
}

function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function check(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

const [typecheckOk, lintOk] = await runSideBySide([
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
]);
check('typecheck', typecheckOk);
check('lint', lintOk);

/** A step whose script writes `{ passed, failed }` (or verdicts) to a report: its counts, or one failure. */
function countedStep(name, command, args, report, count) {
  const ok = run(name, command, args);
  const counts = readJson(report);
  if (!counts) {
    results.push({ name, passed: 0, failed: 1 });
    return;
  }
  const { passed, failed } = count(counts);
  results.push({ name, passed, failed: failed + (!ok && failed === 0 ? 1 : 0) });
}

// The production build (no mocks), then its deterministic size budgets and Debian's nginx serving it.
const buildOk = run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
check('build', buildOk);
if (buildOk) {
  countedStep('size', 'node', ['scripts/size-budget.mjs'], `${REPORTS}/size.json`, (size) => ({
    passed: size.verdicts.filter((verdict) => verdict.ok).length,
    failed: size.verdicts.filter((verdict) => !verdict.ok).length,
  }));
  countedStep('nginx', 'node', ['scripts/nginx-check.mjs'], `${REPORTS}/nginx.json`, (nginx) => nginx);
}

// One Vitest worker beside the one Playwright browser: the two cores are shared, each suite keeps its own core.
const [unitOk, e2eOk] = await runSideBySide([
  { name: 'unit', command: 'npx', args: ['vitest', 'run', '--maxWorkers=1'] },
  { name: 'e2e', command: 'npx', args: ['playwright', 'test'], live: true },
]);
const unitFailures = [];
const unit = readJson(`${REPORTS}/unit.json`);
if (unit) {
  // A test file that fails to load has no failed tests but a failed suite: count it.
  const brokenFiles = (unit.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.length,
  );
  const failed =
    unit.numFailedTests + brokenFiles.length + (!unitOk && unit.numFailedTests + brokenFiles.length === 0 ? 1 : 0);
  results.push({ name: 'unit', passed: unit.numPassedTests, failed });
  // CI shows only the end of the output: name each failed unit test again next to the summary.
  for (const file of unit.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 160);
      unitFailures.push(`${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}: ${reason}`);
    }
  }
} else {
  results.push({ name: 'unit', passed: 0, failed: 1 });
}

const e2e = readJson(`${REPORTS}/e2e.json`);
if (e2e?.stats) {
  const failed = e2e.stats.unexpected + (!e2eOk && e2e.stats.unexpected === 0 ? 1 : 0);
  results.push({ name: 'e2e', passed: e2e.stats.expected + e2e.stats.flaky, failed });
} else {
  results.push({ name: 'e2e', passed: 0, failed: 1 });
}

if (unitFailures.length > 0) console.log(`\n=== failed unit tests\n${unitFailures.join('\n')}`);
console.log('\n=== summary');
for (const r of results) console.log(`${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(`${REPORTS}/summary.txt`, `${summary}\n`);
console.log(summary);
process.exit(failed === 0 ? 0 : 1);
