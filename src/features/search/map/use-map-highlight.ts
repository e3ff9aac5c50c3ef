import { useEffect, type RefObject } from 'react';
import type { ResultsMapHandle } from '@/services/maps/results-map';

const CARD_LINK = '.result-card-link[data-object-id]';
const HIGHLIGHTED = 'is-highlighted';

/**
 * A result and its marker light up together: hovering or focusing a result in the list
 * highlights its marker (or the cluster holding it), and a marker does the same to its result.
 */
export function useMapHighlight(
  mapElement: RefObject<HTMLElement | null>,
  map: ResultsMapHandle | null,
): void {
  useEffect(() => {
    const screen = mapElement.current?.closest('.map-main');
    if (!screen || !map) return undefined;
    const idOf = (event: Event) =>
      (event.target as Element | null)?.closest?.(CARD_LINK)?.getAttribute('data-object-id') ??
      null;
    const enter = (event: Event) => {
      const id = idOf(event);
      if (id) map.highlight(id);
    };
    const leave = (event: Event) => {
      if (idOf(event)) map.highlight(null);
    };
    screen.addEventListener('pointerover', enter);
    screen.addEventListener('focusin', enter);
    screen.addEventListener('pointerout', leave);
    screen.addEventListener('focusout', leave);
    return () => {
      screen.removeEventListener('pointerover', enter);
      screen.removeEventListener('focusin', enter);
      screen.removeEventListener('pointerout', leave);
      screen.removeEventListener('focusout', leave);
    };
  }, [mapElement, map]);
}

/** A marker gained (or lost, `null`) hover or focus: its result in the list lights up. */
export function highlightResultCard(mapElement: HTMLElement | null, id: string | null): void {
  const screen = mapElement?.closest('.map-main');
  if (!screen) return;
  screen.querySelector(`.${HIGHLIGHTED}`)?.classList.remove(HIGHLIGHTED);
  if (id)
    screen
      .querySelector(`${CARD_LINK}[data-object-id="${CSS.escape(id)}"]`)
      ?.classList.add(HIGHLIGHTED);
}
