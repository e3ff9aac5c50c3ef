import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useMetaDescription } from '@/components/ui/use-meta-description';
import { useAppConfig } from '@/config/app-config-context';

/** Lazy route module for `/map` until the map screen exists: says so, and offers the way back. */
export function Component() {
  const { archiveName } = useAppConfig();
  useDocumentTitle('Map', archiveName);
  useMetaDescription(`The items of ${archiveName} on a map: coming soon.`);
  return (
    <section className="message-page" aria-labelledby="map-title">
      <h1 id="map-title">The map is coming</h1>
      <p>
        Soon you will find the archive’s items on a map here. Until then, each item with a known
        place shows it on its own page.
      </p>
      <p>
        <Link to="/">Back to the archive</Link>
      </p>
    </section>
  );
}
