import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { ItemRecord, License } from '../../src/types/item.ts';
import type { SiteIdentity } from '../../src/config/site-schema.ts';
import { DEFAULT_DATA_LICENSE } from '../../src/services/open-data/open-data-summary.ts';

export interface OpenDataSource {
  recordsFile: string;
  /** The ingest's id manifest beside the records (names each item's file in the CSV). */
  idsFile: string;
  /** The site config's `dataLicense`, read afresh for each new set of files. */
  license: () => Promise<License>;
}

type Next = (error?: unknown) => void;

const MEDIA_TYPES: Record<string, string> = {
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.geojson': 'application/geo+json',
};

const FILE = /^\/data\/(records\.(?:csv|json|geojson)|datasets\.json)$/;

/**
 * `GET /data/<file>` on the dev server: the open data the build writes (open-data-files.ts),
 * written from the current records into a folder of its own, again whenever the records, the id
 * manifest or the address the site is opened at change. Without a records file it passes the
 * request on, and the /data page says the site has none, as a build without records would.
 */
export function createOpenDataMiddleware(source: OpenDataSource) {
  let written: { key: string; dir: Promise<string> } | null = null;

  const filesFor = async (origin: string): Promise<string> => {
    const mtimes = await Promise.all(
      [source.recordsFile, source.idsFile].map((file) =>
        stat(file).then(
          (info) => info.mtimeMs,
          () => 0,
        ),
      ),
    );
    const key = [origin, ...mtimes].join(' ');
    if (written?.key !== key) {
      const previous = written?.dir;
      written = { key, dir: writeFiles(source, origin) };
      void previous?.then((dir) => rm(dir, { recursive: true, force: true })).catch(() => {});
    }
    return written.dir;
  };

  return async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    const name = FILE.exec((req.url ?? '').split('?')[0] ?? '')?.[1];
    if (!name || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (!existsSync(source.recordsFile)) return next();
    try {
      const dir = await filesFor(`http://${req.headers.host ?? 'localhost'}/`);
      const path = join(dir, 'data', name);
      await stat(path);
      res.setHeader('Content-Type', MEDIA_TYPES[extname(name)] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : await readFile(path));
    } catch (error) {
      written = null;
      next(error);
    }
  };
}

async function writeFiles(source: OpenDataSource, siteUrl: string): Promise<string> {
  // Loaded on the first request for open data, so the dev server starts without them.
  const [{ writeOpenData }, { readIdManifest }] = await Promise.all([
    import('../render/open-data-files.ts'),
    import('../ingest/id-manifest-file.ts'),
  ]);
  const dir = await mkdtemp(join(tmpdir(), 'folio-open-data-'));
  const records = JSON.parse(await readFile(source.recordsFile, 'utf8')) as ItemRecord[];
  await writeOpenData({
    dist: dir,
    siteUrl,
    records,
    manifest: await readIdManifest(source.idsFile),
    license: await source.license(),
    modified: (await stat(source.recordsFile)).mtime,
  });
  return dir;
}

/**
 * Serves `/data/*` under `npm run dev` from the records the build would publish (the demo's in
 * mock mode), so the /data page and its downloads work without a build.
 */
export function openDataDevPlugin(recordsFile: string): Plugin {
  return {
    name: 'folio:open-data-dev',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      server.middlewares.use(
        createOpenDataMiddleware({
          recordsFile,
          idsFile: join(dirname(recordsFile), 'item-ids.json'),
          license: async () => {
            const { site } = (await server.ssrLoadModule('/src/config/site.ts')) as {
              site: SiteIdentity;
            };
            return site.dataLicense ?? DEFAULT_DATA_LICENSE;
          },
        }),
      );
    },
  };
}
