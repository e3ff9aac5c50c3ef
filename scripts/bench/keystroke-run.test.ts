import { describe, expect, it } from 'vitest';
import { describeBound, describeRun, type TargetRun } from './keystroke-run.ts';
import { folioTarget } from './keystroke-targets.ts';

function run(toRequest: number[], idleRoundTrips: number[]): TargetRun {
  return {
    target: folioTarget('http://127.0.0.1:1'),
    timings: toRequest.map((value, at) => ({
      query: `q${at}`,
      total: value + 10,
      toRequest: value,
      request: 6,
      engine: 0,
      render: 4,
      retries: 0,
    })),
    unchanged: [],
    firstResponseBytes: 0,
    facets: [],
    idleRoundTrips,
  };
}

describe('what a key costs before anything is drawn', () => {
  it('adds the median keydown → request to the median request leg alone', () => {
    expect(describeBound(run([5, 5.2, 6], [6.5, 7, 6]), 11.2)).toBe(
      '  before drawing anything: keydown → request 5.2 + the request leg alone 6.5 = 11.7 ms, ' +
        "already over the target's 11.2 ms",
    );
    expect(describeBound(run([4], [3]), 11.2)).toContain("= 7.0 ms, within the target's 11.2 ms");
  });

  it('says so when there was no search to send again', () => {
    expect(describeBound(run([5], []), 11.2)).toBe(
      '  before drawing anything: not measured (no search to send again)',
    );
  });

  it("prints the request leg alone under the target's keys", () => {
    expect(describeRun(run([5], [3, 4, 5]))).toContain(
      'the request leg alone, replayed on the idle page: median 4.0 ms (3 requests)',
    );
    expect(describeRun(run([5], []))).not.toContain('request leg alone');
  });
});
