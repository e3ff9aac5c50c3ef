import { useAppConfig } from '@/config/app-config-context';
import { iiifManifestPath } from '@/services/page-meta/iiif-manifest-path';

/**
 * "IIIF manifest": the item's IIIF Presentation 3.0 manifest (docs/iiif.md). Its address carries
 * itself as `?manifest=`, the IIIF drag-and-drop convention: dropped on Mirador or Universal
 * Viewer, the link opens the item there.
 */
export function IiifManifestLink({ objectID }: { objectID: string }) {
  const { siteUrl } = useAppConfig();
  const manifest = `${siteUrl ?? '/'}${iiifManifestPath(objectID)}`;
  return (
    <a
      className="iiif-link"
      href={`${manifest}?manifest=${manifest}`}
      title="Drag into a IIIF viewer (Mirador, Universal Viewer) to open it there"
    >
      IIIF manifest
    </a>
  );
}
