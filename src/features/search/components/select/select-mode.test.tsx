import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { App } from '@/app/app';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDialogMethods } from '../../../../../tests/utils/html-dialog';
import { currentUrl, mockConfig, renderApp } from '../../../../../tests/utils/render-app';
import { keepSelection } from './kept-selection';

beforeAll(addDialogMethods);
// The selection lives as long as the page; each test is a new visit.
afterEach(() => keepSelection(new Map()));

const checkboxes = () => screen.queryAllByRole('checkbox', { name: /^Select / });
const selection = () => screen.getByRole('group', { name: 'Selection' });
const count = () => within(selection()).getByText(/selected/).textContent;

async function startSelecting(path: string, cards = 24) {
  const app = renderApp(path);
  await screen.findByRole('list', { name: 'Search results' });
  await app.user.click(screen.getByRole('button', { name: 'Select' }));
  await waitFor(() => expect(checkboxes()).toHaveLength(cards));
  return app;
}

describe('select mode', () => {
  it('draws the checkboxes under React’s StrictMode too, as the app runs in development', async () => {
    // StrictMode runs each effect twice: the slots the first run made are gone after its cleanup.
    window.history.replaceState(null, '', '/');
    const user = userEvent.setup();
    render(
      <StrictMode>
        <App config={mockConfig} />
      </StrictMode>,
    );
    await screen.findByRole('list', { name: 'Search results' });
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(checkboxes()).toHaveLength(24));
    expect(checkboxes().every((box) => box.isConnected)).toBe(true);
  });

  it('gives each card a checkbox named after its item, and counts what is checked', async () => {
    const { user } = await startSelecting('/');
    expect(screen.getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'true');
    const [first, second] = checkboxes();
    expect(first).toHaveAccessibleName(/^Select \S/);
    expect(count()).toBe('0 selected');
    expect(within(selection()).getByRole('button', { name: 'Download 0 items' })).toBeDisabled();
    await user.click(first as HTMLElement);
    await user.click(second as HTMLElement);
    expect(count()).toBe('2 selected');
    await user.click(first as HTMLElement);
    expect(count()).toBe('1 selected');
    expect(within(selection()).getByRole('button', { name: 'Download 1 item' })).toBeEnabled();
  });

  it('keeps the selection across pages and filters, saying how many are not on this page, until cleared', async () => {
    const { user } = await startSelecting('/');
    await user.click(within(selection()).getByRole('button', { name: 'Select all on this page' }));
    expect(count()).toBe('24 selected');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(currentUrl()).toBe('/?page=2'));
    await waitFor(() => expect(count()).toBe('24 selected, 24 not on this page'));
    const onPageTwo = checkboxes();
    expect(onPageTwo.length).toBeGreaterThan(0);
    expect(onPageTwo.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    await user.click(onPageTwo[0] as HTMLElement);
    expect(count()).toBe('25 selected, 24 not on this page');

    // A search that finds some of them: they show checked, the others are counted off-screen.
    await user.type(screen.getByRole('combobox', { name: 'Search the archive' }), 'leaf{Enter}');
    await waitFor(() => expect(currentUrl()).toMatch(/q=leaf/));
    await waitFor(() => {
      const shown = checkboxes();
      const checked = shown.filter((box) => (box as HTMLInputElement).checked).length;
      expect(count()).toBe(`25 selected, ${25 - checked} not on this page`);
    });

    await user.click(within(selection()).getByRole('button', { name: 'Clear' }));
    expect(count()).toBe('0 selected');
    expect(checkboxes().every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it('works from the keyboard: each box comes before its card’s link, and Space checks it', async () => {
    const { user } = await startSelecting('/');
    const box = checkboxes()[3] as HTMLInputElement;
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(count()).toBe('1 selected');
    await user.tab();
    expect(document.activeElement?.closest('.result-card')).toBe(box.closest('.result-card'));
    expect(document.activeElement).toHaveAttribute('data-object-id');
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('keeps the selection when select mode is left and taken up again', async () => {
    const { user } = await startSelecting('/');
    await user.click(checkboxes()[0] as HTMLElement);
    const select = screen.getByRole('button', { name: 'Select' });
    await user.click(select);
    await waitFor(() => expect(checkboxes()).toHaveLength(0));
    expect(screen.queryByRole('group', { name: 'Selection' })).toBeNull();
    await user.click(select);
    await waitFor(() => expect(count()).toBe('1 selected'));
    expect(checkboxes()[0]).toBeChecked();
  });

  it('opens the download dialog with each size and what it means', async () => {
    const { user } = await startSelecting('/');
    await user.click(checkboxes()[0] as HTMLElement);
    await user.click(within(selection()).getByRole('button', { name: 'Download 1 item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download 1 item' });
    const sizes = within(dialog).getAllByRole('radio');
    expect(sizes.map((size) => size.closest('label')?.textContent)).toEqual([
      'Small: up to 1080 px wide: for slides and the web',
      'Medium: up to 1920 px wide: a full screen',
      'Large: the largest copy, up to 3840 px wide: for print and close study',
      'Original: the file as the archive holds it, at its full size and in its own format',
    ]);
    expect(within(dialog).getByRole('radio', { name: /^Medium/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Download 1 item' })).toBeNull(),
    );
  });

  it('offers a collection’s whole set, counted through its own search', async () => {
    await startSelecting('/collections/mountains', 5);
    expect(
      await within(selection()).findByRole('button', { name: 'Download the collection (5 items)' }),
    ).toBeEnabled();
  });

  it('is not on the archive’s own search', async () => {
    await startSelecting('/');
    expect(within(selection()).queryByRole('button', { name: /collection/ })).toBeNull();
  });
});
