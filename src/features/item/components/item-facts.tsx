import { Link } from 'react-router';
import { formatSearchUrl, type SearchUrlState } from '@/services/search/search-url';
import type { ItemView } from '@/types/item';
import { CreatorLinks } from './creator-links';

function searchLink(state: SearchUrlState): string {
  const query = formatSearchUrl(state);
  return query ? `/?${query}` : '/';
}

/** Creator, place, year and tags, each a search for more of the same. */
export function ItemFacts({ item }: { item: ItemView }) {
  const place = item.place ? [item.place.name, item.place.country].filter(Boolean).join(', ') : '';
  const tags = [...new Set(item.tags)];
  return (
    <dl className="item-facts">
      {/* Always said: a missing line would leave the visitor wondering whether it was forgotten. */}
      <dt>By</dt>
      <dd>
        {item.creator ? (
          <CreatorLinks creator={item.creator} creators={item.creators} />
        ) : (
          <span className="item-fact-note">Unknown</span>
        )}
      </dd>
      {place && (
        <>
          <dt>Place</dt>
          <dd>
            <Link to={searchLink({ q: item.place?.name ?? place })}>
              <bdi>{place}</bdi>
            </Link>
            {item.geoPrecision === 'place' && (
              <span className="item-fact-note"> (approximate)</span>
            )}
          </dd>
        </>
      )}
      {item.year !== null && Number.isInteger(item.year) && (
        <>
          <dt>Year</dt>
          <dd>
            <Link to={searchLink({ year: { from: item.year, to: item.year } })}>{item.year}</Link>
          </dd>
        </>
      )}
      {tags.length > 0 && (
        <>
          <dt>Tags</dt>
          <dd>
            <ul className="item-tags">
              {tags.map((tag) => (
                <li key={tag}>
                  <Link to={searchLink({ lists: { tags: [tag] } })} className="item-tag">
                    <bdi>{tag}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}
