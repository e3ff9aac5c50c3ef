import { Link } from 'react-router';
import { splitCreators } from '@/services/search/record-facets';
import { formatSearchUrl } from '@/services/search/search-url';

interface CreatorLinksProps {
  /** The credit as written: "Lennart Poettering, Andrea Cimitan". */
  creator: string;
  /** Each person in it, as the record lists them (ingest writes `creators`). */
  creators: readonly string[] | undefined;
}

type Part = string | { name: string };

/** The credit cut into its words and its people; names alone when the list does not follow it. */
function creditParts(creator: string, people: readonly string[]): Part[] {
  const parts: Part[] = [];
  let cursor = 0;
  for (const name of people) {
    const at = creator.indexOf(name, cursor);
    if (at < 0)
      return people.flatMap((person, index) => [...(index > 0 ? [', '] : []), { name: person }]);
    if (at > cursor) parts.push(creator.slice(cursor, at));
    parts.push({ name });
    cursor = at + name.length;
  }
  if (cursor < creator.length) parts.push(creator.slice(cursor));
  return parts;
}

/**
 * The credit as written, each person in it a search for their work: "A, B" links A and B on
 * their own, as the creator facet counts them.
 */
export function CreatorLinks({ creator, creators }: CreatorLinksProps) {
  const people = creators && creators.length > 0 ? creators : splitCreators(creator);
  return (
    <>
      {creditParts(creator, people).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={index} to={`/?${formatSearchUrl({ lists: { creator: [part.name] } })}`}>
            <bdi>{part.name}</bdi>
          </Link>
        ),
      )}
    </>
  );
}
