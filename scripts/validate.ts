/**
 * The one gate (STYLE.md): type check, lint, format, unit and component tests, the real build
 * with its bundle checks, the mock build and the browser journeys. Every step runs even when an
 * earlier one failed, so one run reports everything; the last line is `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface StepResult {
  name: string;
  passed: number;
  failed: number;
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

function vitest(): StepResult {
  const report = `${RESULTS_DIR}/vitest.json`;
  rmSync(report, { force: true });
  const ok = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson<{ numPassedTests: number; numFailedTests: number }>(report);
  if (!json) return { name: 'unit and component tests', passed: 0, failed: 1 };
  // A crash outside any test (a failing hook, an unhandled rejection) fails the run too.
  const extra = !ok && json.numFailedTests === 0 ? 1 : 0;
  return {
    name: 'unit and component tests',
    passed: json.numPassedTests,
    failed: json.numFailedTests + extra,
  };
}

interface PlaywrightStats {
  stats?: { expected: number; unexpected: number; flaky: number };
}

function e2e(buildOk: boolean): StepResult {
  if (!buildOk)
    return { name: 'browser journeys (not run: mock build failed)', passed: 0, failed: 1 };
  const report = `${RESULTS_DIR}/e2e.json`;
  rmSync(report, { force: true });
  const ok = run('npx', ['playwright', 'test']);
  const stats = readJson<PlaywrightStats>(report)?.stats;
  if (!stats) return { name: 'browser journeys', passed: 0, failed: 1 };
  const failed = stats.unexpected + stats.flaky + (!ok && stats.unexpected === 0 ? 1 : 0);
  return { name: 'browser journeys', passed: stats.expected, failed };
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

console.log('\nSummary');
for (const step of steps) {
  console.log(
    `  ${step.failed === 0 ? 'ok  ' : 'FAIL'} ${step.name}: ${step.passed} passed, ${step.failed} failed`,
  );
}
const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
