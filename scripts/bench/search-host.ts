import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import {
  createRequestHandler,
  createSearchEngine,
  type EngineRecord,
} from '../../src/engine/index.ts';
import { sendResponse, toFetchRequest } from '../engine-serve/node-bridge.ts';
import { allIndexSettings } from '../../src/services/search/index-settings.ts';

/**
 * Algolia's search hosts for a real build on this machine: an HTTPS server answering the
 * multi-query endpoint through the engine's request handler (as MSW and engine:serve do) over the
 * demo records, with the CORS header and gzip Algolia sends. The browser reaches it through `--host-resolver-rules` (the build keeps its real
 * search hosts, so its security policy is the one it ships) and accepts its self-signed
 * certificate with `--ignore-certificate-errors`.
 */

export interface SearchHost {
  port: number;
  /** Every search response sent: its JSON size and the bytes on the wire. */
  readonly responses: { bytes: number; wireBytes: number }[];
  close(): Promise<void>;
}

function notServedHere(path: string): Response {
  return new Response(JSON.stringify({ message: `${path} is not served here`, status: 404 }), {
    status: 404,
    headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
  });
}

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
  const handle = createRequestHandler(engine, 'any');
  const responses: SearchHost['responses'] = [];

  const server = createServer(makeCertificate(hosts), (incoming, outgoing) => {
    void (async () => {
      const request = await toFetchRequest(incoming, 'https://localhost');
      const path = new URL(request.url).pathname;
      // The measured pages send only searches: anything else is a 404 that shows in the figures.
      const served =
        request.method === 'OPTIONS' ||
        (request.method === 'POST' && path === '/1/indexes/*/queries');
      const response = (served ? await handle(request) : null) ?? notServedHere(path);
      const sizes = await sendResponse(incoming, outgoing, response, { gzip: true });
      if (response.status === 200) responses.push(sizes);
    })();
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
