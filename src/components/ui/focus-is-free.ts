/**
 * Marks an element that takes focus on its own, unasked (the Privacy choices sheet on a first
 * visit): focus resting there was not put there by the visitor, so a page that moves focus to
 * its heading on arrival (an item page, a new page) may still take it.
 */
export const FOCUS_TAKEN_UNASKED = 'data-focus-taken-unasked';

/** Nothing is focused, or only an element that took focus unasked. */
export function isFocusFree(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.hasAttribute(FOCUS_TAKEN_UNASKED);
}
