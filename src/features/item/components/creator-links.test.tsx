import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../tests/utils/render-app';

describe('creator links on the item page', () => {
  it('keeps a shared credit as written and links each person to their work', async () => {
    const { user } = renderApp('/item/blinds');
    await screen.findByRole('heading', { name: 'Blinds', level: 1 });
    const lennart = screen.getByRole('link', { name: 'Lennart Poettering' });
    expect(lennart).toHaveAttribute('href', '/?creator=Lennart%20Poettering');
    expect(screen.getByRole('link', { name: 'Andrea Cimitan' })).toHaveAttribute(
      'href',
      '/?creator=Andrea%20Cimitan',
    );
    expect(lennart.closest('dd')).toHaveTextContent(/^Lennart Poettering, Andrea Cimitan$/);

    await user.click(lennart);
    await waitFor(() => expect(currentUrl()).toBe('/?creator=Lennart%20Poettering'));
    // The search screen's modules load for the first time in this file: allow for it.
    expect(
      await screen.findByRole('link', { name: /Blinds/ }, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lennart Poettering 1' })).toBeChecked();
  });
});
