import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_ID } from '@/components/ui/first-screen';
import {
  answerSearchesWith,
  failures,
  watchConsoleErrors,
} from '../../../tests/utils/failing-search-service';
import { renderApp } from '../../../tests/utils/render-app';

/** What a prerendered item page holds before the app runs (scripts/prerender). */
function givenPrerenderedPage(): HTMLElement {
  const firstScreen = document.createElement('div');
  firstScreen.id = FIRST_SCREEN_ID;
  firstScreen.setAttribute('aria-hidden', 'true');
  firstScreen.textContent = 'Fallen Leaf, drawn at build time';
  document.body.prepend(firstScreen);
  document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
  return firstScreen;
}

const pageIsPrerendered = () =>
  document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE) &&
  document.getElementById(FIRST_SCREEN_ID) !== null;

afterEach(() => {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
});

describe('a prerendered item page', () => {
  it('keeps its build-time screen while the record loads, and hands over when the item is drawn', async () => {
    givenPrerenderedPage();
    renderApp('/item/fallen-leaf');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(pageIsPrerendered()).toBe(true);

    const title = await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 });
    // Handed over in the commit that drew the item, so focus can move to its title.
    expect(pageIsPrerendered()).toBe(false);
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('hands over to say an item is not found', async () => {
    givenPrerenderedPage();
    renderApp('/item/removed-since-the-build');
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
    expect(pageIsPrerendered()).toBe(false);
  });

  it('hands over to show a failure of the search service, not a stale item', async () => {
    watchConsoleErrors();
    answerSearchesWith(failures.status(502, 'Bad gateway'));
    givenPrerenderedPage();
    renderApp('/item/fallen-leaf');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'The search service is not working right now',
    );
    expect(pageIsPrerendered()).toBe(false);
  });
});
