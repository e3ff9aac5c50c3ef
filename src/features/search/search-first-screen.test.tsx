import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/**
 * Behind the copy the first results are drawn in one transition (use-widgets-behind-first-screen.ts),
 * which React's development build remarks on when it updates many components; the production
 * build (the only one with prerendered pages) says nothing. Any other warning still fails.
 */
function allowTransitionRemark(): void {
  const warn = vi.mocked(console.warn).getMockImplementation();
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Detected a large number of updates inside startTransition'))
      return;
    warn?.(...args);
  });
}

describe('a prerendered `/` (its first results drawn at build time)', () => {
  it('keeps its build-time screen until the app has drawn the results, then hands over', async () => {
    allowTransitionRemark();
    answerSearchesWith(failures.slow(300));
    givenPrerenderedPage();
    renderApp('/');
    expect(await screen.findByRole('combobox', { name: 'Search the archive' })).toBeInTheDocument();
    expect(pageIsPrerendered()).toBe(true);

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(pageIsPrerendered()).toBe(false);
    expect(results.children).toHaveLength(24);
    expect(screen.getByRole('heading', { name: /^52 results/ })).toBeVisible();
  });

  it('hands over to show a failure of the search service, not results it no longer has', async () => {
    watchConsoleErrors();
    answerSearchesWith(failures.status(502, 'Bad gateway'));
    givenPrerenderedPage();
    renderApp('/');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'The search service is not working right now',
    );
    expect(pageIsPrerendered()).toBe(false);
  });

  it('hands over after 2 s of waiting, to say it is still searching and let the box be used', async () => {
    answerSearchesWith(failures.noAnswer());
    givenPrerenderedPage();
    renderApp('/');
    await screen.findByText('Still searching…', {}, { timeout: 3000 });
    expect(pageIsPrerendered()).toBe(false);
  });
});
