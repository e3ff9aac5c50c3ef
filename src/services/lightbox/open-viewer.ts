import type * as PhotoSwipeViewer from './photoswipe-viewer';
import type { ViewerHandle, ViewerOptions } from './viewer-types';

/**
 * The lightbox facade. PhotoSwipe and its stylesheet load on first use; hovering or focusing an
 * opener preloads them so the click opens at once.
 */
let viewerModule: Promise<typeof PhotoSwipeViewer> | null = null;

function loadViewerModule() {
  viewerModule ??= import('./photoswipe-viewer').catch((error: unknown) => {
    viewerModule = null;
    throw error;
  });
  return viewerModule;
}

export function preloadViewer(): void {
  void loadViewerModule().catch(() => {});
}

export async function openViewer(options: ViewerOptions): Promise<ViewerHandle> {
  const { createPhotoSwipeViewer } = await loadViewerModule();
  return createPhotoSwipeViewer(options);
}
