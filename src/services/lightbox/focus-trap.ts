import type PhotoSwipe from 'photoswipe';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The viewer's controls a visitor can reach now (shown and enabled), in document order. */
function reachableControls(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) =>
      !control.matches(':disabled') &&
      control.getClientRects().length > 0 &&
      getComputedStyle(control).visibility !== 'hidden',
  );
}

/**
 * Keeps Tab and Shift+Tab going round the viewer's controls. PhotoSwipe only pulls focus back
 * once it has landed outside; past the last control (the viewer is the end of the document)
 * focus first leaves the page for the browser's own toolbar, a stop on nothing.
 */
export function trapFocus(pswp: PhotoSwipe): void {
  pswp.on('keydown', ({ originalEvent: event }) => {
    const root = pswp.element;
    if (event.key !== 'Tab' || event.ctrlKey || event.metaKey || event.altKey || !root) return;
    // A tap on a touch screen may have hidden the controls: the keyboard brings them back, so
    // focus never lands on a button nobody can see.
    root.classList.add('pswp--ui-visible');
    const controls = reachableControls(root);
    const active = document.activeElement;
    const at = controls.findIndex((control) => control === active);
    const lastAt = controls.length - 1;
    // Within the controls the browser's own step is the right one.
    if (at >= 0 && (event.shiftKey ? at > 0 : at < lastAt)) return;
    event.preventDefault();
    (controls.at(event.shiftKey ? -1 : 0) ?? root).focus();
  });

  // "Next" on the last photo (or "Previous" on the first) hides the very button that has focus,
  // and focus drops to the page: the other arrow takes it instead. (Before the opening is over
  // focus is still on the opener, and PhotoSwipe moves it in at the end.)
  pswp.on('openingAnimationEnd', () => {
    pswp.on('change', () => {
      queueMicrotask(() => {
        const root = pswp.element;
        if (!root || pswp.isDestroying) return;
        const controls = reachableControls(root);
        const active = document.activeElement;
        if (active === root || controls.some((control) => control === active)) return;
        if (active && active !== document.body && !root.contains(active)) return;
        const arrow = controls.find((control) => control.matches('.pswp__button--arrow'));
        (arrow ?? root).focus();
      });
    });
  });
}
