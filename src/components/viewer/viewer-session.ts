import type { Location, NavigateFunction } from 'react-router';
import { openViewer } from '@/services/lightbox/open-viewer';
import type { ViewerHandle } from '@/services/lightbox/viewer-types';
import type { ItemView } from '@/types/item';
import { slideFromRecord } from './slide-from-record';
import { createViewerAddress } from './viewer-address';
import { addressViewId, viewHash } from './view-hash';
import { readViewZoom, viewZoomHash } from './view-zoom-hash';

/** The list the viewer steps through: a page of results, a whole search, or one item. */
export interface ViewerList {
  count: number;
  /** The record at a position, if it is loaded (the viewer makes its slide). */
  recordAt(index: number): ItemView | null;
  loadAround(index: number): Promise<void>;
  /** Position of an item in the list, or -1. */
  indexOf(objectID: string): number;
}

/** What the page gives the session, as of its latest render. */
export interface ViewerPage {
  list: ViewerList | null;
  /** The page's location as drawn (its path and history state) and its router's navigate. */
  location: Location;
  navigate: NavigateFunction;
}

export interface ViewerSession {
  /** Opens the viewer on an item of the list; false when this asked for nothing new. */
  open(index: number): boolean;
  /** The address changed (Back, Forward, a pasted link) or the list did: show what it asks. */
  follow(): void;
  /** The page is going: close the viewer and stop waiting for anything. */
  end(): void;
}

/**
 * Keeps the lightbox and the URL in step, one viewer at a time (use-hash-viewer.ts gives it the
 * page's router; this code loads after the first screen). Opening shows the viewer at once and
 * pushes `#view=<id>` (so Back closes it and a shared link opens it); stepping replaces it;
 * closing goes back to the entry the open pushed, or takes the hash away where there is none, so
 * the address never asks for a viewer that is not there. An open while one is opening, open or
 * closing does nothing more, whoever asks: a double click, Enter twice, a `#view=` link.
 */
export function createViewerSession(page: { readonly current: ViewerPage }): ViewerSession {
  const address = createViewerAddress(page);
  /** `closing`: the visitor closed it and the Back that takes `#view=` away is under way. */
  let phase: 'closed' | 'opening' | 'open' | 'closing' = 'closed';
  let handle: ViewerHandle | null = null;
  /** Counts openings: one that Back or leaving the page cancelled closes as soon as it loads. */
  let attempt = 0;
  /** This session pushed its entry (the router's state may not say so yet). */
  let pushed = false;
  /** An open asked for while the closing Back was under way, done once it has landed. */
  let reopen: number | null = null;
  let stopWaiting: (() => void) | null = null;

  const hide = () => {
    attempt++;
    phase = 'closed';
    pushed = false;
    const shown = handle;
    handle = null;
    shown?.dismiss();
  };

  const settle = () => {
    stopWaiting = null;
    phase = 'closed';
    // Landed on another `#view=` entry (one an older version of the site left): not a viewer.
    if (addressViewId()) address.write('', 'replace', false);
    const again = reopen;
    reopen = null;
    if (again !== null) open(again);
  };

  /** The visitor closed the viewer: take `#view=` out of the address. */
  const leave = () => {
    handle = null;
    const wasPushed = pushed || address.wasPushed();
    pushed = false;
    if (!addressViewId()) phase = 'closed';
    else if (!wasPushed) {
      phase = 'closed';
      address.write('', 'replace', false);
    } else {
      phase = 'closing';
      stopWaiting = address.goBack(settle);
    }
  };

  const show = (shown: ViewerList, index: number, openedByPress: boolean) => {
    phase = 'opening';
    const mine = ++attempt;
    const current = () => mine === attempt;
    const slideAt = (at: number) => {
      const record = shown.recordAt(at);
      return record ? slideFromRecord(record) : null;
    };
    openViewer({
      count: shown.count,
      index,
      slideAt,
      loadAround: shown.loadAround,
      openedByPress,
      // A link's zoom, for the slide it names (a press opens at the fitted size).
      zoom: openedByPress ? null : readViewZoom(window.location.hash),
      onZoomChange(zoom) {
        const shown = slideAt(handle?.currentIndex() ?? index);
        if (current() && shown && shown.objectID === addressViewId())
          address.write(
            viewZoomHash(shown.objectID, zoom),
            'replace',
            pushed || address.wasPushed(),
          );
      },
      onChange(at) {
        const slide = slideAt(at);
        if (current() && slide && slide.objectID !== addressViewId())
          address.write(viewHash(slide.objectID), 'replace', pushed || address.wasPushed());
      },
      onClose: () => {
        if (current()) leave();
      },
    }).then(
      (opened) => {
        if (!current()) opened.dismiss();
        else {
          handle = opened;
          phase = 'open';
        }
      },
      () => {
        if (current()) leave();
      },
    );
  };

  function open(index: number): boolean {
    if (phase === 'closing') {
      const first = reopen === null;
      reopen = index;
      return first;
    }
    const { list } = page.current;
    const record = phase === 'closed' ? list?.recordAt(index) : null;
    const slide = record ? slideFromRecord(record) : null;
    if (!list || !slide) return false;
    const asked = addressViewId();
    show(list, index, true);
    if (asked === slide.objectID) return true;
    pushed = asked === null;
    address.write(viewHash(slide.objectID), pushed ? 'push' : 'replace', pushed);
    return true;
  }

  // The address drives the viewer: Back, Forward and a pasted link all land here. It reads the
  // address itself, not the router's location, which may already be out of date.
  function follow() {
    const { list } = page.current;
    if (!list || phase === 'closing') return;
    const asked = addressViewId();
    if (!asked) {
      if (phase !== 'closed') hide();
      return;
    }
    const index = list.indexOf(asked);
    if (index < 0) {
      if (phase === 'closed') address.write('', 'replace', false);
    } else if (phase === 'open') handle?.goTo(index);
    else if (phase === 'closed') show(list, index, false);
  }

  function end() {
    stopWaiting?.();
    stopWaiting = null;
    reopen = null;
    hide();
  }

  return { open, follow, end };
}
