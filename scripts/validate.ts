/**
 * The one gate (STYLE.md): type check, lint, format, unit and component tests, the real build
 * with its bundle checks, the mock build, the browser journeys and the hydration journeys of pages
 * rendered at build time. Every step runs even when an earlier one failed, so one run reports
 * everything; the summary names each failing test and the last line is `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  /** Names of the failing tests, repeated in the summary so the end of the log says what broke. */
  failures?: string[];
}

const RESULTS_DIR = 'test-results';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): StepResult {
  const ok = run(command, args, env);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] | null }[];
  }[];
}

const relative = (path: string) => path.replace(`${process.cwd()}/`, '');

function runVitest(
  report: string,
  files: string[] = [],
): { ok: boolean; json: VitestReport | null } {
  rmSync(report, { force: true });
  const ok = run('npx', [
    'vitest',
    'run',
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  return { ok, json: readJson<VitestReport>(report) };
}

function failedTests(json: VitestReport): { file: string; name: string; message: string }[] {
  return json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        file: relative(file.name),
        name: `${relative(file.name)} › ${test.fullName}`,
        message: (test.failureMessages ?? []).join(' ').split('\n')[0]?.slice(0, 300) ?? '',
      })),
  );
}

/**
 * The files with a failing test run once more on their own: a test that passes then is listed
 * as flaky in the summary (to be fixed) without failing the run; one that fails again fails it.
 */
function vitest(): StepResult {
  const name = 'unit and component tests';
  const first = runVitest(`${RESULTS_DIR}/vitest.json`);
  if (!first.json) return { name, passed: 0, failed: 1 };
  const failing = failedTests(first.json);
  // A crash outside any test (a failing hook, an unhandled rejection) fails the run too.
  if (!first.ok && failing.length === 0)
    return { name, passed: first.json.numPassedTests, failed: 1 };
  if (failing.length === 0) return { name, passed: first.json.numPassedTests, failed: 0 };
  const files = [...new Set(failing.map((test) => test.file))];
  const rerun = runVitest(`${RESULTS_DIR}/vitest-rerun.json`, files);
  const stillFailing = new Set(rerun.json ? failedTests(rerun.json).map((test) => test.name) : []);
  const broken = failing.filter((test) => !rerun.json || stillFailing.has(test.name));
  const flaky = failing.filter((test) => !broken.includes(test));
  return {
    name,
    passed: first.json.numPassedTests + flaky.length,
    failed: broken.length + (rerun.json && !rerun.ok && stillFailing.size === 0 ? 1 : 0),
    failures: [
      ...broken.map((test) => `${test.name}: ${test.message}`),
      ...flaky.map((test) => `flaky (passed when run again): ${test.name}: ${test.message}`),
    ],
  };
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; ok: boolean }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
}

function failedSpecs(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `${suite.title} › ${spec.title}`),
    ...failedSpecs(suite.suites),
  ]);
}

/**
 * One Playwright run, counted test by test: `report` is where its config writes its JSON report
 * (E2E_REPORT / E2E_SSR_REPORT name it, so the gate reads the file it asked for).
 */
function playwright(name: string, args: string[], report: string, reportEnv: string): StepResult {
  rmSync(report, { force: true });
  const ok = run('npx', ['playwright', 'test', ...args], { [reportEnv]: report });
  const json = readJson<PlaywrightReport>(report);
  const stats = json?.stats;
  if (!stats) return { name, passed: 0, failed: 1 };
  const failed = stats.unexpected + stats.flaky + (!ok && stats.unexpected === 0 ? 1 : 0);
  return { name, passed: stats.expected, failed, failures: failedSpecs(json.suites) };
}

function e2e(buildOk: boolean): StepResult {
  if (!buildOk)
    return { name: 'browser journeys (not run: mock build failed)', passed: 0, failed: 1 };
  return playwright('browser journeys', [], `${RESULTS_DIR}/e2e.json`, 'E2E_REPORT');
}

/**
 * The hydration journeys of pages rendered at build time (tests/e2e/ssr): their config makes its
 * own mock build with React's development build, which reports every hydration mismatch.
 */
function hydrationJourneys(): StepResult {
  return playwright(
    'hydration journeys',
    ['-c', 'playwright.ssr.config.ts'],
    `${RESULTS_DIR}/e2e-ssr.json`,
    'E2E_SSR_REPORT',
  );
}

mkdirSync(RESULTS_DIR, { recursive: true });
const steps: StepResult[] = [];
steps.push(check('type check', 'npx', ['tsc', '--noEmit']));
steps.push(check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']));
steps.push(check('format', 'npx', ['prettier', '--check', '.']));
steps.push(vitest());
steps.push(check('real build and bundle checks', 'npx', ['tsx', 'scripts/check-bundle.ts']));
const mockBuild = check('mock build', 'npm', ['run', 'build:mock']);
steps.push(mockBuild);
steps.push(e2e(mockBuild.failed === 0 && existsSync('dist-mock/index.html')));
steps.push(hydrationJourneys());

console.log('\nSummary');
for (const step of steps) {
  console.log(
    `  ${step.failed === 0 ? 'ok  ' : 'FAIL'} ${step.name}: ${step.passed} passed, ${step.failed} failed`,
  );
  for (const failure of step.failures ?? []) console.log(`       ✗ ${failure}`);
}
const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
