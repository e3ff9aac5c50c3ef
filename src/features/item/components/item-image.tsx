import type { CSSProperties } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { preloadViewer } from '@/services/lightbox/open-viewer';
import { itemAlt, itemName } from '@/services/validation/read-item';
import type { ItemImage as ItemImageData, ItemView } from '@/types/item';
import { itemImageDrawnWidth, itemImageRatio } from './item-image-sizes';

/**
 * The photo, as large as the screen allows but never beyond its largest rendition, with its
 * box reserved before it loads. A click opens the viewer.
 */
export function ItemImage({
  item,
  image,
  onOpenViewer,
}: {
  item: ItemView;
  image: ItemImageData;
  onOpenViewer: () => void;
}) {
  const ratio = itemImageRatio(image);
  const name = itemName(item);
  const drawnWidth = itemImageDrawnWidth(image);
  const style = { '--drawn-width': drawnWidth, '--ratio': ratio.toFixed(4) } as CSSProperties;
  return (
    <div className="item-stage" style={style}>
      <button
        type="button"
        className="item-image-button"
        aria-label={`Open viewer: ${name}`}
        onClick={onOpenViewer}
        onPointerEnter={preloadViewer}
        onFocus={preloadViewer}
      >
        <ResponsiveImage
          image={image}
          alt={itemAlt(item)}
          sizes={drawnWidth}
          priority="high"
          className="item-image"
        />
      </button>
    </div>
  );
}
