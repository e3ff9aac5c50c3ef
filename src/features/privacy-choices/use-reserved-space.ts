import { useEffect, type RefObject } from 'react';

const SPACE = '--privacy-choices-space';
let registered = false;

/**
 * The room is a custom property that is not inherited: <html> and <body> each get it and use it
 * themselves. Inherited (as custom properties are unless registered), each new height restyled
 * every element of the page, one of them in the same frame as the app's first screen.
 */
function registerSpace(): void {
  if (registered || typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function')
    return;
  registered = true;
  try {
    CSS.registerProperty({ name: SPACE, syntax: '<length>', inherits: false, initialValue: '0px' });
  } catch {
    // Registered already (a second copy of this module after a reload in development).
  }
}

/**
 * While the dialog is open the page gets that much room below its footer (and focus scrolls with
 * that margin), so the end of the page can be scrolled above the dialog instead of staying under
 * it. Space is added after the content, so nothing on the page moves.
 */
export function useReservedSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    registerSpace();
    const holders = [document.documentElement, document.body];
    const observer = new ResizeObserver(() => {
      const space = `${element.offsetHeight}px`;
      for (const holder of holders) holder.style.setProperty(SPACE, space);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const holder of holders) holder.style.removeProperty(SPACE);
    };
  }, [ref]);
}
