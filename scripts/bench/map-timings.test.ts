import { describe, expect, it } from 'vitest';
import { frameFigures, timeAftermath, type PageState } from './map-timings';

function pageState(overrides: Partial<PageState>): PageState {
  return {
    longTasks: [],
    downs: [],
    ups: [],
    inputs: [],
    requests: [],
    updates: [],
    markerChanges: [],
    received: [],
    updated: [],
    results: 0,
    ...overrides,
  };
}

describe('timeAftermath', () => {
  it('times a search answered in two parts from the action, each answer from its request', () => {
    const state = pageState({
      // An earlier search, before the action: ignored.
      requests: [
        { start: 50, end: 80 },
        { start: 1010, end: 1050 },
        { start: 1060, end: 1300 },
      ],
      received: [90, 1049, 1290],
      updated: [95, 1070, 1330],
      updates: [
        { time: 96, version: 1, partial: false, painted: 110 },
        // The screen giving the map its old points before the answer.
        { time: 1005, version: 2, partial: false, painted: 1020 },
        { time: 1071, version: 3, partial: true, painted: 1085 },
        { time: 1331, version: 4, partial: false, painted: 1350 },
      ],
      markerChanges: [
        { time: 1072, painted: 1085 },
        { time: 1332, painted: 1351 },
      ],
      longTasks: [
        { start: 40, duration: 300 },
        { start: 1295, duration: 60 },
      ],
      results: 2345,
    });
    const figures = timeAftermath(state, 1000);
    expect(figures.toRequest).toBe(10);
    expect(figures.toFirstChange).toBe(72);
    expect(figures.toSettled).toBe(351);
    expect(figures.earlyUpdates).toBe(1);
    expect(figures.results).toBe(2345);
    expect(figures.longTasks).toEqual([{ start: 1295, duration: 60 }]);
    expect(figures.answers).toEqual([
      { requestToReceived: 39, toUpdated: 21, toPainted: 36, complete: false, longTasks: [] },
      {
        requestToReceived: 230,
        toUpdated: 40,
        toPainted: 60,
        complete: true,
        longTasks: [{ start: 1295, duration: 60 }],
      },
    ]);
  });

  it('says so when nothing followed: no request, no change, no answer', () => {
    const figures = timeAftermath(
      pageState({ updates: [{ time: 5, version: 1, partial: false, painted: 20 }] }),
      100,
    );
    expect(figures.toRequest).toBeNaN();
    expect(figures.toFirstChange).toBeNaN();
    expect(figures.toSettled).toBeNaN();
    expect(figures.answers).toEqual([]);
    expect(figures.longTasks).toEqual([]);
  });
});

describe('frameFigures', () => {
  it('counts gaps over 1.5 frames and the frames they dropped', () => {
    const frame = 1000 / 60;
    const times = [0, frame, 2 * frame, 5 * frame, 6 * frame, 6 * frame + 30];
    const figures = frameFigures(times, frame);
    expect(figures.frames).toBe(6);
    expect(figures.slowFrames).toBe(2);
    // A gap of 3 frames drops 2; a gap of 30 ms (1.8 frames) rounds to 2 and drops 1.
    expect(figures.droppedFrames).toBe(3);
    expect(figures.longestGap).toBeCloseTo(3 * frame);
  });
});
