import type { MediaKind } from './media-types.ts';
import type { EmbedSidecar, Sidecar } from './sidecar-schema.ts';
import type { DefaultsChain } from './sidecars.ts';

/** The options that change what ingest writes (and so are part of the cache key). */
export interface OutputOptions {
  baseUrl: string;
  stripGps: boolean;
}

export interface IngestOptions extends OutputOptions {
  folder: string;
  out: string;
  records: string;
  cache: string;
  /** The id manifest (decision 039). */
  ids: string;
  concurrency: number;
  keepGoing: boolean;
  jsonSummary: boolean;
  /** Stack traces for errors that stop the run. */
  verbose: boolean;
  /** The metadata sheet (CSV), when given. */
  metadata?: string;
}

/** One item to ingest, with everything needed to process it in a worker (structured-clonable). */
export interface PlannedItem {
  objectID: string;
  kind: MediaKind | 'embed';
  /** The media file, or the `.video.json` file of a YouTube/Vimeo entry. */
  source: string;
  sidecarPath: string | null;
  sidecarText: string | null;
  sidecar: Sidecar | EmbedSidecar | null;
  /** The `.xmp` sidecar beside the file (`photo.jpg.xmp` or `photo.xmp`), when there is one. */
  xmpSidecarPath?: string;
  /** Its row of the metadata sheet (`--metadata`), below the sidecar and above the file. */
  sheet?: Sidecar | null;
  defaults: DefaultsChain;
  /** Resolved relative paths of the poster image and the alternate encodings. */
  poster: string | null;
  alternates: string[];
}

export type Candidate = Omit<PlannedItem, 'objectID' | 'poster' | 'alternates'>;
