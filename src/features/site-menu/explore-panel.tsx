import { NavigationMenuLink } from '@radix-ui/react-navigation-menu';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeSelect } from '@/components/ui/theme-select';
import { useLoad } from '@/components/ui/use-load';
import { collections } from '@/config/site-collections';
import { useSearchService } from '@/services/search/search-service';
import { formatSearchUrl } from '@/services/search/search-url';
import { fetchTopTags } from './fetch-top-tags';

/** A link of the menu: following it closes the menu (Radix) and navigates (the router). */
function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavigationMenuLink asChild>
      <Link to={to}>{children}</Link>
    </NavigationMenuLink>
  );
}

/**
 * The Explore menu: the collections, the open data, and the top tags, loaded the first time it opens; on a
 * phone, the theme too.
 */
export function ExplorePanel() {
  const collectionsLabel = useId();
  const tagsLabel = useId();
  const reuseLabel = useId();
  const themeLabel = useId();
  const { client, indexName } = useSearchService();
  const tags = useLoad(indexName, () => fetchTopTags(client, indexName));
  return (
    <div className="explore-panel">
      <div>
        <p className="explore-heading" id={collectionsLabel}>
          Collections
        </p>
        <ul className="explore-list" aria-labelledby={collectionsLabel}>
          {collections.map(({ slug, title }) => (
            <li key={slug}>
              <MenuLink to={`/collections/${slug}`}>{title}</MenuLink>
            </li>
          ))}
          <li>
            <MenuLink to="/collections">All collections</MenuLink>
          </li>
        </ul>
        <p className="explore-heading explore-reuse" id={reuseLabel}>
          Reuse
        </p>
        <ul className="explore-list" aria-labelledby={reuseLabel}>
          <li>
            <MenuLink to="/data">Open data</MenuLink>
          </li>
        </ul>
      </div>
      <div>
        <p className="explore-heading" id={tagsLabel}>
          Top tags
        </p>
        {tags.status === 'done' ? (
          <ul className="explore-tags" aria-labelledby={tagsLabel}>
            {tags.value.map(({ tag, count }) => (
              <li key={tag}>
                <MenuLink to={`/?${formatSearchUrl({ lists: { tags: [tag] } })}`}>
                  <bdi>{tag}</bdi> <span className="explore-count">{count}</span>
                </MenuLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="explore-note" role="status">
            {tags.status === 'failed' ? 'The tags could not be loaded.' : 'Loading the tags…'}
          </p>
        )}
      </div>
      {/* Phones only (site-menu.css): the header has no room for the theme there. */}
      <div className="explore-theme" role="group" aria-labelledby={themeLabel}>
        <p className="explore-heading" id={themeLabel}>
          Display
        </p>
        <ThemeSelect className="theme-select" />
      </div>
    </div>
  );
}
