import { request } from 'node:https';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchHost, type SearchHost } from './search-host.ts';

let host: SearchHost;

beforeAll(async () => {
  host = await startSearchHost('folio_bench', ['benchapp-dsn.algolia.net']);
});

afterAll(async () => {
  await host.close();
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as the browser sends it to the search host (the certificate is self-signed). */
function send(method: string, path: string, body?: string, gzip = false): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: host.port,
        method,
        path,
        servername: 'benchapp-dsn.algolia.net',
        rejectUnauthorized: false,
        headers: { 'content-type': 'text/plain', ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const QUERIES = '/1/indexes/*/queries?x-algolia-application-id=BENCHAPP';

describe('the benchmark search host', () => {
  it('answers the multi-query endpoint over HTTPS from the demo records, readable cross-origin', async () => {
    const reply = await send(
      'POST',
      QUERIES,
      JSON.stringify({ requests: [{ indexName: 'folio_bench', query: 'kite', hitsPerPage: 3 }] }),
    );
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    const { results } = JSON.parse(reply.body.toString('utf8')) as {
      results: { hits: { objectID: string }[] }[];
    };
    expect(results[0]?.hits[0]?.objectID).toBe('kite');
  });

  it('gzips for a browser that accepts it and records each response size', async () => {
    const before = host.responses.length;
    const body = JSON.stringify({ requests: [{ indexName: 'folio_bench', query: '' }] });
    const reply = await send('POST', QUERIES, body, true);
    expect(reply.headers['content-encoding']).toBe('gzip');
    const json = gunzipSync(reply.body);
    expect(host.responses.slice(before)).toEqual([
      { bytes: json.length, wireBytes: reply.body.length },
    ]);
  });

  it("answers a preflight, and a path it does not serve with Algolia's 404", async () => {
    expect((await send('OPTIONS', QUERIES)).status).toBe(204);
    const reply = await send('GET', '/1/indexes/folio_bench/kite');
    expect(reply.status).toBe(404);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
  });

  it('says what was wrong with a body that is not JSON', async () => {
    const reply = await send('POST', QUERIES, '{"requests":');
    expect(reply.status).toBe(400);
    expect(reply.body.toString('utf8')).toMatch(/Invalid JSON body/);
  });
});
