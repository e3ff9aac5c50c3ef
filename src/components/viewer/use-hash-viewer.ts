import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { openViewer } from '@/services/lightbox/open-viewer';
import type { ViewerHandle, ViewerSlide } from '@/services/lightbox/viewer-types';
import { useViewerAddress } from './use-viewer-address';
import { addressViewId, readViewHash, viewHash } from './view-hash';

/** The list the viewer steps through: a page of results, a whole search, or one item. */
export interface ViewerList {
  count: number;
  slideAt(index: number): ViewerSlide | null;
  loadAround(index: number): Promise<void>;
  /** Position of an item in the list, or -1. */
  indexOf(objectID: string): number;
}

interface ViewerSession {
  /** `closing`: the visitor closed it and the Back that takes `#view=` away is under way. */
  phase: 'closed' | 'opening' | 'open' | 'closing';
  handle: ViewerHandle | null;
  /** Counts openings: one that Back or leaving the page cancelled closes as soon as it loads. */
  attempt: number;
  /** This session pushed its entry (the router's state may not say so yet). */
  pushed: boolean;
  /** An open asked for while the closing Back was under way, done once it has landed. */
  reopen: number | null;
  stopWaiting: (() => void) | null;
}

/**
 * Keeps the lightbox and the URL in step, one viewer at a time. Opening shows the viewer at once
 * and pushes `#view=<id>` (so Back closes it and a shared link opens it); stepping replaces it;
 * closing goes back to the entry the open pushed, or takes the hash away where there is none, so
 * the address never asks for a viewer that is not there. An open while one is opening, open or
 * closing does nothing more, whoever asks: a double click, Enter twice, a `#view=` link.
 */
export function useHashViewer(list: ViewerList | null): {
  /** Opens the viewer on an item of the list; false when this asked for nothing new. */
  open: (index: number) => boolean;
  viewedId: string | null;
} {
  const { address, hash } = useViewerAddress();
  const viewedId = readViewHash(hash);
  const session = useRef<ViewerSession>({
    phase: 'closed',
    handle: null,
    attempt: 0,
    pushed: false,
    reopen: null,
    stopWaiting: null,
  });
  const openRef = useRef<(index: number) => boolean>(() => false);

  const hide = useCallback(() => {
    const s = session.current;
    s.attempt++;
    s.phase = 'closed';
    s.pushed = false;
    const handle = s.handle;
    s.handle = null;
    handle?.dismiss();
  }, []);

  const settle = useCallback(() => {
    const s = session.current;
    s.stopWaiting = null;
    s.phase = 'closed';
    // Landed on another `#view=` entry (one an older version of the site left): not a viewer.
    if (addressViewId()) address.write('', 'replace', false);
    const again = s.reopen;
    s.reopen = null;
    if (again !== null) openRef.current(again);
  }, [address]);

  /** The visitor closed the viewer: take `#view=` out of the address. */
  const leave = useCallback(() => {
    const s = session.current;
    s.handle = null;
    const pushed = s.pushed || address.wasPushed();
    s.pushed = false;
    if (!addressViewId()) s.phase = 'closed';
    else if (!pushed) {
      s.phase = 'closed';
      address.write('', 'replace', false);
    } else {
      s.phase = 'closing';
      s.stopWaiting = address.goBack(settle);
    }
  }, [address, settle]);

  const show = useCallback(
    (shown: ViewerList, index: number, openedByPress: boolean) => {
      const s = session.current;
      s.phase = 'opening';
      const attempt = ++s.attempt;
      const current = () => attempt === s.attempt;
      openViewer({
        count: shown.count,
        index,
        slideAt: shown.slideAt,
        loadAround: shown.loadAround,
        openedByPress,
        onChange(at) {
          const slide = shown.slideAt(at);
          if (current() && slide && slide.objectID !== addressViewId())
            address.write(viewHash(slide.objectID), 'replace', s.pushed || address.wasPushed());
        },
        onClose: () => {
          if (current()) leave();
        },
      }).then(
        (opened) => {
          if (!current()) opened.dismiss();
          else {
            s.handle = opened;
            s.phase = 'open';
          }
        },
        () => {
          if (current()) leave();
        },
      );
    },
    [address, leave],
  );

  const open = useCallback(
    (index: number) => {
      const s = session.current;
      if (s.phase === 'closing') {
        const first = s.reopen === null;
        s.reopen = index;
        return first;
      }
      const slide = s.phase === 'closed' ? list?.slideAt(index) : null;
      if (!list || !slide) return false;
      const asked = addressViewId();
      show(list, index, true);
      if (asked === slide.objectID) return true;
      s.pushed = asked === null;
      address.write(viewHash(slide.objectID), s.pushed ? 'push' : 'replace', s.pushed);
      return true;
    },
    [list, address, show],
  );
  useLayoutEffect(() => {
    openRef.current = open;
  });

  // The address drives the viewer: Back, Forward and a pasted link all land here. It reads the
  // address itself, not this render's location, which may already be out of date.
  useEffect(() => {
    const s = session.current;
    if (!list || s.phase === 'closing') return;
    const asked = addressViewId();
    if (!asked) {
      if (s.phase !== 'closed') hide();
      return;
    }
    const index = list.indexOf(asked);
    if (index < 0) {
      if (s.phase === 'closed') address.write('', 'replace', false);
    } else if (s.phase === 'open') s.handle?.goTo(index);
    else if (s.phase === 'closed') show(list, index, false);
  }, [list, viewedId, address, hide, show]);

  useEffect(
    () => () => {
      session.current.stopWaiting?.();
      session.current.reopen = null;
      hide();
    },
    [hide],
  );

  return { open, viewedId };
}
