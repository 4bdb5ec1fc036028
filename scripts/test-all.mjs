#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, the production build with its size budgets and the nginx check, and e2e
// tests. Every step runs even when an earlier one fails, so one run shows everything that is wrong. Writes
// reports/summary.txt and prints, as its last line, `N passed, N failed`: the unit and e2e test counts, each size
// budget and each nginx check added up, plus typecheck, lint and the production build counted as one check each.
import { spawnSync } from 'node:child_process';
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

check('typecheck', run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']));
check('lint', run('lint', 'npm', ['run', '--silent', 'lint']));

const unitFailures = [];
const unitOk = run('unit', 'npx', ['vitest', 'run']);
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

const e2eOk = run('e2e', 'npx', ['playwright', 'test']);
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
