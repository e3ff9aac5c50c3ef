import { Link } from 'react-router';
import { MissingImage } from '@/components/ui/missing-image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { CollectionConfig } from '@/config/site-schema';
import type { ItemView } from '@/types/item';

interface CollectionCardProps {
  collection: CollectionConfig;
  /** Undefined while counting (or when counting failed). */
  count: number | undefined;
  /** Undefined while loading; null when the cover is not in the index. */
  cover: ItemView | null | undefined;
  priority: 'high' | 'lazy';
}

export function CollectionCard({ collection, count, cover, priority }: CollectionCardProps) {
  const { slug, title, description } = collection;
  return (
    <article className="collection-card">
      {/* The title's link covers the whole card (CSS); the picture adds nothing to read out. */}
      <div className="collection-cover">
        {cover?.image ? (
          <ResponsiveImage
            image={cover.image}
            alt=""
            sizes="(max-width: 40rem) 100vw, 22rem"
            priority={priority}
          />
        ) : cover === null ? (
          <MissingImage />
        ) : null}
      </div>
      <h2 className="collection-title">
        <Link to={`/collections/${slug}`}>{title}</Link>
      </h2>
      <p className="collection-description">{description}</p>
      <p className="collection-count">
        {count === undefined ? '' : count === 1 ? '1 item' : `${count} items`}
      </p>
    </article>
  );
}
