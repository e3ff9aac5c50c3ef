import type { Artifacts, Result } from 'lighthouse';
import { LargestContentfulPaint } from 'lighthouse/core/computed/metrics/largest-contentful-paint.js';
import { LCPBreakdown } from 'lighthouse/core/computed/metrics/lcp-breakdown.js';

/**
 * The LCP element and its phases (TTFB, load delay, load time, render delay) of a Lighthouse run.
 * Lighthouse's own audit (largest-contentful-paint-element) needs its TraceElements gatherer,
 * which fails on Debian's Chromium 156 with Lighthouse 12.2 (its trace engine reads a
 * PipelineReporter field that Chromium no longer writes). Then the element comes from the trace's
 * LCP candidate, and the phases from the same computed artifacts the audit uses (simulated, so
 * they add up to the reported LCP).
 */
export interface LcpDetails {
  element: string;
  phases: { phase: string; timing: number }[];
  /** Why Lighthouse's own audit could not say, when it could not. */
  auditError?: string;
}

type Row = Record<string, unknown>;
interface TraceEvent {
  name: string;
  args?: { data?: Record<string, unknown> };
}

function fromAudit(report: Result): LcpDetails | null {
  const details = report.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: Row[] }[] } | undefined;
  const [element, phases] = details?.items ?? [];
  const node = element?.items?.[0]?.node as Row | undefined;
  if (!node) return null;
  return {
    element: `${String(node.snippet ?? '')} (${String(node.selector ?? '')})`,
    phases: (phases?.items ?? []).map((row) => ({
      phase: String(row.phase),
      timing: Number(row.timing),
    })),
  };
}

/** The last LCP candidate of the main frame, with its image's URL when it is an image. */
export function elementFromTrace(events: readonly TraceEvent[]): string {
  const candidates = events.filter(
    (event) =>
      event.name === 'largestContentfulPaint::Candidate' && event.args?.data?.isMainFrame === true,
  );
  const last = candidates.at(-1)?.args?.data;
  if (!last) return 'none in the trace';
  const image = events.findLast(
    (event) =>
      event.name === 'LargestImagePaint::Candidate' &&
      event.args?.data?.candidateIndex === last.candidateIndex,
  )?.args?.data?.imageUrl;
  const url = typeof image === 'string' ? ` ${image.replace(/^https?:\/\/[^/]+/, '')}` : '';
  return `${String(last.type)}: <${String(last.nodeName)}>${url}`;
}

async function phasesFromArtifacts(artifacts: Artifacts, report: Result) {
  const settings = report.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
  };
  const context = { computedCache: new Map(), settings };
  const { timing: lcp } = await LargestContentfulPaint.request(data, context);
  const { ttfb, loadStart, loadEnd } = await LCPBreakdown.request(data, context);
  const hasImage = loadStart !== undefined && loadEnd !== undefined;
  return [
    { phase: 'Time to first byte', timing: ttfb },
    { phase: 'Resource load delay', timing: hasImage ? loadStart - ttfb : 0 },
    { phase: 'Resource load duration', timing: hasImage ? loadEnd - loadStart : 0 },
    { phase: 'Element render delay', timing: lcp - (hasImage ? loadEnd : ttfb) },
  ];
}

export async function findLcpDetails(report: Result, artifacts: Artifacts): Promise<LcpDetails> {
  const audited = fromAudit(report);
  if (audited) return audited;
  const auditError = report.audits['largest-contentful-paint-element']?.errorMessage ?? undefined;
  const element = elementFromTrace(artifacts.Trace.traceEvents as TraceEvent[]);
  try {
    return { element, phases: await phasesFromArtifacts(artifacts, report), auditError };
  } catch (error) {
    return { element, phases: [], auditError: `${auditError}; phases: ${String(error)}` };
  }
}
