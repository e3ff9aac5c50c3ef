import { MissingImage } from '@/components/ui/missing-image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { itemName } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
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
  item: ItemView;
  provider: HostedProvider | null;
  id: unknown;
  stage: VideoStage;
}) {
  return (
    <>
      {item.image ? (
        <ResponsiveImage
          image={item.image}
          alt={itemName(item)}
          sizes={stage.drawnWidth}
          priority="high"
          className="item-video-media item-video-still"
        />
      ) : (
        <MissingImage className="item-video-media item-video-still" />
      )}
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
