import { useAppConfig } from '@/config/app-config-context';

/**
 * A IIIF Collection of the site (docs/iiif.md), with the IIIF logo, in the drag-and-drop form a
 * IIIF viewer takes (`?collection=`). The item page has its own link for its manifest, so neither
 * screen's chunk carries the other's.
 */
export function IiifCollectionLink({ path, children }: { path: string; children: string }) {
  const { siteUrl } = useAppConfig();
  const collection = `${siteUrl ?? '/'}${path}`;
  return (
    <a
      className="iiif-link"
      href={`${collection}?collection=${collection}`}
      title="Drag into a IIIF viewer (Mirador, Universal Viewer) to browse it there"
    >
      {children}
    </a>
  );
}
