import type { Locator } from '@playwright/test';

/** Where an element's top is on the screen: px from the top of the viewport. */
export function viewportTop(element: Locator): Promise<number> {
  return element.evaluate((node) => node.getBoundingClientRect().top);
}
