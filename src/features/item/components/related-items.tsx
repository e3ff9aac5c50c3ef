import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { fetchRelatedItems, type RelatedItem } from '@/services/search/fetch-related';
import { useSearchService } from '@/services/search/search-service';
import type { ItemRecord } from '@/types/item';

/** A row of up to 8 items with the most in common with this one. */
export function RelatedItems({ item }: { item: ItemRecord }) {
  const { client, indexName } = useSearchService();
  const [related, setRelated] = useState<RelatedItem[]>([]);
  useEffect(() => {
    let current = true;
    fetchRelatedItems(client, indexName, item).then(
      (found) => current && setRelated(found),
      // Related items are extra: when the search fails the row is simply not shown.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [client, indexName, item]);

  if (related.length === 0) return null;
  return (
    <section className="related-items" aria-labelledby="related-heading">
      <h2 id="related-heading">Related items</h2>
      <ul>
        {related.map((other) => (
          <li key={other.objectID}>
            <Link to={`/item/${encodeURIComponent(other.objectID)}`}>
              <ResponsiveImage image={other.image} alt="" sizes="160px" className="related-image" />
              <span className="related-title">{other.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
