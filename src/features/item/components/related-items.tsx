import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { MissingImage } from '@/components/ui/missing-image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { itemName } from '@/services/validation/read-item';
import type { RelatedItem } from '@/services/search/fetch-related';
import { useSearchService } from '@/services/search/search-service';
import type { ItemView } from '@/types/item';

/** How wide a card is drawn: 8 across the page's 75rem, 4 across up to 900 px, else 2. */
const RELATED_SIZES =
  '(min-width: 1240px) 145px, (min-width: 901px) 12vw, (min-width: 561px) 23vw, 45vw';

/** How close to the screen the row must come before its search and thumbnails load. */
const LOAD_MARGIN = '600px';

/**
 * True once the element is near the screen: the row is below the fold, and its thumbnails must
 * not compete with the item's own image for the network.
 */
function useNearScreen(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/** Up to 8 items with the most in common with this one, all in view at once. */
export function RelatedItems({ item }: { item: ItemView }) {
  const { client, indexName } = useSearchService();
  const [related, setRelated] = useState<RelatedItem[]>([]);
  const [anchor, near] = useNearScreen();
  useEffect(() => {
    if (!near) return;
    let current = true;
    // The request and its scoring load with the row, not with the page: the row is below the fold.
    import('@/services/search/fetch-related')
      .then(({ fetchRelatedItems }) => fetchRelatedItems(client, indexName, item))
      .then(
        (found) => current && setRelated(found),
        // Related items are extra: when the search fails the row is simply not shown.
        () => {},
      );
    return () => {
      current = false;
    };
  }, [client, indexName, item, near]);

  if (related.length === 0) return <div ref={anchor} className="related-anchor" />;
  return (
    <section className="related-items" aria-labelledby="related-heading">
      <h2 id="related-heading">Related items</h2>
      <ul>
        {related.map((other) => (
          <li key={other.objectID}>
            <Link to={`/item/${encodeURIComponent(other.objectID)}`}>
              {other.image ? (
                <ResponsiveImage
                  image={other.image}
                  alt=""
                  sizes={RELATED_SIZES}
                  className="related-image"
                />
              ) : (
                <MissingImage className="related-image" />
              )}
              <bdi className="related-title" title={itemName(other)}>
                {itemName(other)}
              </bdi>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
