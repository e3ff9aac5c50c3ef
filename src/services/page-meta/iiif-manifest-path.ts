/**
 * An item's IIIF Presentation 3.0 manifest (docs/iiif.md), relative to the site URL as the page
 * paths of site-address.ts are. A module of its own: the item page's link is its only reader in
 * the browser, so it travels in that page's chunk.
 */
export function iiifManifestPath(objectID: string): string {
  return `iiif/${encodeURIComponent(objectID)}/manifest.json`;
}
