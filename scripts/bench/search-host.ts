import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import { createSearchEngine, type EngineRecord } from '../../src/engine/index.ts';
import { allIndexSettings } from '../../src/services/search/index-settings.ts';

/**
 * Algolia's search hosts for a real build on this machine: an HTTPS server answering the
 * multi-query endpoint from the mock engine over the demo records, with the CORS header and gzip
 * Algolia sends. The browser reaches it through `--host-resolver-rules` (the build keeps its real
 * search hosts, so its security policy is the one it ships) and accepts its self-signed
 * certificate with `--ignore-certificate-errors`.
 */

export interface SearchHost {
  port: number;
  /** Every search response sent: its JSON size and the bytes on the wire. */
  readonly responses: { bytes: number; wireBytes: number }[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
};

/** A throwaway certificate for `hosts`, made with Debian's openssl in a temporary folder. */
function makeCertificate(hosts: readonly string[]): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${hosts[0] ?? 'localhost'}`,
        '-addext',
        `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startSearchHost(
  indexName: string,
  hosts: readonly string[],
): Promise<SearchHost> {
  const records = demoRecords as unknown as readonly EngineRecord[];
  const engine = createSearchEngine(
    allIndexSettings(indexName).map(({ indexName: name, settings }) => ({
      indexName: name,
      settings,
      records,
    })),
  );
  const responses: SearchHost['responses'] = [];

  const server = createServer(makeCertificate(hosts), (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const path = new URL(req.url ?? '/', 'https://localhost').pathname;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let status = 404;
      let body: unknown = { message: `${path} is not served here`, status: 404 };
      if (req.method === 'POST' && path === '/1/indexes/*/queries') {
        try {
          const reply = engine.multipleQueries(
            JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
          );
          status = reply.status;
          body = reply.body;
        } catch (error) {
          status = 400;
          body = { message: `Invalid JSON body: ${String(error)}`, status };
        }
      }
      const json = Buffer.from(JSON.stringify(body));
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const wire = gzip ? gzipSync(json) : json;
      if (status === 200) responses.push({ bytes: json.length, wireBytes: wire.length });
      res.writeHead(status, {
        ...CORS,
        'content-type': 'application/json; charset=utf-8',
        'content-length': wire.length,
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(wire);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    port: (server.address() as AddressInfo).port,
    responses,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
