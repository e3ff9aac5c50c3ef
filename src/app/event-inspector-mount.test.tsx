import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig, type AppConfig } from '@/config/env';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { clearEventLog, logEvent } from '@/services/event-log/event-log';
import { currentUrl, renderApp } from '../../tests/utils/render-app';

/** A real (non-mock) configuration; the demo's credentials, so MSW still answers its searches. */
const liveConfig: AppConfig = (() => {
  const result = readConfig({
    mock: null,
    VITE_ALGOLIA_APP_ID: MOCK_ALGOLIA.appId,
    VITE_ALGOLIA_SEARCH_KEY: MOCK_ALGOLIA.searchKey,
    VITE_ALGOLIA_INDEX: MOCK_ALGOLIA.indexName,
  });
  if (!result.ok || result.config.mode !== 'live') throw new Error('expected a live config');
  return result.config;
})();

const toggle = () => screen.queryByRole('button', { name: /^Events \d+$/ });
const findToggle = () => screen.findByRole('button', { name: /^Events \d+$/ });
const drawer = () => screen.queryByRole('dialog', { name: 'Event inspector' });

afterEach(() => {
  sessionStorage.clear();
  clearEventLog();
});

describe('event inspector mount', () => {
  it('offers an "Events" button in mock mode that loads and opens the drawer', async () => {
    const { user } = renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    const button = await findToggle();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(drawer()).not.toBeInTheDocument();

    act(() => {
      logEvent({ destination: 'GA4', name: 'mount_test', payload: {}, status: 'blocked' });
    });
    const count = Number(button?.textContent?.replace('Events ', ''));
    expect(count).toBeGreaterThan(0);

    await user.click(toggle() as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Event inspector' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveFocus();
    const row = screen.getByText('mount_test').closest('li');
    expect(row).toHaveTextContent('GA4mount_testBlocked by consent');

    await user.click(screen.getByRole('button', { name: 'Close event inspector' }));
    expect(drawer()).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the drawer at once with ?debug=events; Escape closes it and focus goes to the button', async () => {
    const { user } = renderApp('/no/such/page?debug=events');
    expect(await screen.findByRole('dialog', { name: 'Event inspector' })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    // The page keeps its focus: the drawer did not take it.
    expect(document.activeElement).not.toBe(drawer());

    await user.keyboard('{Escape}');
    expect(drawer()).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    // Opened again, Escape from its button closes it too; in the search box Escape is the box's.
    await user.click(toggle() as HTMLElement);
    await screen.findByRole('dialog', { name: 'Event inspector' });
    (toggle() as HTMLElement).focus();
    await user.keyboard('{Escape}');
    expect(drawer()).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('keeps ?debug=events in the address through searches, filters, pages and other screens', async () => {
    const { user } = renderApp('/?debug=events');
    await screen.findByText(/^52 results/);
    await user.click(screen.getByRole('checkbox', { name: /^Photos/ }));
    await waitFor(() => expect(currentUrl()).toBe('/?type=photo&debug=events'));
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(currentUrl()).toBe('/?type=photo&page=2&debug=events'));

    await user.click(screen.getByRole('link', { name: 'About' }));
    await screen.findByRole('heading', { name: /About/, level: 1 });
    expect(currentUrl()).toBe('/about?debug=events');
    // Back returns to the same search, and the search screen adds no entry of its own.
    const entries = window.history.length;
    window.history.back();
    const box = await screen.findByRole('combobox', { name: 'Search the archive' });
    await waitFor(() => expect(currentUrl()).toBe('/?type=photo&page=2&debug=events'));
    await user.type(box, 'water');
    await waitFor(() => expect(currentUrl()).toBe('/?q=water&type=photo&debug=events'));
    expect(window.history.length).toBe(entries);
  }, 40_000);

  it('is absent from a live build unless the tab was opened with ?debug=events', async () => {
    const { unmount } = renderApp('/no/such/page', liveConfig);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(toggle()).not.toBeInTheDocument();
    unmount();

    const debug = renderApp('/no/such/page?debug=events', liveConfig);
    expect(await screen.findByRole('dialog', { name: 'Event inspector' })).toBeInTheDocument();
    expect(sessionStorage.getItem('folio.debug-events')).toBe('on');
    // Moves within the app keep the parameter in the address.
    await debug.user.click(screen.getByRole('link', { name: 'Back to the archive' }));
    await screen.findByText(/^52 results/);
    expect(currentUrl()).toBe('/?debug=events');
    expect(toggle()).toBeInTheDocument();
    debug.unmount();

    // A reload of the tab at another address keeps it, closed.
    const reloaded = renderApp('/item/kite', liveConfig);
    await screen.findByRole('heading', { name: 'Kite', level: 1 });
    expect(await findToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(drawer()).not.toBeInTheDocument();
    reloaded.unmount();

    const off = renderApp('/no/such/page?debug=off', liveConfig);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(toggle()).not.toBeInTheDocument();
    expect(sessionStorage.getItem('folio.debug-events')).toBeNull();
    off.unmount();

    renderApp('/no/such/page', liveConfig);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(toggle()).not.toBeInTheDocument();
  });
});
