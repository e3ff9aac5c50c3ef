import { useEffect, useRef } from 'react';

/** Elements where the arrow keys already mean something. */
const OWNS_ARROWS =
  'input, textarea, select, video, audio, iframe, [contenteditable], .leaflet-container, [role="slider"], [role="menu"], [role="listbox"]';

/**
 * ← and → anywhere on the page, unless a control that uses them has focus, a modifier is held,
 * or the viewer (which steps by itself) is open.
 */
export function useArrowKeys(onArrow: (direction: -1 | 1) => void, enabled: boolean): void {
  const handler = useRef(onArrow);
  useEffect(() => {
    handler.current = onArrow;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWNS_ARROWS) || document.querySelector('.pswp')) return;
      event.preventDefault();
      handler.current(event.key === 'ArrowLeft' ? -1 : 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
