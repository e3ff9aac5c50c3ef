import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { ItemRecord } from '@/types/item';
import { PROVIDER_NAMES, providerPageUrl, type HostedProvider } from './video-embed-url';
import type { VideoStage } from './video-stage';

/**
 * A video whose record cannot be trusted to load a player (an id of the wrong shape, an
 * unknown provider): the poster, what happened, and where the video may still be watched.
 */
export function VideoUnplayable({
  item,
  provider,
  id,
  stage,
}: {
  item: ItemRecord;
  provider: HostedProvider | null;
  id: unknown;
  stage: VideoStage;
}) {
  return (
    <>
      <ResponsiveImage
        image={item.image}
        alt={item.title}
        sizes={stage.drawnWidth}
        priority="high"
        className="item-video-media item-video-still"
      />
      <p className="item-video-problem">
        This video cannot be played here: the archive’s record of it is not valid.{' '}
        {provider ? (
          <a href={providerPageUrl(provider, id)} rel="noopener noreferrer">
            Look for it on {PROVIDER_NAMES[provider]}
          </a>
        ) : (
          'Please tell us through the contact form below.'
        )}
      </p>
    </>
  );
}
