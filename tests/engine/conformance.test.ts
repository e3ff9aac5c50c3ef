import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../src/engine';
import type { SearchEngine } from '../../src/engine';
import type {
  ConformanceCase,
  ConformanceIndex,
  SearchAnswer,
} from './conformance/conformance-case';
import { readSupportTable } from './conformance/support-table';
import { KNOWN_PARAMS } from '../../src/engine/params/known-params';
import { UNSUPPORTED_PARAMS } from '../../src/engine/params/unsupported-params';

/**
 * The conformance suite: every `*.cases.ts` file in conformance/ holds documented behaviours of
 * Algolia's search API, each citing its documentation page; each is run against the engine here.
 */

const files = import.meta.glob<{ cases: ConformanceCase[] }>('./conformance/*.cases.ts', {
  eager: true,
});
const allCases = Object.values(files).flatMap((file) => file.cases);
const table = readSupportTable(
  readFileSync(new URL('../../src/engine/README.md', import.meta.url), 'utf8'),
);

const engines = new Map<ConformanceIndex, SearchEngine>();
function engineFor(index: ConformanceIndex): SearchEngine {
  let engine = engines.get(index);
  if (!engine) {
    engine = createSearchEngine([
      {
        indexName: 'conformance',
        settings: index.settings ?? {},
        records: index.records,
        ...(index.synonyms && { synonyms: index.synonyms }),
      },
    ]);
    engines.set(index, engine);
  }
  return engine;
}

function run(testCase: ConformanceCase) {
  return engineFor(testCase.index).multipleQueries({
    requests: [{ indexName: 'conformance', ...testCase.request }],
  });
}

const byParameter = new Map<string, ConformanceCase[]>();
for (const testCase of allCases) {
  byParameter.set(testCase.parameter, [...(byParameter.get(testCase.parameter) ?? []), testCase]);
}

describe.each([...byParameter.keys()])('%s', (parameter) => {
  it.each(
    (byParameter.get(parameter) ?? []).map((c) => [`${c.behaviour} (${c.docs})`, c] as const),
  )('%s', (_name, testCase) => {
    const reply = run(testCase);
    const { expect: expected } = testCase;
    if (expected.error) {
      expect(reply.status).toBe(expected.error.status);
      expect((reply.body as { message: string }).message).toMatch(expected.error.message);
      return;
    }
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [answer] = (reply.body as { results: SearchAnswer[] }).results;
    if (!answer) throw new Error('no result');
    const ids = (answer.hits ?? []).map((hit) => hit.objectID);
    if (expected.hits) expect(ids).toEqual(expected.hits);
    if (expected.includes) expect(ids).toEqual(expect.arrayContaining([...expected.includes]));
    for (const id of expected.excludes ?? []) expect(ids).not.toContain(id);
    if (expected.nbHits !== undefined) expect(answer.nbHits).toBe(expected.nbHits);
    expected.check?.(answer);
  });
});

describe('the engine README and the suite agree', () => {
  it('every supported or partly supported row has a case', () => {
    const unproven = [...table.values()]
      .filter((row) => row.support !== 'not')
      .filter((row) => !byParameter.has(row.parameter))
      .map((row) => row.parameter);
    expect(unproven).toEqual([]);
  });

  it('the rows marked not are exactly the parameters the engine names as ignored', () => {
    const notRows = [...table.values()].filter((row) => row.support === 'not');
    expect(notRows.map((row) => row.parameter).sort()).toEqual(
      [...UNSUPPORTED_PARAMS.keys()].sort(),
    );
  });

  it('every parameter the engine accepts has a row', () => {
    const missing = [...KNOWN_PARAMS].filter((name) => !table.has(name));
    expect(missing).toEqual([]);
  });

  it('every case proves a parameter the README lists as supported or partly', () => {
    const unlisted = [...byParameter.keys()].filter((name) => {
      const row = table.get(name);
      return !row || row.support === 'not';
    });
    expect(unlisted).toEqual([]);
  });

  it('every case cites a page of Algolia’s documentation', () => {
    const uncited = allCases.filter((c) => !c.docs.startsWith('https://www.algolia.com/doc/'));
    expect(uncited.map((c) => c.behaviour)).toEqual([]);
  });
});
