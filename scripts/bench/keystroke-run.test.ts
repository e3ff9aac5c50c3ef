import { describe, expect, it } from 'vitest';
import {
  describeBound,
  describeRun,
  describeTransportBound,
  type TargetRun,
} from './keystroke-run.ts';
import { folioTarget } from './keystroke-targets.ts';

function run(toRequest: number[], idleRoundTrips: number[], toInput = 1.5, render = 4): TargetRun {
  return {
    target: folioTarget('http://127.0.0.1:1'),
    timings: toRequest.map((value, at) => ({
      query: `q${at}`,
      total: value + 10,
      toInput,
      toRequest: value,
      request: 6,
      engine: 0,
      render,
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

describe('the least a key could take on the transport', () => {
  it("puts Folio's request leg alone between the floor's keydown → input and drawing", () => {
    const folio = run([5, 5], [6.5, 6.5], 2, 9);
    expect(describeTransportBound(folio, run([6], [], 1.5, 3.6), 11.2)).toBe(
      "  the least on this transport: the floor's keydown → input 1.5 + Folio's request leg " +
        "alone 6.5 + the floor's response → grid 3.6 = 11.6 ms, over the target's 11.2 ms, " +
        "with none of Folio's own work counted",
    );
    expect(describeTransportBound(run([5], [3], 2), run([6], [], 1, 3), 11.2)).toContain(
      "= 7.0 ms, within the target's 11.2 ms",
    );
  });

  it('leaves out keys that made no input event, and says when nothing was measured', () => {
    const floor = run([6, 6, 6], []);
    floor.timings = floor.timings.map((timing, at) => ({
      ...timing,
      toInput: [1, 2, NaN][at] ?? 0,
    }));
    expect(describeTransportBound(run([5], [6]), floor, 20)).toContain('keydown → input 1.5');
    expect(describeTransportBound(run([5], []), run([6], []), 11.2)).toBe(
      '  the least on this transport: not measured',
    );
  });

  it('prints keydown → input beside keydown → request', () => {
    expect(describeRun(run([5], [], 1.5))).toContain(
      'keydown → request 5.0 (to the input event 1.5), request 6.0',
    );
  });
});
