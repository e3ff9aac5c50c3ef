/**
 * bench:map's figures from what the page recorded (map-probe.ts): all times are the page's
 * `performance.now()` in milliseconds; `painted` is the frame after a change, null until then.
 */

export interface LongTask {
  start: number;
  duration: number;
}

export interface PageState {
  longTasks: LongTask[];
  downs: number[];
  ups: number[];
  inputs: number[];
  /** Search requests (not the query suggestions'); `end` null while on their way. */
  requests: { start: number; end: number | null }[];
  /** Each points update of the map (its version attribute changing). */
  updates: { time: number; version: number; partial: boolean; painted: number | null }[];
  /** Each change to the marker pane (markers and clusters redrawn). */
  markerChanges: { time: number; painted: number | null }[];
  /** The screen's marks: points received, markers updated. */
  received: number[];
  updated: number[];
  /** The list's count of results after the last search. */
  results: number;
}

/** One answer of a search: its points reaching the map. */
export interface Answer {
  /** The request that brought it → the screen received its points (NaN: no request). */
  requestToReceived: number;
  /** Points received → the screen's "markers updated" mark. */
  toUpdated: number;
  /** Points received → the frame after the map's points update. */
  toPainted: number;
  /** The map had every point of the search after it (not "Placing … results"). */
  complete: boolean;
  /** Long tasks from the points received to that frame. */
  longTasks: LongTask[];
}

/** What followed an action (a mouseup, an input) until the page settled. */
export interface Aftermath {
  /** The action → the first search request (NaN: none, or answered from the client's cache). */
  toRequest: number;
  /** The action → the first change to the markers (NaN: none). */
  toFirstChange: number;
  /** The action → the frame after the last change to the markers or points (NaN: none). */
  toSettled: number;
  answers: Answer[];
  /** Points updates before the first answer, or all if none came (the map's points again). */
  earlyUpdates: number;
  /** Long tasks from the action to the frame after the last change. */
  longTasks: LongTask[];
  results: number;
}

const firstAt = (times: readonly number[], after: number) =>
  times.filter((time) => time >= after).sort((a, b) => a - b)[0] ?? NaN;

/** The figures of what followed the action at `since`. */
export function timeAftermath(state: PageState, since: number): Aftermath {
  const received = state.received.filter((time) => time > since).sort((a, b) => a - b);
  const updates = state.updates.filter((update) => update.time > since);
  const requests = state.requests.filter((request) => request.start > since);
  const changes = state.markerChanges.filter((change) => change.time > since);
  const answers = received.map((time): Answer => {
    const update = updates.find((each) => each.time >= time);
    const painted = update?.painted ?? NaN;
    // The last request sent before the points arrived. Not by its end: the client can hand over
    // the answer (and the screen mark it) before the request's own load events have all run.
    const request = requests.filter((each) => each.start < time).at(-1);
    return {
      requestToReceived: request ? time - request.start : NaN,
      toUpdated: firstAt(state.updated, time) - time,
      toPainted: painted - time,
      complete: update !== undefined && !update.partial,
      longTasks: state.longTasks.filter((task) => task.start >= time && task.start < painted),
    };
  });
  const painted = [...changes, ...updates].map((entry) => entry.painted ?? NaN);
  const settled = painted.length > 0 ? Math.max(...painted) : NaN;
  const firstAnswer = received[0] ?? Infinity;
  return {
    toRequest: (requests[0]?.start ?? NaN) - since,
    toFirstChange: (changes[0]?.time ?? NaN) - since,
    toSettled: settled - since,
    answers,
    earlyUpdates: updates.filter((update) => update.time < firstAnswer).length,
    longTasks: state.longTasks.filter(
      (task) => task.start >= since && task.start < (Number.isNaN(settled) ? since : settled),
    ),
    results: state.results,
  };
}

export interface FrameFigures {
  frames: number;
  /** Gaps between frames longer than 1.5 frames. */
  slowFrames: number;
  /** Frames that did not happen: each gap of n frames' length drops n - 1. */
  droppedFrames: number;
  longestGap: number;
}

export function frameFigures(times: readonly number[], frameMs = 1000 / 60): FrameFigures {
  const gaps = times.slice(1).map((time, index) => time - (times[index] ?? time));
  return {
    frames: times.length,
    slowFrames: gaps.filter((gap) => gap > 1.5 * frameMs).length,
    droppedFrames: gaps.reduce((sum, gap) => sum + Math.max(0, Math.round(gap / frameMs) - 1), 0),
    longestGap: Math.max(0, ...gaps),
  };
}
