import { Link } from 'react-router';
import { formatSearchUrl, type SearchUrlState } from '@/services/search/search-url';
import { CAMERA_SEPARATOR } from '@/services/search/record-facets';
import type { ItemView, TagTree } from '@/types/item';
import { CreatorLinks } from './creator-links';

function searchLink(state: SearchUrlState): string {
  const query = formatSearchUrl(state);
  return query ? `/?${query}` : '/';
}

const yearOfDay = (day: number) => new Date(day * 86_400_000).getUTCFullYear();

/** The years an owner's date spans ("1960s": 1960 to 1969), for a search of the same time. */
function spanYears(item: ItemView): { from?: number; to?: number } {
  if (item.dayFirst !== undefined && item.dayLast !== undefined)
    return { from: yearOfDay(item.dayFirst), to: yearOfDay(item.dayLast) };
  return { from: item.year ?? undefined, to: item.year ?? undefined };
}

/** A date finer than its year ("14 June 1950"), within one year: it offers the whole year too. */
function finerThanYear(item: ItemView): number | null {
  const { dayFirst: first, dayLast: last } = item;
  if (!item.dateLabel || first === undefined || last === undefined) return null;
  const year = yearOfDay(first);
  const wholeYear = Date.UTC(year + 1, 0, 1) / 86_400_000 - Date.UTC(year, 0, 1) / 86_400_000;
  return yearOfDay(last) === year && last - first + 1 < wholeYear ? year : null;
}

/** The deepest topics only: "Places > Harbour" says "Places" already. */
function topicPaths(tree: TagTree | undefined): string[] {
  const values = tree
    ? [tree.lvl0, tree.lvl1, tree.lvl2, tree.lvl3].flatMap((level) => level ?? [])
    : [];
  return [...new Set(values)].filter(
    (value) => !values.some((other) => other.startsWith(`${value}${CAMERA_SEPARATOR}`)),
  );
}

/** A fact listed as links, each a search for more of the same (tags, people, topics). */
function LinkList({ term, links }: { term: string; links: [string, SearchUrlState][] }) {
  if (links.length === 0) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>
        <ul className="item-tags">
          {links.map(([text, state]) => (
            <li key={text}>
              <Link to={searchLink(state)} className="item-tag">
                <bdi>{text}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

/** Creator, people, place, year, tags and topics, each a search for more of the same. */
export function ItemFacts({ item }: { item: ItemView }) {
  const place = item.place ? [item.place.name, item.place.country].filter(Boolean).join(', ') : '';
  const tags = [...new Set(item.tags)];
  const year = item.year !== null && Number.isInteger(item.year) ? String(item.year) : '';
  const date = item.dateLabel || year;
  const sameYear = finerThanYear(item);
  // A date to the day ("14 June 1950") also offers that day: `when=1950-06-14`.
  const sameDay =
    item.dayFirst !== undefined && item.dayFirst === item.dayLast ? item.dayFirst : null;
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
      {/* The people shown, not the ones who made it (the credit's creators, above). */}
      <LinkList
        term="People"
        links={[...new Set(item.people ?? [])].map((person) => [
          person,
          { lists: { people: [person] } },
        ])}
      />
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
      {date && (
        <>
          {/* An owner's date says more than a year ("14 June 1950", "1960s"): shown as written. */}
          <dt>{item.dateLabel ? 'Date' : 'Year'}</dt>
          <dd>
            <Link to={searchLink({ year: spanYears(item) })}>{date}</Link>
            {sameYear !== null && (
              <>
                {' · '}
                <Link to={searchLink({ year: { from: sameYear, to: sameYear } })}>Same year</Link>
              </>
            )}
            {sameDay !== null && (
              <>
                {' · '}
                <Link to={searchLink({ when: { first: sameDay, last: sameDay } })}>Same day</Link>
              </>
            )}
          </dd>
        </>
      )}
      <LinkList term="Tags" links={tags.map((tag) => [tag, { lists: { tags: [tag] } }])} />
      <LinkList
        term="Topics"
        links={topicPaths(item.tagTree).map((path) => [
          path,
          { topic: path.split(CAMERA_SEPARATOR) },
        ])}
      />
    </dl>
  );
}
