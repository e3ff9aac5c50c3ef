import { describe, expect, it } from 'vitest';
import { FIXTURE_RECORDS, createFixtureEngine } from '../fixtures/engine-fixture';
import type { EngineReply } from '../../src/engine';
import { matches } from './fuzz/filter-model';
import { breakFilter, junkFilter } from './fuzz/break-filters';
import { generateModel, renderModel, vocabularyOf } from './fuzz/generate-filters';
import { asParamsString, hostileParams, poisonedParams, validParams } from './fuzz/generate-params';
import type { ParamCase } from './fuzz/generate-params';
import { SeededRandom } from './fuzz/seeded-random';

/**
 * Generated inputs from fixed seeds: the engine answers each with a result or Algolia's 400
 * shape, valid filters select exactly the records a reference evaluation selects, and each
 * invalid input gets a message that says what is wrong. Failures are collected and listed.
 */

const engine = createFixtureEngine();
const vocabulary = vocabularyOf(
  FIXTURE_RECORDS,
  [
    'type',
    'orientation',
    'creator',
    'tags',
    'camera.make',
    'place.country',
    'year',
    'featured',
    'objectID',
  ],
  ['year', 'takenAt'],
);
const CASES = 1500;
const PARAM_CASES = 800;

function cut(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** An exception is kept as an outcome, so it fails the check and the run goes on. */
type Outcome = EngineReply | { status: 'threw'; body: { message: string } };

function answer(run: () => EngineReply): Outcome {
  try {
    return run();
  } catch (error) {
    return { status: 'threw', body: { message: String(error) } };
  }
}

/** What is wrong with a reply for Algolia's wire format, or null. */
function shapeProblem(reply: Outcome): string | null {
  if (reply.status === 'threw') return `threw ${reply.body.message}`;
  let text: string;
  try {
    text = JSON.stringify(reply.body);
  } catch (error) {
    return `body cannot be sent: ${String(error)}`;
  }
  if (reply.status === 200) return null;
  if (reply.status !== 400) return `status ${reply.status}`;
  const { message, status, ...rest } = reply.body;
  if (typeof message !== 'string' || message.length === 0 || status !== 400) return text;
  if (Object.keys(rest).length > 0) return `extra keys in ${text}`;
  return message.length > 400 ? `message of ${message.length} characters` : null;
}

function searchFilters(filters: string, random: SeededRandom): Outcome {
  const request = { filters, hitsPerPage: 1000, attributesToRetrieve: ['objectID'] };
  const sent = random.chance(0.3)
    ? { params: asParamsString(request) }
    : { ...request, attributesToHighlight: [] };
  return answer(() => engine.multipleQueries({ requests: [{ indexName: 'items', ...sent }] }));
}

function hitIds(reply: Outcome): string[] {
  const body = reply.body as { results: { hits: { objectID: string }[] }[] };
  return (body.results[0]?.hits ?? []).map((hit) => hit.objectID).sort();
}

describe('generated filters', () => {
  it('answers every valid filter with 200 and exactly the records it selects', () => {
    const random = new SeededRandom(9001);
    const failures: string[] = [];
    for (let i = 0; i < CASES; i += 1) {
      const model = generateModel(vocabulary, random);
      const text = renderModel(model, random);
      const reply = searchFilters(text, random);
      const expected = FIXTURE_RECORDS.filter((record) => matches(record, model))
        .map((record) => record.objectID)
        .sort();
      if (reply.status !== 200) failures.push(`${cut(text)} → ${JSON.stringify(reply.body)}`);
      else if (hitIds(reply).join() !== expected.join())
        failures.push(`${cut(text)} → [${hitIds(reply).join()}], expected [${expected.join()}]`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('answers every invalid filter with a 400 that names the broken rule', () => {
    const random = new SeededRandom(9002);
    const failures: string[] = [];
    const rules = new Set<string>();
    for (let i = 0; i < CASES; i += 1) {
      const invalid = breakFilter(generateModel(vocabulary, random), vocabulary, random);
      rules.add(invalid.rule);
      const reply = searchFilters(invalid.text, random);
      const message = reply.status === 400 ? reply.body.message : '';
      if (shapeProblem(reply) !== null || !invalid.message.test(message)) {
        failures.push(`${invalid.rule}: ${cut(invalid.text)} → ${cut(JSON.stringify(reply.body))}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(rules.size).toBe(13);
  });

  it('answers junk made of the syntax pieces with 200 or a filters 400, never an exception', () => {
    const random = new SeededRandom(9003);
    const failures: string[] = [];
    const statuses = new Set<Outcome['status']>();
    for (let i = 0; i < CASES; i += 1) {
      const text = junkFilter(random);
      const reply = searchFilters(text, random);
      statuses.add(reply.status);
      const problem = shapeProblem(reply);
      const named = reply.status === 200 || reply.body.message.startsWith('filters: ');
      if (problem !== null || !named) failures.push(`${cut(text)} → ${problem ?? 'unnamed'}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect([...statuses].sort()).toEqual([200, 400]);
  });
});

/** The set sent one of four ways; `how` says which, for failure messages. */
function send(paramCase: ParamCase, random: SeededRandom): { how: string; reply: Outcome } {
  const asString = random.chance(0.3);
  const params = asString ? { params: asParamsString(paramCase.params) } : paramCase.params;
  const form = asString ? 'params string' : 'JSON values';
  if (random.chance(0.2)) {
    const facet = { indexName: 'items', type: 'facet', facet: random.pick(['tags', 'creator']) };
    const reply = answer(() => engine.multipleQueries({ requests: [{ ...facet, ...params }] }));
    return { how: `facet search, ${form}`, reply };
  }
  if (random.chance(0.5)) {
    return {
      how: `single index, ${form}`,
      reply: answer(() => engine.searchIndex('items', params)),
    };
  }
  const reply = answer(() =>
    engine.multipleQueries({ requests: [{ indexName: 'items', ...params }] }),
  );
  return { how: `multiple queries, ${form}`, reply };
}

function describeCase(paramCase: ParamCase, how: string, reply: Outcome): string {
  return `${how}: ${cut(JSON.stringify(paramCase.params))} → ${cut(JSON.stringify(reply.body))}`;
}

describe('generated parameter sets', () => {
  it('answers valid sets with 200, as JSON values and as a params string', () => {
    const random = new SeededRandom(9004);
    const failures: string[] = [];
    for (let i = 0; i < PARAM_CASES; i += 1) {
      const paramCase = validParams(random, vocabulary);
      const { how, reply } = send(paramCase, random);
      if (reply.status !== 200 || shapeProblem(reply) !== null)
        failures.push(describeCase(paramCase, how, reply));
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('answers a set with one bad value with a 400 that names that parameter', () => {
    const random = new SeededRandom(9005);
    const failures: string[] = [];
    for (let i = 0; i < PARAM_CASES; i += 1) {
      const paramCase = poisonedParams(random, vocabulary);
      const { how, reply } = send(paramCase, random);
      const message = reply.status === 400 ? reply.body.message : '';
      if (shapeProblem(reply) !== null || !message.includes(paramCase.poisoned ?? '?'))
        failures.push(`${paramCase.poisoned} in ${describeCase(paramCase, how, reply)}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('answers hostile sets with 200 or a 400 the handler can send, never an exception', () => {
    const random = new SeededRandom(9006);
    const failures: string[] = [];
    const statuses = new Set<Outcome['status']>();
    for (let i = 0; i < PARAM_CASES; i += 1) {
      const paramCase = hostileParams(random);
      const { how, reply } = send(paramCase, random);
      statuses.add(reply.status);
      const problem = shapeProblem(reply);
      if (problem !== null) failures.push(`${problem} for ${describeCase(paramCase, how, reply)}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect([...statuses].sort()).toEqual([200, 400]);
  });
});
