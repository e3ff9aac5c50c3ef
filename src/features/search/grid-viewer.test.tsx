import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedEvents } from '@/services/event-log/event-log';
import { renderApp } from '../../../tests/utils/render-app';

/**
 * The grid's corner buttons under quick hands: pressed twice, one viewer, one history entry and
 * one "opened" event; closed any way, the viewer stays closed and the next press opens it.
 */

// Five photos tagged "green"; Blinds is the third.
const GREEN = '/?tags=green';
const viewer = () => screen.queryByRole('dialog', { name: /^Viewer/ });
const viewers = () => document.querySelectorAll('.pswp').length;
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
const openedInViewer = () =>
  loggedEvents().filter(
    (event) =>
      event.destination === 'GA4' &&
      event.name === 'select_item' &&
      JSON.stringify(event.payload).includes('"viewer"'),
  ).length;

async function arrive() {
  const rendered = renderApp(GREEN);
  // The first render of a file loads the whole search screen's code: allow for a busy machine.
  const grid = await screen.findByRole('list', { name: 'Search results' }, { timeout: 10_000 });
  const corner = () => within(grid).getByRole('button', { name: 'Open viewer: Blinds' });
  await waitFor(() => expect(corner()).toBeInTheDocument());
  return { ...rendered, corner, before: window.history.length };
}

async function expectOpen(entries: number, id = 'blinds') {
  await waitFor(() => expect(viewer()).toBeInTheDocument());
  expect(viewers()).toBe(1);
  expect(address()).toBe(`${GREEN}#view=${id}`);
  expect(window.history.length).toBe(entries);
}

async function expectClosed() {
  await waitFor(() => expect(viewers()).toBe(0));
  await waitFor(() => expect(address()).toBe(GREEN));
}

type User = Awaited<ReturnType<typeof arrive>>['user'];
const CLOSERS: [string, (user: User) => Promise<void>][] = [
  ['Escape', (user) => user.keyboard('{Escape}')],
  [
    'the close button',
    (user) => user.click(screen.getByRole('button', { name: 'Close viewer (Escape)' })),
  ],
  [
    'Back',
    async () => {
      window.history.back();
      await Promise.resolve();
    },
  ],
];

describe('the grid viewer, pressed twice', () => {
  beforeEach(() => {
    // jsdom has no media queries; PhotoSwipe asks for reduced motion.
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    }));
  });
  // A viewer left open goes with the page, a task after it: not into the next test.
  afterEach(async () => {
    cleanup();
    await waitFor(() => expect(viewers()).toBe(0));
  });

  for (const [closer, close] of CLOSERS) {
    it(`a corner button double-clicked opens one viewer, one entry and one event; ${closer} closes it for good`, async () => {
      const { user, corner, before } = await arrive();
      await user.dblClick(corner());
      await expectOpen(before + 1);
      await waitFor(() => expect(openedInViewer()).toBe(1));

      await close(user);
      // Closed, and it stays so: no second entry behind it opens it again.
      await expectClosed();
      expect(window.history.length).toBe(before + 1);

      await user.click(corner());
      await expectOpen(before + 1);
      expect(openedInViewer()).toBe(2);
    });
  }

  it('Enter twice on a corner button, then the close button, then Back after stepping', async () => {
    const { user, corner, before } = await arrive();
    corner().focus();
    await user.keyboard('{Enter}{Enter}');
    await expectOpen(before + 1);
    await user.click(screen.getByRole('button', { name: 'Close viewer (Escape)' }));
    await expectClosed();

    await user.click(corner());
    await expectOpen(before + 1);
    // Stepping replaces the entry; Back still returns to the grid without `#view=`.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).not.toBe(`${GREEN}#view=blinds`));
    expect(window.history.length).toBe(before + 1);
    window.history.back();
    await expectClosed();
    window.history.forward();
    await waitFor(() => expect(viewer()).toBeInTheDocument());
    await user.keyboard('{Escape}');
    await expectClosed();
  });
});
