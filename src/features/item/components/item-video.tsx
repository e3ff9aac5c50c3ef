import { useId } from 'react';
import type { ItemView } from '@/types/item';
import { formatDuration } from '@/components/ui/format-duration';
import { embedUrl, isHostedProvider, PROVIDER_NAMES } from './video-embed-url';
import { VideoFacade } from './video-facade';
import { VideoFile } from './video-file';
import { videoStage } from './video-stage';
import { VideoUnplayable } from './video-unplayable';
import './item-video.css';

/**
 * The video in place of the photo: a self-hosted clip in the browser's own player, or a
 * YouTube/Vimeo video behind a poster until the visitor presses play. Each item gets fresh
 * elements (key), so stepping to the next item never keeps the last one's player or sources.
 */
export function ItemVideo({ item }: { item: ItemView }) {
  const durationId = useId();
  const video = item.video;
  if (!video) return null;
  const stage = videoStage(item);
  const duration = formatDuration(video.durationSec);
  const provider = isHostedProvider(video.provider) ? video.provider : null;
  const playerUrl = provider && 'id' in video ? embedUrl(provider, video.id) : null;

  let media;
  if (video.provider === 'file') {
    media = <VideoFile key={item.objectID} item={item} video={video} stage={stage} />;
  } else if (provider && playerUrl) {
    media = (
      <VideoFacade
        key={item.objectID}
        item={item}
        provider={provider}
        playerUrl={playerUrl}
        stage={stage}
        describedBy={duration ? durationId : undefined}
      />
    );
  } else {
    const id = 'id' in video ? video.id : undefined;
    media = <VideoUnplayable item={item} provider={provider} id={id} stage={stage} />;
  }

  return (
    <div className="item-video" style={stage.style}>
      {media}
      {(duration || playerUrl) && (
        <p className="item-video-note">
          {duration && <span id={durationId}>Duration {duration}</span>}
          {provider && playerUrl && (
            <span>Pressing play loads {PROVIDER_NAMES[provider]}’s player.</span>
          )}
        </p>
      )}
    </div>
  );
}
