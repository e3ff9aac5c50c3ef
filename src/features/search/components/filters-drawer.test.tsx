import { act, screen, waitFor, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDialogMethods } from '../../../../tests/utils/html-dialog';
import { currentUrl, renderApp } from '../../../../tests/utils/render-app';

// The layout switch (drawer below 768 px, column above) is CSS; these tests drive the behaviour.
beforeAll(addDialogMethods);
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

const panels = () => screen.queryAllByRole('complementary', { name: 'Filters' });

async function openDrawer(path: string) {
  const view = renderApp(path);
  await screen.findByText(/^\d+ results?/);
  const button = screen.getByRole('button', { name: /^Filters/ });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  return { ...view, button, dialog };
}

describe('filters drawer', () => {
  it('is opened by a button that counts the filters in use, above the results', async () => {
    renderApp('/?type=photo&tags=macro~leaf');
    await screen.findByText(/^\d+ results?/);
    const button = screen.getByRole('button', { name: 'Filters, 3 active' });
    expect(button).toHaveTextContent('Filters (3)');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // A refined phone view says what is filtered, before the results.
    const summary = screen.getByText(/macro/, { selector: '.filters-summary' });
    expect(summary).toHaveTextContent('Filters in use: photo, macro, leaf');
    const results = screen.getByRole('region', { name: /results/ });
    expect(button.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('words the filters in use as their chips do', async () => {
    renderApp('/?orientation=landscape&colour=grey');
    await screen.findByText(/^\d+ results?/);
    expect(screen.getByText(/Landscape/, { selector: '.filters-summary' })).toHaveTextContent(
      'Filters in use: Landscape, Grey',
    );
  });

  it('says just "Filters" when none is in use', async () => {
    renderApp('/');
    await screen.findByText(/^52 results/);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters');
    expect(document.querySelector('.filters-summary')).toBeNull();
  });

  it('holds the one filter panel while open, starts focus inside, and shows the live count', async () => {
    expect.hasAssertions();
    const { user, button, dialog } = await openDrawer('/');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The same panel moved in, not a second one.
    expect(panels()).toHaveLength(1);
    expect(dialog).toContainElement(panels()[0] as HTMLElement);

    expect(within(dialog).getByRole('button', { name: 'Show 52 results' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Videos/ }));
    const show = await within(dialog).findByRole('button', { name: 'Show 2 results' });
    await waitFor(() => expect(currentUrl()).toBe('/?type=video'));

    await user.click(show);
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Filters, 1 active');
    // Back in the column, still one, still refined.
    expect(panels()).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /Videos/ })).toBeChecked();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, button, dialog } = await openDrawer('/?type=video');
    within(dialog)
      .getByRole('checkbox', { name: /Videos/ })
      .focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes from its close button too', async () => {
    const { user, button, dialog } = await openDrawer('/');
    await user.click(within(dialog).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user, dialog } = await openDrawer('/?type=video');
    const first = within(dialog).getByRole('button', { name: 'Close filters' });
    const last = within(dialog).getByRole('button', { name: /^Show \d+ results?$/ });
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    for (let press = 0; press < 40; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when the window grows past a phone’s width (the column shows the filters again)', async () => {
    // jsdom has no matchMedia: a stand-in whose queries start unmatched and change on demand.
    const queries = new Map<string, MediaQueryList>();
    window.matchMedia = (query: string) => {
      const list =
        queries.get(query) ??
        (Object.assign(new EventTarget(), { media: query, matches: false }) as MediaQueryList);
      queries.set(query, list);
      return list;
    };
    const { button } = await openDrawer('/');
    const wide = queries.get('(min-width: 768px)');
    expect(wide).toBeDefined();
    act(() => {
      Object.assign(wide ?? {}, { matches: true });
      wide?.dispatchEvent(Object.assign(new Event('change'), { matches: true }));
    });
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(panels()).toHaveLength(1);
  });

  it('clears every filter with Clear all and stays open', async () => {
    const { user, button, dialog } = await openDrawer('/?q=sea&type=photo&tags=waves');
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(currentUrl()).toBe('/?q=sea'));
    expect(dialog).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: /^sea / })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Clear all' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(button).toHaveAccessibleName('Filters');
  });

  it('on a phone draws the facets’ options only in the open drawer, and opening it costs no search', async () => {
    // A phone: the side column's query is unmatched until the test widens the window.
    const wide = Object.assign(new EventTarget(), { media: '(min-width: 768px)', matches: false });
    window.matchMedia = (query: string) =>
      (query === wide.media
        ? wide
        : Object.assign(new EventTarget(), { media: query, matches: false })) as MediaQueryList;
    let searches = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/1/indexes/*/queries')) searches += 1;
    });

    const view = renderApp('/?type=photo');
    await screen.findByText(/^\d+ results?/);
    expect(screen.queryByRole('checkbox', { name: /Photos/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Tags' })).not.toBeInTheDocument();
    const before = searches;

    await view.user.click(screen.getByRole('button', { name: /^Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('checkbox', { name: /Photos/ })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Tags' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches).toBe(before);

    act(() => {
      wide.matches = true;
      wide.dispatchEvent(Object.assign(new Event('change'), { matches: true }));
    });
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Photos/ })).toBeChecked();
    server.events.removeAllListeners();
  });
});
