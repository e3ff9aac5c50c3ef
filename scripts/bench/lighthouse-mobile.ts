import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.ts';
import { findLcpDetails, type LcpDetails } from './lighthouse-lcp.ts';

/** Lighthouse's mobile preset (simulated slow 4G, 4× CPU), performance only. */
export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  report: Result;
  lcpDetails: LcpDetails;
}

export async function runLighthouse(
  url: string,
  extraFlags: readonly string[] = [],
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: [...CHROMIUM_LAUNCH_OPTIONS.args, ...extraFlags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const report = result?.lhr;
    if (!report) throw new Error(`Lighthouse returned no report for ${url}`);
    if (report.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
    }
    const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((report.categories.performance?.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      fcp: metric('first-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      report,
      lcpDetails: await findLcpDetails(report, result.artifacts),
    };
  } finally {
    chrome.kill();
  }
}

type Row = Record<string, unknown>;

function itemsOf(report: Result, id: string): Row[] {
  const details = report.audits[id]?.details as { items?: Row[] } | undefined;
  return details?.items ?? [];
}

const ms = (value: unknown) => `${Math.round(Number(value ?? 0))} ms`.padStart(8);
const short = (url: unknown) =>
  String(url ?? '')
    .replace(/^https?:\/\/[^/]+/, '')
    .slice(0, 90);

/** The long tasks, where main-thread time went, script costs, and the LCP element and phases. */
export function printLighthouseDetails({ report, lcpDetails }: LighthouseFigures): void {
  for (const warning of report.runWarnings) console.log(`  warning: ${warning}`);
  console.log('  long tasks (start, duration, script):');
  for (const task of itemsOf(report, 'long-tasks').slice(0, 10))
    console.log(`    ${ms(task.startTime)} ${ms(task.duration)}  ${short(task.url)}`);
  console.log('  main-thread work:');
  for (const group of itemsOf(report, 'mainthread-work-breakdown'))
    console.log(`    ${ms(group.duration)}  ${String(group.groupLabel ?? group.group)}`);
  console.log('  script boot-up (total, scripting, parse+compile):');
  for (const script of itemsOf(report, 'bootup-time'))
    console.log(
      `    ${ms(script.total)} ${ms(script.scripting)} ${ms(script.scriptParseCompile)}  ${short(script.url)}`,
    );
  console.log(`  LCP element: ${lcpDetails.element}`);
  if (lcpDetails.auditError)
    console.log(`    (from the trace: Lighthouse's own audit failed: ${lcpDetails.auditError})`);
  for (const { phase, timing } of lcpDetails.phases) console.log(`    ${ms(timing)}  ${phase}`);
}
