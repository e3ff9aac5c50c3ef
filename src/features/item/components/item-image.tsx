import type { CSSProperties } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { preloadViewer } from '@/services/lightbox/open-viewer';
import { itemName } from '@/services/validation/read-item';
import type { ItemImage as ItemImageData, ItemView } from '@/types/item';

/** Never drawn taller than this share of the screen, so the title shows below it. */
const MAX_HEIGHT_VH = 78;
/** The page's content width (.item-details max-width). */
const MAX_PAGE_WIDTH = 1200;

/** Width of the largest rendition: drawing wider would only upscale it. */
function largestWidth(image: ItemImageData): number {
  const widths = image.renditions.map((rendition) => rendition.width);
  return Math.max(0, ...widths) || image.width;
}

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
  const { width, height } = image;
  const ratio = width > 0 && height > 0 ? width / height : 1.5;
  const maxWidth = Math.min(largestWidth(image), MAX_PAGE_WIDTH);
  const name = itemName(item);
  const drawnWidth = `min(calc(100vw - 2.5rem), ${maxWidth}px, calc(${MAX_HEIGHT_VH}vh * ${ratio.toFixed(4)}))`;
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
          alt={name}
          sizes={drawnWidth}
          priority="high"
          className="item-image"
        />
      </button>
    </div>
  );
}
