import { useId } from 'react';
import { Link } from 'react-router';
import { safeMediaUrl } from '@/components/ui/media-url';
import { formatCount } from '@/components/ui/format-count';
import { MAX_CREDITED, type Credits, type LicenceGroup } from '../fetch-credits';

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

function LicenceSection({ group }: { group: LicenceGroup }) {
  const headingId = useId();
  const url = safeMediaUrl(group.url);
  return (
    <section className="licence-group" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {group.name === null ? (
          'No licence stated: ask the archive before reusing these'
        ) : url ? (
          <a href={url} rel="license noopener noreferrer">
            <bdi>{group.name}</bdi>
          </a>
        ) : (
          <bdi>{group.name}</bdi>
        )}{' '}
        <span className="licence-count">({items(group.entries.length)})</span>
      </h3>
      <ul className="credit-list">
        {group.entries.map((entry) => (
          <li key={entry.objectID}>
            <Link to={`/item/${encodeURIComponent(entry.objectID)}`}>
              <bdi>{entry.name}</bdi>
            </Link>
            {entry.credit ? (
              <span className="credit-text">
                <bdi>{entry.credit}</bdi>
              </span>
            ) : entry.creator ? (
              <span className="credit-text">
                by <bdi>{entry.creator}</bdi>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every item's credit, by licence, each licence linked to its terms and each item to its page. */
export function CreditsList({ credits }: { credits: Credits }) {
  const shown = credits.groups.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <>
      <p>
        {items(credits.total)} in {credits.groups.length}{' '}
        {credits.groups.length === 1 ? 'licence' : 'licences'}. Follow a licence for its terms, and
        an item for its page, where its credit is ready to copy.
      </p>
      {credits.total > shown && (
        <p>
          The first {formatCount(MAX_CREDITED)} are listed here; every item’s page has its own
          credit and licence.
        </p>
      )}
      {credits.groups.map((group) => (
        <LicenceSection key={group.name ?? ''} group={group} />
      ))}
    </>
  );
}
