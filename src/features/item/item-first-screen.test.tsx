import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerSearchesWith,
  failures,
  watchConsoleErrors,
} from '../../../tests/utils/failing-search-service';
import {
  givenPrerenderedPage,
  pageIsPrerendered,
  removePrerenderedPage,
} from '../../../tests/utils/prerendered-page';
import { renderApp } from '../../../tests/utils/render-app';

afterEach(removePrerenderedPage);

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
