import type { Hit } from 'instantsearch.js';
import { Link } from 'react-router';
import { MissingImage } from '@/components/ui/missing-image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { itemName, readItem } from '@/services/validation/read-item';

/** A few items from the whole archive, offered when a search finds nothing (null: loading). */
export function PopularItems({ hits }: { hits: Hit[] | null }) {
  if (hits === null || hits.length === 0) return null;
  return (
    <section className="popular-items" aria-labelledby="popular-items-heading">
      <h4 id="popular-items-heading">Try one of these</h4>
      <ul>
        {hits.map((hit) => {
          const item = readItem(hit);
          const name = itemName(item);
          return (
            <li key={item.objectID}>
              <Link to={`/item/${encodeURIComponent(item.objectID)}`} className="popular-item">
                {item.image ? (
                  <ResponsiveImage
                    image={item.image}
                    alt=""
                    sizes="10rem"
                    priority="normal"
                    className="popular-item-image"
                  />
                ) : (
                  <MissingImage className="popular-item-image" />
                )}
                <bdi className="popular-item-title">{name}</bdi>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
