import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/utils/render-app';

/**
 * The item page's viewer under quick hands: each opener pressed twice makes one viewer and one
 * history entry, and each way of closing leaves an address without `#view=` that opens again.
 */

const PAGE = '/item/fallen-leaf';
const viewer = () => screen.queryByRole('dialog', { name: 'Viewer: Fallen Leaf' });
const viewers = () => document.querySelectorAll('.pswp').length;
const address = () => `${window.location.pathname}${window.location.hash}`;

async function arrive() {
  const rendered = renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Fallen Leaf' });
  return { ...rendered, before: window.history.length };
}

async function expectOpen(entries: number) {
  await waitFor(() => expect(viewer()).toBeInTheDocument());
  expect(viewers()).toBe(1);
  expect(address()).toBe(`${PAGE}#view=fallen-leaf`);
  expect(window.history.length).toBe(entries);
}

async function expectClosed() {
  await waitFor(() => expect(viewers()).toBe(0));
  await waitFor(() => expect(address()).toBe(PAGE));
}

const OPENERS = [
  ['the "Open viewer" button', () => screen.getByRole('button', { name: 'Open viewer' })],
  ['the photo', () => screen.getByRole('button', { name: 'Open viewer: Fallen Leaf' })],
] as const;

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

describe('the item page viewer, pressed twice', () => {
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

  for (const [opener, button] of OPENERS) {
    for (const [closer, close] of CLOSERS) {
      it(`${opener} double-clicked opens one viewer and one entry; ${closer} closes it for good`, async () => {
        const { user, before } = await arrive();
        await user.dblClick(button());
        await expectOpen(before + 1);

        await close(user);
        await expectClosed();
        // Back where the visitor was: the entry the open pushed is the one ahead, not behind.
        expect(window.history.length).toBe(before + 1);

        await user.click(button());
        await expectOpen(before + 1);
      });
    }
  }

  for (const [opener, button] of OPENERS) {
    it(`Enter pressed twice on ${opener} opens one viewer and one entry`, async () => {
      const { user, before } = await arrive();
      button().focus();
      await user.keyboard('{Enter}{Enter}');
      await expectOpen(before + 1);
      await user.keyboard('{Escape}');
      await expectClosed();
      await user.keyboard('{Enter}');
      await expectOpen(before + 1);
    });
  }

  it('a shared #view= link opens it; closing takes the hash away without leaving the page', async () => {
    const user = renderApp(`${PAGE}#view=fallen-leaf`).user;
    const before = window.history.length;
    await expectOpen(before);
    // The address already asks for it: a click on the page beneath adds nothing.
    await user.click(screen.getByRole('button', { name: 'Open viewer' }));
    await expectOpen(before);

    await user.keyboard('{Escape}');
    await expectClosed();
    expect(window.history.length).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Open viewer' }));
    await expectOpen(before + 1);
  });

  it('Back and Forward still close and open it, and Escape after Forward closes it', async () => {
    const { user, before } = await arrive();
    await user.click(screen.getByRole('button', { name: 'Open viewer' }));
    await expectOpen(before + 1);
    window.history.back();
    await expectClosed();
    window.history.forward();
    await expectOpen(before + 1);
    await user.keyboard('{Escape}');
    await expectClosed();
    await user.click(screen.getByRole('button', { name: 'Open viewer: Fallen Leaf' }));
    await expectOpen(before + 1);
  });

  it('a click right after Escape, before its Back has landed, opens it once that Back is done', async () => {
    const { user, before } = await arrive();
    const button = screen.getByRole('button', { name: 'Open viewer' });
    await user.click(button);
    await expectOpen(before + 1);
    await user.keyboard('{Escape}');
    button.click();
    await expectOpen(before + 1);
    await user.keyboard('{Escape}');
    await expectClosed();
  });
});
