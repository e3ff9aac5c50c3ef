import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openViewer } from '@/services/lightbox/open-viewer';
import type { ViewerHandle, ViewerSlide } from '@/services/lightbox/viewer-types';
import { readViewHash, viewHash } from './view-hash';

/** The list the viewer steps through: a page of results, a whole search, or one item. */
export interface ViewerList {
  count: number;
  slideAt(index: number): ViewerSlide | null;
  loadAround(index: number): Promise<void>;
  /** Position of an item in the list, or -1. */
  indexOf(objectID: string): number;
}

interface ViewerHistoryState {
  viewerPushed?: boolean;
}

/**
 * Keeps the lightbox and the URL in step: opening pushes `#view=<id>` (so Back closes it and a
 * shared link opens it), stepping replaces it, closing goes back. The hash drives the viewer, not
 * the other way round, so Back, Forward and a pasted link all behave the same.
 */
export function useHashViewer(list: ViewerList | null): {
  open: (index: number) => void;
  viewedId: string | null;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const viewedId = readViewHash(location.hash);
  const locationRef = useRef(location);
  const handleRef = useRef<ViewerHandle | null>(null);
  const openingRef = useRef(false);
  const wantedRef = useRef(viewedId);
  // Before the effects below run, so they and the viewer's callbacks read this render's URL.
  useLayoutEffect(() => {
    locationRef.current = location;
    wantedRef.current = viewedId;
  });

  const replaceHash = useCallback(
    (hash: string) => {
      const { pathname, search, state } = locationRef.current;
      navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true, state });
    },
    [navigate],
  );

  useEffect(() => {
    if (!list) return;
    const handle = handleRef.current;
    if (!viewedId) {
      if (handle) {
        handleRef.current = null;
        handle.dismiss();
      }
      return;
    }
    const index = list.indexOf(viewedId);
    if (index < 0) {
      if (!handle && !openingRef.current) replaceHash('');
      return;
    }
    if (handle) {
      handle.goTo(index);
      return;
    }
    if (openingRef.current) return;
    openingRef.current = true;
    openViewer({
      count: list.count,
      index,
      slideAt: list.slideAt,
      loadAround: list.loadAround,
      onChange(current) {
        const slide = list.slideAt(current);
        if (slide && slide.objectID !== wantedRef.current) replaceHash(viewHash(slide.objectID));
      },
      onClose() {
        handleRef.current = null;
        const state = locationRef.current.state as ViewerHistoryState | null;
        if (state?.viewerPushed) navigate(-1);
        else replaceHash('');
      },
    }).then(
      (opened) => {
        openingRef.current = false;
        // The hash may have changed while the viewer's code was loading (Back pressed at once).
        if (!wantedRef.current) opened.dismiss();
        else handleRef.current = opened;
      },
      () => {
        openingRef.current = false;
        replaceHash('');
      },
    );
  }, [list, viewedId, navigate, replaceHash]);

  useEffect(
    () => () => {
      handleRef.current?.dismiss();
      handleRef.current = null;
    },
    [],
  );

  const open = useCallback(
    (index: number) => {
      const slide = list?.slideAt(index);
      if (!slide) return;
      const { pathname, search, state } = locationRef.current;
      navigate(
        { pathname, search, hash: viewHash(slide.objectID) },
        {
          preventScrollReset: true,
          state: { ...(state as object | null), viewerPushed: true },
        },
      );
    },
    [list, navigate],
  );

  return { open, viewedId };
}
