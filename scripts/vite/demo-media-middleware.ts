import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { writeFileAtomic } from '../ingest/atomic-write.ts';
import { planIngest } from '../ingest/plan.ts';
import type { Plan } from '../ingest/plan.ts';
import { produceOneFile, produceTiles } from '../ingest/produce-one.ts';
import { TILES_FOLDER } from '../ingest/tiles.ts';
import { serveFile } from './serve-file.ts';

export interface DemoMediaPaths {
  /** Folder of the source media (demo/media). */
  source: string;
  /** Folder the ingest writes `<objectID>/<file>` into (public-mock/media). */
  media: string;
  /** URL prefix of that folder (/media). */
  baseUrl: string;
}

type Next = (error?: unknown) => void;

/**
 * One path segment naming a file inside the media folder: decoded `%2F`, `%5C` or a leading dot
 * (hidden files, `..`) could otherwise reach files outside it.
 */
function isPlainSegment(segment: string | undefined): segment is string {
  return !!segment && !segment.startsWith('.') && !/[/\\\0]/.test(segment);
}

/**
 * `GET <baseUrl>/<objectID>/<file>`: the file from the media folder, or, when the full demo
 * ingest has not made it yet, that one file made on demand (and kept). Unknown ids and files
 * are 404; two requests for the same missing file make it once.
 */
export function createDemoMediaMiddleware(
  paths: DemoMediaPaths,
  { produce = produceOneFile, maxParallel = 2 } = {},
) {
  const inFlight = new Map<string, Promise<boolean>>();
  let plan: { at: number; promise: Promise<Plan> } | null = null;
  let running = 0;
  const waiting: (() => void)[] = [];

  const currentPlan = (): Promise<Plan> => {
    // Re-read the sources now and then, so an edited sidecar shows up without a restart.
    if (!plan || Date.now() - plan.at > 2000)
      plan = { at: Date.now(), promise: planIngest(paths.source) };
    return plan.promise;
  };

  // Decoding a full-size photo takes tens of MB; a page of thumbnails must not decode 50 at once.
  const limited = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= maxParallel) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };

  const generate = async (objectID: string, name: string, target: string): Promise<boolean> => {
    const item = (await currentPlan()).items.find((candidate) => candidate.objectID === objectID);
    if (!item) return false;
    const bytes = await limited(() => produce(item, paths.source, name, false));
    if (!bytes) return false;
    await writeFileAtomic(target, bytes);
    return true;
  };

  const generateTiles = async (objectID: string): Promise<boolean> => {
    const item = (await currentPlan()).items.find((candidate) => candidate.objectID === objectID);
    if (!item) return false;
    return limited(() =>
      produceTiles(item, paths.source, join(paths.media, objectID), paths.baseUrl),
    );
  };

  return async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    const prefix = `${paths.baseUrl}/`;
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !pathname.startsWith(prefix))
      return next();
    let parts: string[];
    try {
      parts = pathname.slice(prefix.length).split('/').map(decodeURIComponent);
    } catch {
      parts = [];
    }
    const [objectID, name] = parts;
    // Deep zoom tiles (`<id>/iiif/…`): an item's whole pyramid is made on the first request for
    // any of them (the ingest's own code), then served as files.
    if (name === TILES_FOLDER && parts.length > 2 && parts.every(isPlainSegment)) {
      const tile = join(paths.media, ...parts);
      try {
        let info = await stat(tile).catch(() => null);
        if (!info && isPlainSegment(objectID)) {
          const key = `${objectID}/${TILES_FOLDER}`;
          let pending = inFlight.get(key);
          if (!pending) {
            pending = generateTiles(objectID).finally(() => inFlight.delete(key));
            inFlight.set(key, pending);
          }
          if (await pending) info = await stat(tile).catch(() => null);
        }
        if (info?.isFile()) serveFile(req, res, tile, info);
        else {
          res.statusCode = 404;
          res.end('Not found');
        }
      } catch (error) {
        next(error);
      }
      return;
    }
    if (parts.length !== 2 || !isPlainSegment(objectID) || !isPlainSegment(name)) {
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    const target = join(paths.media, objectID, name);
    try {
      let info = await stat(target).catch(() => null);
      if (!info) {
        const key = `${objectID}/${name}`;
        let pending = inFlight.get(key);
        if (!pending) {
          pending = generate(objectID, name, target).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        if (await pending) info = await stat(target);
      }
      if (!info?.isFile()) {
        res.statusCode = 404;
        res.end('Not found');
        return;
      }
      serveFile(req, res, target, info);
    } catch (error) {
      next(error);
    }
  };
}
