import { useEffect, useRef, useState } from 'react';
import { MissingImage } from '@/components/ui/missing-image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { itemName } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import { PROVIDER_NAMES, type HostedProvider } from './video-embed-url';
import type { VideoStage } from './video-stage';

interface VideoFacadeProps {
  item: ItemView;
  provider: HostedProvider;
  /** The validated player address; loaded only after the click. */
  playerUrl: string;
  stage: VideoStage;
  /** Id of the element that says how long the video is. */
  describedBy: string | undefined;
}

/**
 * A YouTube or Vimeo video behind our own poster: the host's player, its scripts, cookies and
 * thumbnails are not requested until the visitor presses play. Then the player takes the
 * poster's place and the keyboard focus.
 */
export function VideoFacade({ item, provider, playerUrl, stage, describedBy }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const providerName = PROVIDER_NAMES[provider];

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing)
    return (
      <iframe
        ref={frame}
        className="item-video-media item-video-frame"
        src={playerUrl}
        title={`${providerName} video player: ${item.title}`}
        width={stage.width}
        height={stage.height}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );

  return (
    <button
      type="button"
      className="item-video-media item-video-facade"
      aria-label={`Play video: ${itemName(item)}`}
      aria-describedby={describedBy}
      onClick={() => setPlaying(true)}
    >
      {item.image ? (
        <ResponsiveImage
          image={item.image}
          alt=""
          sizes={stage.drawnWidth}
          priority="high"
          className="item-video-poster"
        />
      ) : (
        <MissingImage className="item-video-poster" />
      )}
      <span className="item-video-play" aria-hidden="true">
        <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
          <rect width="68" height="48" rx="12" />
          <path d="M27 14v20l18-10z" />
        </svg>
      </span>
    </button>
  );
}
