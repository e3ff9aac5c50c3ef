import type { CSSProperties } from 'react';
import type { ItemImage } from '@/types/item';
import { renditionSrcSet } from './image-sources';
import { safeColor, safeMediaUrl, safePlaceholder } from './media-url';

interface ResponsiveImageProps {
  image: ItemImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load now, and first. */
  priority?: 'high' | 'normal' | 'lazy';
  className?: string;
}

/**
 * AVIF, then WebP, then the JPEG fallback; explicit width and height so nothing shifts while
 * it loads, and the dominant colour with a tiny blurred placeholder underneath until it does.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = 'lazy',
  className,
}: ResponsiveImageProps) {
  const avif = renditionSrcSet(image, 'avif');
  const webp = renditionSrcSet(image, 'webp');
  const jpeg = renditionSrcSet(image, 'jpeg');
  const fallback =
    safeMediaUrl(image.renditions.find((rendition) => rendition.format === 'jpeg')?.url) ??
    safeMediaUrl(image.src);
  const placeholder = safePlaceholder(image.placeholder);
  const style: CSSProperties = {
    backgroundColor: safeColor(image.color) ?? undefined,
    backgroundImage: placeholder ? `url("${placeholder}")` : undefined,
  };
  return (
    <picture className={className}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={fallback ?? undefined}
        srcSet={jpeg || undefined}
        sizes={jpeg ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : 'auto'}
        decoding="async"
        style={style}
      />
    </picture>
  );
}
