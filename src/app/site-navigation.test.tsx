import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptTracking } from '../../tests/utils/tracking';
import { currentUrl, renderApp } from '../../tests/utils/render-app';

const siteNav = () => screen.getByRole('navigation', { name: 'Site' });
/** The Radix menu replaces the plain links (and their nav element) once the browser is idle. */
const exploreTrigger = () => screen.findByRole('button', { name: 'Explore' });

// Compiled once here, so the menu's first load in a test is as quick as in a browser.
beforeAll(() => import('@/features/site-menu/site-menu'));

describe('the site menu', () => {
  // First in this file: later tests start with the menu already loaded.
  it('starts as plain links, then becomes the menu, keeping focus on the same item', async () => {
    renderApp('/about');
    const plainExplore = within(siteNav()).getByRole('link', { name: 'Explore' });
    expect(plainExplore).toHaveAttribute('href', '/collections');
    plainExplore.focus();
    const explore = await exploreTrigger();
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    expect(explore).toHaveFocus();
    expect(within(siteNav()).getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/map');
    expect(within(siteNav()).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens Explore on click with the collections and the top tags, and its links work', async () => {
    const { user } = renderApp('/about');
    await user.click(await exploreTrigger());
    const explore = await exploreTrigger();
    expect(explore).toHaveAttribute('aria-expanded', 'true');
    const collections = screen.getByRole('list', { name: 'Collections' });
    expect(
      within(collections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mountains and hills', 'Space', 'Denmark', 'The early 2000s', 'All collections']);
    const reuse = screen.getByRole('list', { name: 'Reuse' });
    expect(within(reuse).getByRole('link', { name: 'Open data' })).toHaveAttribute('href', '/data');
    const tags = await screen.findByRole('list', { name: 'Top tags' });
    const tagLinks = within(tags).getAllByRole('link');
    expect(tagLinks).toHaveLength(12);
    expect(tagLinks[0]).toHaveTextContent('macro 9');
    expect(tagLinks[0]).toHaveAttribute('href', '/?tags=macro');

    await user.click(within(collections).getByRole('link', { name: 'Space' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Space' })).toBeVisible();
    expect(currentUrl()).toBe('/collections/space');
    // Following a link closes the menu.
    expect(screen.queryByRole('list', { name: 'Collections' })).not.toBeInTheDocument();
  });

  it('a top tag runs that search', async () => {
    const { user } = renderApp('/about');
    await user.click(await exploreTrigger());
    const tags = await screen.findByRole('list', { name: 'Top tags' });
    await user.click(within(tags).getByRole('link', { name: /^macro/ }));
    expect(await screen.findByText(/^9 results/)).toBeInTheDocument();
    expect(currentUrl()).toBe('/?tags=macro');
  });

  it('opens from the keyboard, enters with the down arrow, and Escape closes it', async () => {
    const { user } = renderApp('/map');
    const explore = await exploreTrigger();
    explore.focus();
    await user.keyboard('{Enter}');
    expect(explore).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Mountains and hills' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    expect(explore).toHaveFocus();

    await user.keyboard(' ');
    expect(explore).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Space' })).toBeVisible();
  });

  it('opens on hover after a short delay', async () => {
    const { user } = renderApp('/about');
    const explore = await exploreTrigger();
    await user.hover(explore);
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(explore).toHaveAttribute('aria-expanded', 'true'));
  });

  it('Map and About lead to their pages, each with its own title', async () => {
    const { user } = renderApp('/collections');
    await exploreTrigger();
    await user.click(within(siteNav()).getByRole('link', { name: 'Map' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Map of Folio' })).toBeVisible();
    expect(document.title).toBe('Map · Folio');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The items of Folio on a map: search by place, share the area.',
    );
    await user.click(screen.getByRole('link', { name: 'Show as a grid' }));
    expect(await screen.findByText(/^52 results/)).toBeInTheDocument();
    await user.click(within(siteNav()).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Folio' })).toBeVisible();
    expect(document.title).toBe('About · Folio');
  });
});

describe('focus on a new page', () => {
  it('stays where it is on the first load, then goes to each new page’s main heading', async () => {
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Folio' });
    expect(document.body).toHaveFocus();

    await user.click(within(siteNav()).getByRole('link', { name: 'Map' }));
    const map = await screen.findByRole('heading', { level: 1, name: 'Map of Folio' });
    await waitFor(() => expect(map).toHaveFocus());

    await user.click(await exploreTrigger());
    await user.click(screen.getByRole('link', { name: 'All collections' }));
    const collections = await screen.findByRole('heading', { level: 1, name: 'Collections' });
    await waitFor(() => expect(collections).toHaveFocus());
  });

  it('stays in place when only the query string changes on a search screen', async () => {
    const { user } = renderApp('/collections');
    await user.click(await screen.findByRole('link', { name: 'Space' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Space' });
    await waitFor(() => expect(heading).toHaveFocus());
    await screen.findByText(/^3 results/);
    const nasa = within(screen.getByRole('group', { name: 'Tags' })).getByRole('checkbox', {
      name: /nasa\s*1/,
    });
    await user.click(nasa);
    await waitFor(() => expect(currentUrl()).toBe('/collections/space?tags=nasa'));
    await screen.findByText(/^1 result\b/);
    expect(nasa).toHaveFocus();
  });

  it('“Skip to content” moves focus to the main content on every page', async () => {
    acceptTracking();
    for (const [path, heading] of [
      ['/', 'Folio'],
      ['/item/aitzgorri', 'Aitzgorri'],
      ['/about', 'About Folio'],
      ['/collections', 'Collections'],
      ['/collections/denmark', 'Denmark'],
      ['/map', 'Map of Folio'],
      ['/nowhere', 'Page not found'],
    ] as const) {
      const { user, unmount } = renderApp(path);
      const title = await screen.findByRole('heading', { level: 1, name: heading });
      // From the top of the page. The item page puts focus on its heading after drawing it: wait
      // for that first, or it could land after the blur (a CI run under load saw it).
      if (path.startsWith('/item/')) await waitFor(() => expect(title).toHaveFocus());
      (document.activeElement as HTMLElement | null)?.blur();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Skip to content' }), path).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('main')).toHaveFocus();
      expect(currentUrl()).toBe(path);
      unmount();
    }
  });
});
