import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../tests/utils/render-app';

const chips = () =>
  within(screen.getByRole('complementary', { name: 'Filters' }))
    .queryAllByRole('button', { name: /^Remove filter / })
    .map((chip) => chip.getAttribute('aria-label'));

describe('filters in use', () => {
  it('names every facet and value readably', async () => {
    renderApp(
      '/?creator=Hylke%20Bons&colour=grey~blue&orientation=landscape&licence=GPL-2.0-or-later' +
        '&camera=Canon%3ECanon%20EOS%2070D&year=2005:2015&lens=EF50mm%20f%2F1.8%20II' +
        '&place=Skagen&country=Denmark',
    );
    await waitFor(() => expect(chips().length).toBeGreaterThan(0));
    expect(chips().sort()).toEqual(
      [
        'Remove filter Camera: Canon EOS 70D',
        'Remove filter Colour: Blue',
        'Remove filter Colour: Grey',
        'Remove filter Country: Denmark',
        'Remove filter Creator: Hylke Bons',
        'Remove filter Lens: EF50mm f/1.8 II',
        'Remove filter Licence: GPL-2.0-or-later',
        'Remove filter Orientation: Landscape',
        'Remove filter Place: Skagen',
        'Remove filter Year: from 2005',
        'Remove filter Year: to 2015',
      ].sort(),
    );
  });

  it('moves focus to the next chip, then the one before, then the panel heading', async () => {
    const { user } = renderApp('/?colour=grey&orientation=landscape&camera=Canon');
    await waitFor(() => expect(chips()).toHaveLength(3));
    const [first, second, third] = chips();
    await user.click(screen.getByRole('button', { name: first as string }));
    await waitFor(() => expect(chips()).toEqual([second, third]));
    expect(screen.getByRole('button', { name: second as string })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: third as string }));
    await waitFor(() => expect(chips()).toEqual([second]));
    expect(screen.getByRole('button', { name: second as string })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(chips()).toEqual([]));
    expect(screen.getByRole('heading', { name: 'Filters', level: 2 })).toHaveFocus();
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it('moves focus to the panel heading after "Clear all filters", never to the page', async () => {
    const { user } = renderApp('/?q=sea&colour=grey&type=photo');
    await waitFor(() => expect(chips()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(chips()).toEqual([]));
    expect(screen.getByRole('heading', { name: 'Filters', level: 2 })).toHaveFocus();
    await waitFor(() => expect(currentUrl()).toBe('/?q=sea'));
  });
});
