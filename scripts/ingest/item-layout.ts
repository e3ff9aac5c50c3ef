import { join } from 'node:path';
import { planSources } from './outputs.ts';
import type { SourceLayout } from './outputs.ts';
import type { PlannedItem } from './types.ts';
import { hasTool, probeVideo } from './video-tools.ts';
import type { VideoProbe } from './video-tools.ts';

const NO_PROBE: VideoProbe = { durationSec: null, width: null, height: null, creationTime: null };

export interface ItemLayout {
  layout: SourceLayout;
  video: VideoProbe;
}

/**
 * Which files an item has, probing a video with ffprobe when it is there. The ingest and the
 * dev server's on-demand middleware both start here, so they agree on names and poster frames.
 */
export async function layoutItem(
  item: PlannedItem,
  root: string,
  stripGps: boolean,
  warnings: string[] = [],
): Promise<ItemLayout> {
  let video = NO_PROBE;
  if (item.kind === 'video') {
    if (await hasTool('ffprobe')) video = await probeVideo(join(root, item.source));
    else
      warnings.push(
        'ffprobe not found on PATH: duration unknown (give "durationSec" in the sidecar)',
      );
  }
  const ffmpeg = item.kind === 'video' && !item.poster ? await hasTool('ffmpeg') : false;
  return { layout: planSources(item, stripGps, { ffmpeg, durationSec: video.durationSec }), video };
}
