import { useHydrated } from '@/components/ui/client-only';
import { safeMediaUrl } from '@/components/ui/media-url';
import type { ItemView, VideoSource, VideoTrack } from '@/types/item';
import { pickPoster } from './video-poster';
import type { VideoStage } from './video-stage';

type FileVideo = Extract<NonNullable<ItemView['video']>, { provider: 'file' }>;

const MIME_TYPE = /^video\/[a-z0-9.+-]+(?:;\s*codecs="?[a-z0-9., +-]+"?)?$/i;
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i;

interface PlayableSource {
  url: string;
  type: string | undefined;
}

function playableSources(video: FileVideo): PlayableSource[] {
  const listed: unknown[] = Array.isArray(video.sources) ? video.sources : [];
  const sources = listed.flatMap((source) => {
    const { url, type } = (source ?? {}) as Partial<VideoSource>;
    const safeUrl = safeMediaUrl(url);
    if (!safeUrl) return [];
    return [
      { url: safeUrl, type: typeof type === 'string' && MIME_TYPE.test(type) ? type : undefined },
    ];
  });
  const src = safeMediaUrl(video.src);
  return sources.length > 0 || !src ? sources : [{ url: src, type: undefined }];
}

function captionTracks(video: FileVideo): VideoTrack[] {
  const listed: unknown[] = Array.isArray(video.tracks) ? video.tracks : [];
  return listed.flatMap((track) => {
    const { src, srclang, label, kind } = (track ?? {}) as Partial<VideoTrack>;
    const url = safeMediaUrl(src);
    if (!url || (kind !== 'captions' && kind !== 'subtitles')) return [];
    if (typeof srclang !== 'string' || !LANGUAGE_TAG.test(srclang)) return [];
    const name = typeof label === 'string' && label.trim() ? label.trim().slice(0, 80) : srclang;
    return [{ src: url, srclang, label: name, kind }];
  });
}

/**
 * A caption file on another host loads only in CORS mode, which then applies to the video too.
 * `origin` is the page's (null when rendered at build time: a relative file is the site's own).
 */
function needsCors(tracks: VideoTrack[], origin: string | null): boolean {
  const base = origin ?? 'http://this-site.invalid';
  return tracks.some((track) => new URL(track.src, base).origin !== base);
}

/** The window a page rendered at build time is drawn for, until the browser's own is known. */
const BUILD_TIME_VIEWPORT = { width: 1280, height: 800, pixelRatio: 1 };

function viewport(hydrated: boolean) {
  if (!hydrated) return BUILD_TIME_VIEWPORT;
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    pixelRatio: window.devicePixelRatio || 1,
  };
}

function formatName(type: string | undefined): string {
  const subtype = type?.split(';')[0]?.split('/')[1];
  return subtype ? subtype.toUpperCase() : 'video file';
}

/**
 * A self-hosted clip: nothing but the poster loads until the visitor presses play, every
 * encoding the record lists is offered (the browser takes the first it can play), and a
 * browser without video support gets a download link instead.
 */
export function VideoFile({
  item,
  video,
  stage,
}: {
  item: ItemView;
  video: FileVideo;
  stage: VideoStage;
}) {
  const sources = playableSources(video);
  const tracks = captionTracks(video);
  // Drawn first as the page's HTML has it (hydration must match), then for this window.
  const hydrated = useHydrated();
  const { width, height, pixelRatio } = viewport(hydrated);
  const drawn = stage.drawnPixels({ width, height });
  const poster = pickPoster(item, Math.ceil(drawn * pixelRatio));
  const download = sources[0];
  return (
    <video
      className="item-video-media"
      controls
      preload="none"
      playsInline
      poster={poster ?? undefined}
      width={stage.width}
      height={stage.height}
      crossOrigin={
        needsCors(tracks, hydrated ? window.location.origin : null) ? 'anonymous' : undefined
      }
      aria-label={item.title}
    >
      {sources.map((source) => (
        <source key={source.url} src={source.url} type={source.type} />
      ))}
      {tracks.map((track) => (
        <track
          key={track.src}
          kind={track.kind}
          src={track.src}
          srcLang={track.srclang}
          label={track.label}
        />
      ))}
      {download && (
        <p>
          This browser cannot play the video here.{' '}
          <a href={download.url}>Download it ({formatName(download.type)})</a> to watch it.
        </p>
      )}
    </video>
  );
}
